// Server only (apps/server imports the portal's server build, vite.prerender.ts): draws a signed-in page with
// its first screen's data for a request that carries a session (decision 0034), through the same shell,
// route tree and query definitions as the browser, which then hydrates it.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { EMOTION_CACHE_KEY } from './drawn-styles';
import { emotionStyleTags } from './emotion-style-tags';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import type { ApiClient } from '../api/api-client';
import type { FirstScreenState } from '../app/first-screen-state';
import { PortalShell, type PortalAppProps } from '../app/portal-app';
import { buildPortalRoutes, type RoutePrefetch } from '../app/portal-routes';
import { createPortalRuntime } from '../app/portal-runtime';
import { fetchHello } from '../startup/hello';
import { markFirstScreenQueries } from '../query/query-client';
import { isDrawnAtServer } from './drawn-route';

export interface SignedInPageRequest {
  /** The page's path and query, as requested (`/transactions?page=2`). */
  url: string;
  /** The request's Cookie header: the session's presence cookies decide the session as the browser's do. */
  cookies: string;
  /** How the render reaches the API: the server's own guarded handlers, with the request's cookies. */
  fetch: ConstructorParameters<typeof ApiClient>[0];
}

export type SignedInRender =
  /** `state` is for the page's JSON script element, which the server writes (firstScreenStateScript, @dental/domain). */
  | { drawn: true; markup: string; styleTags: string; state: FirstScreenState }
  /** Not drawn: the reason, for the log (no personal data); the server sends the client-rendered page instead. */
  | { drawn: false; reason: string };

/** The `prefetch` functions of the lazy route modules a path matches (each module is imported once per process). */
async function firstScreenPrefetches(routeTree: RouteObject[], pathname: string): Promise<RoutePrefetch[]> {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  const modules = await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : Promise.resolve({}))),
  );
  return modules.flatMap((module) => {
    const { prefetch } = module as { prefetch?: RoutePrefetch };
    return prefetch ? [prefetch] : [];
  });
}

/** Whether React drew everything: no boundary left at its fallback for the client, nothing that needs a script. */
const isWhole = (markup: string) => !/<!--\$[!?]|<template|<script/.test(markup);

/**
 * Renders the page to HTML with everything in it drawn (the lazy header and footer included), so the browser
 * hydrates the page as drawn; null when it cannot (React would leave a boundary to the client, which the
 * browser reports as an error, or a boundary completed by an inline script, which the CSP forbids). A lazy
 * component not loaded yet in this process suspends the first time: `prerender` waits for it (its output,
 * which completes boundaries by script, is not used), and the second renderToString finds it loaded.
 */
async function renderWhole(element: () => ReactNode): Promise<string | null> {
  try {
    const first = renderToString(element());
    if (isWhole(first)) return first;
    await (await prerender(element())).prelude.cancel();
    const second = renderToString(element());
    return isWhole(second) ? second : null;
  } catch {
    return null;
  }
}

/** Each portal's route tree, built once per process for `drawsPage` (the server asks it on every page). */
const routeTrees = new WeakMap<PortalAppProps['routes'], RouteObject[]>();

/**
 * Whether the portal's routes declare the page at `pathname` drawn at the server (`DRAWN_AT_SERVER`, decision
 * 0063): the server asks before it makes any call, and sends the plain page for every other path.
 */
export function drawsPage(props: PortalAppProps, pathname: string): boolean {
  let routeTree = routeTrees.get(props.routes);
  if (!routeTree) routeTrees.set(props.routes, (routeTree = buildPortalRoutes(props.routes)));
  return isDrawnAtServer(routeTree, pathname);
}

/**
 * Draws the signed-in page at `request.url` with its data, or says why not: no session by its cookies, a
 * path the router redirects or does not know, or any first-screen call that did not answer 2xx (an expired
 * session's 401 included). The calls are the route modules' `prefetch` and the start-up call, as the browser's
 * mountPortal makes them (decision 0031).
 */
export async function renderSignedInPage(props: PortalAppProps, request: SignedInPageRequest): Promise<SignedInRender> {
  const url = new URL(request.url, 'http://localhost');
  const routeTree = buildPortalRoutes(props.routes);
  if (!isDrawnAtServer(routeTree, url.pathname)) return { drawn: false, reason: 'not a page drawn at the server' };
  const prefetches = await firstScreenPrefetches(routeTree, url.pathname);
  if (prefetches.length === 0) return { drawn: false, reason: 'no prefetch for this page' };
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return { drawn: false, reason: 'not a page' };
  const runtime = createPortalRuntime(props.portal, handler.dataRoutes, {
    createRouter: (routes) => createStaticRouter(routes, context),
    signUpPaths: props.routes.signUpPaths,
    fetch: request.fetch,
    cookies: request.cookies,
  });
  if (runtime.session.getSnapshot().status !== 'logged-in') return { drawn: false, reason: 'no session cookies' };
  // A 401 or 404 here must not sign out or navigate: the page falls back instead.
  runtime.client.setUnauthorizedHandler(() => undefined);
  runtime.client.setNotFoundHandler(() => undefined);
  const params = matchRoutes(routeTree, url.pathname)?.at(-1)?.params ?? {};
  const deps = { client: runtime.client, queryClient: runtime.queryClient, search: url.search, params };
  const calls: Promise<unknown>[] = prefetches.map((prefetch) => prefetch(deps));
  if (props.routes.signedInPrefetch) calls.push(props.routes.signedInPrefetch(deps));
  let hello: FirstScreenState['hello'];
  try {
    [hello] = await Promise.all([fetchHello(runtime.client, props.portal), ...calls]);
  } catch {
    return { drawn: false, reason: 'the start-up call failed' };
  }
  const answered = runtime.queryClient.getQueryCache().getAll();
  if (answered.some((query) => query.state.status !== 'success'))
    return { drawn: false, reason: 'a first-screen call failed' };
  const refused = props.routes.notDrawnWhen?.(runtime.queryClient);
  if (refused) return { drawn: false, reason: refused };
  runtime.client.setSupportEmail(hello.support_email);
  // Fresh here as in the browser, which marks the same answers when it reads them from the page: a query
  // counted stale renders as fetching (its page's aria-busy="true"), which the browser then never patches.
  markFirstScreenQueries(runtime.queryClient);

  const cache = createCache({ key: EMOTION_CACHE_KEY });
  const emotion = createEmotionServer(cache);
  const markup = await renderWhole(() => (
    <CacheProvider value={cache}>
      <StrictMode>
        <PortalShell
          portal={props.portal}
          layout={props.layout}
          runtime={runtime}
          hello={hello}
          router={<StaticRouterProvider router={runtime.router} context={context} hydrate={false} />}
        />
      </StrictMode>
    </CacheProvider>
  ));
  if (markup === null) return { drawn: false, reason: 'the render left parts to the client' };
  const state: FirstScreenState = {
    hello,
    queries: answered.map((query) => ({ key: query.queryKey, data: query.state.data })),
  };
  return {
    drawn: true,
    markup,
    styleTags: emotionStyleTags(cache, emotion, markup),
    state,
  };
}
