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
import { PRERENDERED_PAGE } from '@dental/domain';

/** What Vite writes to .vite/manifest.json, as far as preloading needs it. */
type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The route chunk a browser without a session needs first, and the one a signed-in browser needs first. */
const FIRST_CHUNKS = { signedOut: 'sign-in-route', signedIn: 'main-layout-route' } as const;
export type PageVariant = keyof typeof FIRST_CHUNKS;

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

/** index.html with modulepreload links for the chunks `chunkName` needs that the entry does not already load. */
export function withPreloads(html: string, manifest: Manifest, chunkName: string): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const routeKey = Object.keys(manifest).find((key) => manifest[key]?.name === chunkName);
  if (!entryKey || !routeKey) return html;
  const loaded = new Set(chunkFiles(manifest, entryKey));
  const links = chunkFiles(manifest, routeKey)
    .filter((file) => !loaded.has(file) && file.endsWith('.js'))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
  return links.length ? html.replace('</head>', `${links.join('\n')}\n  </head>`) : html;
}

export interface PortalPages extends Record<PageVariant, EncodedPage> {
  /** The prerendered sign-in screen for a browser without a session; null when the build has none. */
  prerenderedSignIn: EncodedPage | null;
}

/** The variants of a built portal's page, or null when the build has no manifest (then index.html is sent as is). */
export function loadPortalPages(distDir: string): PortalPages | null {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const encode = (page: string): EncodedPage => {
    const identity = Buffer.from(page);
    return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
  };
  const prerenderedPath = join(distDir, PRERENDERED_PAGE.file);
  const prerendered = existsSync(prerenderedPath) ? readFileSync(prerenderedPath, 'utf8') : null;
  return {
    signedOut: encode(withPreloads(html, manifest, FIRST_CHUNKS.signedOut)),
    signedIn: encode(withPreloads(html, manifest, FIRST_CHUNKS.signedIn)),
    prerenderedSignIn: prerendered === null ? null : encode(withPreloads(prerendered, manifest, FIRST_CHUNKS.signedOut)),
  };
}

/** The best encoding of the page the browser accepts (q-values included). */
export function pickEncoding(acceptEncoding: string | undefined): keyof EncodedPage {
  const chosen = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip', 'identity']) : 'identity';
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}
