import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { ApiClient } from '../api/api-client';
import { PageErrorOutlet } from '../errors/page-error-outlet';
import { RouteErrorElement } from '../errors/route-error-element';
import { SignedOutLayout } from '../layouts/signed-out-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RedirectIfSignedIn, RequireAuth } from '../routing/route-guards';
import { PageLoader } from './page-loader';
import { RootShell } from './root-shell';

/** The path the app navigates to on a 404 answer from the server (spec §2 and §8). */
export const NOT_FOUND_PATH = '/not-found';

export interface PortalRoutes {
  /** Routes inside the main layout that need a logged-in state (spec §2), including the home `/`. */
  protectedRoutes: RouteObject[];
  /** The portal's own routes in the signed-out layout (for example the member sign-up screens). */
  signedOutRoutes?: RouteObject[];
  /** Routes outside both layouts (for example /start-plan-purchase). */
  standaloneRoutes?: RouteObject[];
  /** spec §2: the paths of the portal's sign-up flow; closing the signed-out dialog on one of them moves to sign-in. */
  signUpPaths?: readonly string[];
  /**
   * The calls of the signed-in frame (header, guards) that every page needs: started with a page's own
   * `prefetch` when the page opens first (mountPortal, decision 0031).
   */
  signedInPrefetch?: RoutePrefetch;
  /**
   * Why the server must not draw this session's page (decision 0063), read from the first screen's answers
   * once they are in, or null: the dentist's locked screen, whose lock only the browser draws.
   */
  notDrawnWhen?: (queryClient: QueryClient) => string | null;
}

/** What a first-screen prefetch is given: the portal's API client and query cache, and the page's query string. */
export interface PrefetchDeps {
  client: ApiClient;
  queryClient: QueryClient;
  /** The page's `?...` (window.location.search in the browser; the request's at the server, decision 0034). */
  search: string;
  /**
   * The page's path parameters (`visitId` of `/visits/:visitId`), as its route matched them: given by the server
   * when it draws the page (decision 0063). The browser's own start passes none (the member's entry script is
   * within bytes of its budget): a details page that falls back asks for its record as it renders.
   */
  params?: Readonly<Record<string, string | undefined>>;
}

/**
 * A route module may export `prefetch`: the calls its screen makes on opening, put in the query cache so the
 * first render has them (decision 0031). It must not throw (prefetchQuery swallows errors: the screen's own
 * query shows them).
 */
export type RoutePrefetch = (deps: PrefetchDeps) => Promise<unknown>;

/** spec §2 signed-out layout routes shared by all four portals; each screen is its own lazy chunk. */
const sharedSignedOutRoutes: RouteObject[] = [
  {
    path: 'sign-in',
    element: <RedirectIfSignedIn />,
    children: [{ index: true, lazy: () => import('../features/auth/sign-in/sign-in-route') }],
  },
  // The second step of sign-in and the set-up it may require (decision 0025); full paths, so the route
  // table reads them as they are visited.
  {
    path: 'sign-in/two-step',
    element: <RedirectIfSignedIn />,
    children: [{ index: true, lazy: () => import('../features/auth/mfa/second-step-route') }],
  },
  {
    path: 'sign-in/set-up-two-step',
    element: <RedirectIfSignedIn />,
    children: [{ index: true, lazy: () => import('../features/auth/mfa/sign-in-enrol-route') }],
  },
  { path: 'forgot-password', lazy: () => import('../features/auth/forgot-password/forgot-password-route') },
  { path: 'reset-password', lazy: () => import('../features/auth/reset-password/reset-password-route') },
  { path: 'email-not-verified', lazy: () => import('../features/auth/email-not-verified/email-not-verified-route') },
];

/** Signed-in routes every portal has: the two-step verification settings (decision 0025). */
const sharedProtectedRoutes: RouteObject[] = [
  { path: 'two-step-verification', lazy: () => import('../features/auth/mfa/two-step-settings-route') },
];

/**
 * The whole route tree of a portal: the root error element (spec §8), the signed-out layout, the
 * protected main layout, and the 404 screen for any other path (spec §2).
 */
export function buildPortalRoutes(routes: PortalRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteErrorElement />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { element: <SignedOutLayout />, children: [...sharedSignedOutRoutes, ...(routes.signedOutRoutes ?? [])] },
        ...(routes.standaloneRoutes ?? []),
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: () => import('../layout/main-layout-route'),
              children: [...routes.protectedRoutes, ...sharedProtectedRoutes],
            },
          ],
        },
        { path: NOT_FOUND_PATH, element: <NotFoundPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** Wraps routes in the root route alone (error element and 404), for tests and simple trees. */
export function withRootRoute(routes: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <PageErrorOutlet />,
      errorElement: <RouteErrorElement />,
      hydrateFallbackElement: <PageLoader />,
      children: [...routes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}
