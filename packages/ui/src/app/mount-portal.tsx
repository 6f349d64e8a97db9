import { StrictMode, startTransition, useEffect } from 'react';
import { CacheProvider } from '@emotion/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { readCookie } from '../api/cookies';
import { presenceCookieNames } from '../session/session-types';
import { markFirstScreenQueries } from '../query/query-client';
import { fetchHello } from '../startup/hello';
import { hydrationDone, hydrationStarts } from './use-hydrated';
import { browserEmotionCache } from './emotion-cache';
import { readFirstScreenState, seedQueryCache } from './first-screen-state';
import { portalTheme } from '../theme/theme';
import { PortalApp, type PortalAppProps, type StartedHello } from './portal-app';
import { buildPortalRoutes, type RoutePrefetch } from './portal-routes';
import { createPortalRuntime, type PortalRuntime } from './portal-runtime';

/** The attribute of #root that names the path whose screen the server sent prerendered (vite.portal.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute #root gets once React has hydrated a page the server drew: the moment its effects (the
 * header's and the page's queries) have run. Browser tests wait on it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** How long the first render waits for the first screen's calls before drawing its loading states instead. */
export const FIRST_SCREEN_DATA_WAIT_MS = 2500;

/**
 * Loads the lazy route modules of the first screen before the router exists, so the router starts on the
 * screen itself (not its loading fallback) and hydration meets the same tree the prerender drew. Answers
 * the `prefetch` functions the loaded modules export (decision 0031).
 */
async function loadFirstScreen(routeTree: RouteObject[]): Promise<RoutePrefetch[]> {
  const matches = matchRoutes(routeTree, window.location) ?? [];
  const prefetches: RoutePrefetch[] = [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const { prefetch, ...module } = (await route.lazy()) as RouteObject & { prefetch?: RoutePrefetch };
      if (prefetch) prefetches.push(prefetch);
      Object.assign(route, module, { lazy: undefined });
    }),
  );
  return prefetches;
}

/** Marks #root hydrated after the hydrated tree's effects (it renders nothing: the drawn markup is unchanged). */
function MarkHydrated({ container }: { container: HTMLElement }) {
  useEffect(() => {
    hydrationDone();
    container.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [container]);
  return null;
}

/**
 * Lets the browser run what waits (a tap, a paint) before the next step of starting: a task of its own for
 * each step instead of one long one (on a slow phone each is 100 ms or more: Lighthouse's blocking time).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the promise settles or after `ms`, whichever comes first; never rejects. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => (clearTimeout(timer), resolve()),
      () => (clearTimeout(timer), resolve()),
    );
  });
}

/**
 * Starts a portal in the page's #root (each app's main.tsx).
 * - When the server sent the screen prerendered (the sign-in screen of a browser with no session), React
 *   hydrates it: the person sees the real screen at first paint, and the script only attaches to it.
 * - Otherwise React renders it, and until that commits the boot markup of the page stays (the signed-out
 *   splash, or the signed-in layout's skeleton: vite.portal.ts).
 * - With a session, the first screen's calls (its module's `prefetch`, the portal's `signedInPrefetch` and
 *   the start-up call) start as soon as its chunks are in, beside each other, and the first render waits
 *   for them (at most FIRST_SCREEN_DATA_WAIT_MS): the page is drawn once, with its data, instead of once
 *   with loading states and again as each answer arrives (decision 0031).
 * Either way the first render is a transition, so React works in slices and yields to the browser between
 * them instead of holding the main thread for the whole tree: on a slow phone that is the difference
 * between a page that answers a tap and one that freezes (Lighthouse's total blocking time).
 */
export function mountPortal(props: PortalAppProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const routeTree = buildPortalRoutes(props.routes);
  const emotionCache = browserEmotionCache();
  const renderApp = (extra: { runtime?: PortalRuntime; hello?: StartedHello } = {}) => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <CacheProvider value={emotionCache}>
          <StrictMode>
            <PortalApp {...props} routeTree={routeTree} {...extra} />
          </StrictMode>
        </CacheProvider>,
      ),
    );
  };
  // The first screen's chunks are loaded before React starts either way (the server announced them with
  // modulepreload, so they are usually in already): the page's boot markup stays until React draws the
  // screen itself, instead of a full-page spinner in between while the router fetches them (issue 17).
  // A chunk that fails to load is left to the router, which shows the error page (spec §8).
  // Without a session a protected path only redirects to sign-in, so its chunks are not waited for.
  const hydrate = container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname;
  if (!hydrate && !readCookie(presenceCookieNames(props.portal).refresh)) {
    renderApp();
    return;
  }
  if (hydrate) {
    // A signed-in page the server drew with its data (decision 0034): the same answers go into the cache
    // and the start-up answer is the initial state, so hydration meets the server's tree and calls nothing.
    // The script's evaluation ends here; the first screen's modules, the router with the cache, and
    // hydration (itself in slices: a transition) each start in a task of their own.
    const hydrateDrawnPage = async () => {
      await nextTask(); // the modules' own evaluation is a long task already
      portalTheme(); // MUI's createTheme: a task of its own too (decision 0038)
      await nextTask();
      // The chrome's lazy header and footer too: hydrated with the page, not behind it (layout-config.tsx).
      await Promise.all([loadFirstScreen(routeTree), props.layout?.preloadChrome?.().catch(() => undefined)]);
      await nextTask();
      const state = readFirstScreenState();
      const started = state
        ? createPortalRuntime(props.portal, routeTree, { signUpPaths: props.routes.signUpPaths })
        : undefined;
      const hello: StartedHello | undefined = state
        ? { call: Promise.resolve(state.hello), answer: state.hello }
        : undefined;
      if (started && state) {
        seedQueryCache(started.queryClient, state);
        markFirstScreenQueries(started.queryClient);
      }
      await nextTask();
      hydrationStarts();
      startTransition(
        () =>
          void hydrateRoot(
            container,
            <CacheProvider value={emotionCache}>
              <StrictMode>
                <PortalApp {...props} routeTree={routeTree} runtime={started} hello={hello} />
                <MarkHydrated container={container} />
              </StrictMode>
            </CacheProvider>,
          ),
      );
    };
    // A chunk that fails to load is left to the router, which shows the error page (spec §8).
    hydrateDrawnPage().catch(() => renderApp());
    return;
  }
  const runtime = createPortalRuntime(props.portal, routeTree, { signUpPaths: props.routes.signUpPaths });
  const hello: StartedHello = { call: fetchHello(runtime.client, props.portal) };
  hello.call.then((answer) => (hello.answer = answer)).catch(() => undefined);
  const deps = { client: runtime.client, queryClient: runtime.queryClient };
  loadFirstScreen(routeTree).then(
    async (prefetches) => {
      if (prefetches.length > 0) {
        const calls = [
          hello.call,
          props.layout?.preloadChrome?.(),
          ...prefetches.map((prefetch) => prefetch({ ...deps, search: window.location.search })),
        ];
        if (props.routes.signedInPrefetch)
          calls.push(props.routes.signedInPrefetch({ ...deps, search: window.location.search }));
        await settledWithin(Promise.all(calls.map((call) => Promise.resolve(call))), FIRST_SCREEN_DATA_WAIT_MS);
        markFirstScreenQueries(runtime.queryClient); // answered just now: mounting them does not call again
      }
      renderApp({ runtime, hello });
    },
    () => renderApp({ runtime, hello }),
  );
}
