import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PRERENDERED_PAGE, type Portal } from '@dental/domain';
import { NotFoundError } from './errors.js';
import {
  loadPortalPages,
  pickEncoding,
  SIGNED_IN_CHROME_CHUNKS,
  type PageMarks,
  type PortalPages,
} from './portal-page.js';
import { loadServerRender, sendServerRendered } from './server-rendered-page.js';

/** The path of a URL as the router sees it: percent-decoded (`/%73ign-in` is `/sign-in`). */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The page variant for a request: signed-in layout, the prerendered sign-in screen, or the plain page. */
function pageFor(pages: PortalPages, hasSession: boolean, url: string) {
  const path = decodedPath(url);
  if (hasSession) return pages.signedInPages.get(path) ?? pages.signedIn;
  return (path === PRERENDERED_PAGE.path && pages.prerenderedSignIn) || pages.signedOut;
}

/**
 * Serves a built portal from its dist folder with a single-page-app fallback: any GET that no route matched
 * and that accepts HTML gets index.html, and the portal's router shows its own 404 screen. Unknown /api/
 * paths never reach this handler: the /api scope has its own (`registerApiNotFound`), chosen by the router on
 * the decoded path, so `/%61pi/x` is an API 404 too.
 */
export async function registerPortalStatic(
  app: FastifyInstance,
  distDir: string | undefined,
  portal: Portal,
  marks?: PageMarks,
): Promise<void> {
  const hasPortal = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  const pages = hasPortal ? loadPortalPages(distDir, marks, SIGNED_IN_CHROME_CHUNKS[portal]) : null;
  const serverRender = hasPortal ? await loadServerRender(distDir) : null;
  // spec §3: the readable mark that this browser holds a session of this portal.
  const presenceCookie = `${portal}_refresh_present`;
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.portal.ts): sent to browsers that accept them.
      preCompressed: true,
      // send's own cache-control (public, max-age=0) would override the one setHeaders gives.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite's hashed assets never change; index.html must always be revalidated.
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The body depends on Accept-Encoding (a .br, .gz or plain copy): caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasPortal && wantsPage) {
      reply.header('cache-control', 'no-cache');
      if (!pages) return reply.sendFile('index.html');
      const hasSession = Boolean(request.cookies[presenceCookie]);
      // Decision 0034: a signed-in page drawn at the server with its data, where the portal's routes say so
      // (decision 0063). A page deeper than one segment (a visit's details) is drawn into the layout's page.
      const path = decodedPath(request.url);
      const bound = app.appConfig.env.SERVER_RENDER_BOUND_MS;
      if (hasSession && serverRender && bound > 0 && serverRender.draws(path)) {
        const template = pages.signedInTemplates.get(path) ?? pages.signedInTemplate;
        const drawn = { path, template };
        if (await sendServerRendered(app, request, reply, serverRender.render, drawn, bound)) return reply;
      }
      const page = pageFor(pages, hasSession, request.url);
      // The prerendered sign-in form is live as soon as React hydrates it, which can be before the start-up
      // call (which issues the XSRF token) has answered: the page carries a token of its own, so a quick
      // sign-in is never refused 403. Only there: no session, so the token binds as the start-up call's does.
      if (page === pages.prerenderedSignIn) reply.issueXsrfToken();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(page[encoding]);
    }
    throw new NotFoundError();
  });
}

/** 404 `{"errors":"Not found."}` for every path of the /api scope no route matched (register inside the scope). */
export function registerApiNotFound(api: FastifyInstance): void {
  api.setNotFoundHandler(() => {
    throw new NotFoundError();
  });
}
