// Decision 0034: a signed-in page drawn at the server with its first screen's data, for a browser with the
// session cookies. The portal's build left its route table built for Node (vite.prerender.ts, SERVER_RENDER);
// it renders the same tree as the browser, whose calls reach the API through this app's own guarded and
// audited handlers (inject, with the request's cookies), never around them. Anything it cannot do (no
// session, an expired one, a failing call, a slow render) falls back to the client-rendered page.
// Decision 0063: which pages is the portal's to say (`DRAWN_AT_SERVER` on its routes, asked through its build's
// `drawsPage`): nothing here knows any portal's pages. A page drawn must hold its controls until hydrated
// (UntilHydrated in @dental/ui) and choose its layout in CSS, not with useMediaQuery (decision 0034).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_STATE_ID, firstScreenStateScript, SERVER_RENDER } from '@dental/domain';
import { pickEncoding } from './portal-page.js';
import { withScriptsAfterFirstPaint } from './scripts-after-first-paint.js';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What the portal's server build answers (packages/ui prerender/render-signed-in.tsx), as far as the server reads it. */
type SignedInRender =
  | { drawn: true; markup: string; styleTags: string; state: unknown }
  | { drawn: false; reason: string };

export type RenderSignedIn = (request: { url: string; cookies: string; fetch: FetchLike }) => Promise<SignedInRender>;

/** The portal's server build as the server uses it: the render, and which paths its routes declare drawn. */
export interface ServerRender {
  render: RenderSignedIn;
  /** Whether the portal draws the page at this (decoded) path at the server (its routes' `DRAWN_AT_SERVER`). */
  draws: (path: string) => boolean;
}

/** The portal's server render, or null when its build has none (a build without it, tests without a build). */
export async function loadServerRender(distDir: string): Promise<ServerRender | null> {
  const path = join(distDir, '..', SERVER_RENDER.dir, SERVER_RENDER.file);
  if (!existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as {
    renderSignedIn?: RenderSignedIn;
    drawsPage?: (path: string) => boolean;
  };
  const { renderSignedIn, drawsPage } = module;
  return renderSignedIn && drawsPage ? { render: renderSignedIn, draws: drawsPage } : null;
}

/**
 * The API as the page's own calls would reach it: GET only, through every hook and guard of this app, with the
 * request's cookies and address (the audit records the member's own reads, as when the browser makes them).
 * The cookies the answers set (the start-up call's XSRF token) are kept for the page's reply.
 */
function apiThroughHandlers(app: FastifyInstance, request: FastifyRequest, setCookies: string[]): FetchLike {
  return async (input, init) => {
    if ((init.method ?? 'GET') !== 'GET') return new Response(null, { status: 405 });
    const answer = await app.inject({
      method: 'GET',
      url: input,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        cookie: request.headers.cookie ?? '',
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
    const cookies = answer.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.body === '';
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** Resolves with `promise`'s value, or null after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      () => (clearTimeout(timer), resolve(null)),
    );
  });
}

/**
 * Holds the first paint until the drawn screen is all parsed (HTML's `rel=expect`, render-blocking until the
 * element after #root arrives). Without it a busy phone paints a page of 100 KB part-parsed: a table with its
 * first rows, a menu item without its label; the rest then moves them (a layout shift, seen on the dentist's
 * Reports at 1280 px). A browser that does not know it paints as before.
 */
const RENDER_AFTER_DRAWN_SCREEN = `<link rel="expect" href="#${FIRST_SCREEN_STATE_ID}" blocking="render">`;

/** The page template with the drawn screen in #root (marked for hydration), its styles and its data. */
export function withServerRender(
  template: string,
  path: string,
  drawn: { markup: string; styleTags: string; state: unknown },
): string | null {
  const open = '<div id="root">';
  const start = template.indexOf(open);
  const end = template.lastIndexOf('</body>');
  if (start < 0 || end < start) return null;
  const attribute = path.replace(/[^A-Za-z0-9/_-]/g, '');
  return (
    template.slice(0, start).replace('</head>', `  ${drawn.styleTags}\n  ${RENDER_AFTER_DRAWN_SCREEN}\n  </head>`) +
    `<div id="root" data-prerendered="${attribute}">${drawn.markup}</div>\n    ${firstScreenStateScript(drawn.state)}\n  ` +
    template.slice(end)
  );
}

/**
 * Sends the page at `path` drawn at the server, or returns false (nothing sent) for the caller to send the
 * client-rendered page. The page carries the signed-in person's data: never stored by a shared cache
 * (`no-store, private`).
 */
export async function sendServerRendered(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  render: RenderSignedIn,
  page: { path: string; template: string },
  boundMs: number,
): Promise<boolean> {
  const started = performance.now();
  const setCookies: string[] = [];
  const result = await within(
    render({
      url: request.url,
      cookies: request.headers.cookie ?? '',
      fetch: apiThroughHandlers(app, request, setCookies),
    }),
    boundMs,
  );
  const ms = Math.round(performance.now() - started);
  if (!result || !result.drawn) {
    request.log.info(
      { serverRender: { path: page.path, ms, reason: result ? result.reason : 'slower than its bound' } },
      'page not drawn at the server',
    );
    return false;
  }
  const drawnPage = withServerRender(page.template, page.path, result);
  const html = drawnPage === null ? null : withScriptsAfterFirstPaint(drawnPage);
  if (html === null) return false;
  request.log.info({ serverRender: { path: page.path, ms } }, 'page drawn at the server');
  for (const cookie of setCookies) void reply.header('set-cookie', cookie);
  reply.header('cache-control', 'no-store, private').header('vary', 'Accept-Encoding, Cookie');
  // Compressed per request (the page is the signed-in person's own): brotli at a fast level, a few ms for the page.
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = Buffer.from(html);
  reply.type('text/html; charset=utf-8');
  if (encoding === 'identity') return (reply.send(body), true);
  reply.header('content-encoding', encoding);
  reply.send(
    encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body),
  );
  return true;
}
