import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { readCookie } from '../api/cookies';
import { presenceCookieNames } from '../session/session-types';
import { PortalApp, type PortalAppProps } from './portal-app';
import { buildPortalRoutes } from './portal-routes';

/** The attribute of #root that names the path whose screen the server sent prerendered (vite.portal.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Loads the lazy route modules of the first screen before the router exists, so the router starts on the
 * screen itself (not its loading fallback) and hydration meets the same tree the prerender drew.
 */
async function loadFirstScreen(routeTree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeTree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * Starts a portal in the page's #root (each app's main.tsx).
 * - When the server sent the screen prerendered (the sign-in screen of a browser with no session), React
 *   hydrates it: the person sees the real screen at first paint, and the script only attaches to it.
 * - Otherwise React renders it, and until that commits the boot markup of the page stays (the signed-out
 *   splash, or the signed-in layout's skeleton: vite.portal.ts).
 * Either way the first render is a transition, so React works in slices and yields to the browser between
 * them instead of holding the main thread for the whole tree: on a slow phone that is the difference
 * between a page that answers a tap and one that freezes (Lighthouse's total blocking time).
 */
export function mountPortal(props: PortalAppProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const routeTree = buildPortalRoutes(props.routes);
  const app = (
    <StrictMode>
      <PortalApp {...props} routeTree={routeTree} />
    </StrictMode>
  );
  const render = () => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  };
  // The first screen's chunks are loaded before React starts either way (the server announced them with
  // modulepreload, so they are usually in already): the page's boot markup stays until React draws the
  // screen itself, instead of a full-page spinner in between while the router fetches them (issue 17).
  // A chunk that fails to load is left to the router, which shows the error page (spec §8).
  // Without a session a protected path only redirects to sign-in, so its chunks are not waited for.
  const hydrate = container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname;
  if (!hydrate && !readCookie(presenceCookieNames(props.portal).refresh)) {
    render();
    return;
  }
  loadFirstScreen(routeTree).then(
    hydrate ? () => startTransition(() => void hydrateRoot(container, app)) : render,
    render,
  );
}
