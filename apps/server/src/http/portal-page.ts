// The portal's index.html, served for every page of the single-page app, with the route chunks that page
// will ask for first announced up front (<link rel="modulepreload">). For /sign-in without a session the
// build also wrote sign-in.html, the screen prerendered (vite.prerender.ts, decision 0008): sent instead. Without them a phone fetches the
// entry script, runs it, and only then learns it needs the sign-in screen's chunks: one more round trip
// on a slow network before anything is drawn. Which chunks: the sign-in screen for a browser with no
// session presence cookie (spec §3), the signed-in layout otherwise.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { PRERENDERED_PAGE, SIGNED_IN_PAGE_FILE, type Portal } from '@dental/domain';
import { environmentBannerHtml } from './environment-banner.js';

/** What Vite writes to .vite/manifest.json, as far as preloading needs it. */
type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The route chunk a browser without a session needs first, and the one a signed-in browser needs first. */
const FIRST_CHUNKS = { signedOut: 'sign-in-route', signedIn: 'main-layout-route' } as const;
export type PageVariant = keyof typeof FIRST_CHUNKS;

/**
 * What each portal's signed-in pages draw around themselves besides the layout, lazy in its route table
 * (apps/<portal>/src/app/router.tsx): the member's header and footer, the dentist's Lock screen action. A name a
 * portal's build lacks is skipped. Announced with the layout, they download beside the entry instead of after
 * the page has rendered (issue 17).
 */
export const SIGNED_IN_CHROME_CHUNKS: Readonly<Record<Portal, readonly string[]>> = {
  member: ['member-header', 'app-footer'],
  dentist: ['lock-screen'],
  employer: [],
  admin: [],
};

/** Where Vite's manifest keeps a portal's own route modules: one per page, named as its path (spec §2). */
const ROUTE_MODULE = /^src\/app\/routes\/([a-z0-9-]+)\.tsx$/;
/** The route module of the home `/`. */
const HOME_ROUTE = 'home';

/** One variant of the page, ready to send in each encoding. */
export interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The chunk files `key` needs, itself first and then its static imports, depth first, each once. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen))];
}

/** index.html with modulepreload links for the chunks `chunkNames` need that the entry does not already load. */
export function withPreloads(html: string, manifest: Manifest, ...chunkNames: string[]): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return html;
  const loaded = new Set(chunkFiles(manifest, entryKey));
  const files = chunkNames.flatMap((chunkName) => {
    const routeKey = Object.keys(manifest).find((key) => manifest[key]?.name === chunkName);
    return routeKey ? chunkFiles(manifest, routeKey) : [];
  });
  const links = [...new Set(files)]
    .filter((file) => !loaded.has(file) && file.endsWith('.js'))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
  return links.length ? html.replace('</head>', `${links.join('\n')}\n  </head>`) : html;
}

/**
 * The portal's own one-segment pages and the route chunk each needs: `/` and its home, `/transactions` and
 * its screen. Pages deeper than one segment (details with an id) get the layout alone.
 */
function pageRoutes(manifest: Manifest): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = ROUTE_MODULE.exec(key)?.[1];
    if (!name || !chunk.name) continue;
    pages.set(name === HOME_ROUTE ? '/' : `/${name}`, chunk.name);
  }
  return pages;
}

export interface PortalPages extends Record<PageVariant, EncodedPage> {
  /** The prerendered sign-in screen for a browser without a session; null when the build has none. */
  prerenderedSignIn: EncodedPage | null;
  /**
   * For a browser with a session, per page path (`/`, `/transactions`): the signed-in page with that page's
   * own route chunk announced too, so it downloads with the entry instead of after the router has started.
   */
  signedInPages: Map<string, EncodedPage>;
  /**
   * Per page path, the same signed-in page as text without the server-written banner: the template the server
   * draws a page into (decision 0034, server-rendered-page.ts).
   */
  signedInTemplates: Map<string, string>;
  /** The same for a page with no route chunk of its own announced (a details page: `/visits/12`). */
  signedInTemplate: string;
}

/** What the server tells the page about itself before any call: the instance and the version (spec §2 banner). */
export interface PageMarks {
  instance: string;
  version: string;
}

/**
 * The page with the instance and version on its <html> element and, outside production, the environment
 * banner above the app (environment-banner.ts): drawn at first paint instead of pushing the whole page down
 * when the app starts (issue 17: a layout shift of about 0.06 on every page).
 */
export function withMarks(page: string, marks: PageMarks | undefined, banner = true): string {
  if (!marks || marks.instance === 'prod') return page;
  const attribute = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '');
  const marked = page.replace(
    '<html ',
    `<html data-instance="${attribute(marks.instance)}" data-version="${attribute(marks.version)}" `,
  );
  // A page drawn at the server has the app's own banner in #root, drawn from the start-up answer (decision 0034).
  return banner
    ? marked.replace('<div id="root"', `${environmentBannerHtml(marks.instance, marks.version)}<div id="root"`)
    : marked;
}

/** The variants of a built portal's page, or null when the build has no manifest (then index.html is sent as is). */
export function loadPortalPages(
  distDir: string,
  marks?: PageMarks,
  chromeChunks: readonly string[] = [],
): PortalPages | null {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const encode = (page: string): EncodedPage => {
    const identity = Buffer.from(withMarks(page, marks));
    return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
  };
  const prerenderedPath = join(distDir, PRERENDERED_PAGE.file);
  const prerendered = existsSync(prerenderedPath) ? readFileSync(prerenderedPath, 'utf8') : null;
  const signedInHtml = signedInPage(distDir, html);
  const signedInChunks = [FIRST_CHUNKS.signedIn, ...chromeChunks];
  const signedInPages = new Map<string, EncodedPage>();
  const signedInTemplates = new Map<string, string>();
  for (const [path, chunk] of pageRoutes(manifest)) {
    const page = withPreloads(signedInHtml, manifest, ...signedInChunks, chunk);
    signedInPages.set(path, encode(page));
    signedInTemplates.set(path, withMarks(page, marks, false));
  }
  const signedIn = withPreloads(signedInHtml, manifest, ...signedInChunks);
  return {
    signedOut: encode(withPreloads(html, manifest, FIRST_CHUNKS.signedOut)),
    signedIn: encode(signedIn),
    signedInTemplate: withMarks(signedIn, marks, false),
    prerenderedSignIn:
      prerendered === null ? null : encode(withPreloads(prerendered, manifest, FIRST_CHUNKS.signedOut)),
    signedInPages,
    signedInTemplates,
  };
}

/** The page a browser with a session starts from: the build's signed-in boot markup, else index.html. */
function signedInPage(distDir: string, html: string): string {
  const path = join(distDir, SIGNED_IN_PAGE_FILE);
  return existsSync(path) ? readFileSync(path, 'utf8') : html;
}

/** The best encoding of the page the browser accepts (q-values included). */
export function pickEncoding(acceptEncoding: string | undefined): keyof EncodedPage {
  const chosen = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip', 'identity']) : 'identity';
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}
