import type { RouteObject } from 'react-router';
import { RouteErrorElement } from '../errors/route-error-element';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoader } from './page-loader';

/** The path the app navigates to on a 404 answer from the server (spec §2 and §8). */
export const NOT_FOUND_PATH = '/not-found';

/**
 * Wraps a portal's routes in the root route: the error element of spec §8, a loader while the
 * first lazy chunk arrives, and the 404 screen for any other path (spec §2).
 */
export function withRootRoute(routes: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RouteErrorElement />,
      hydrateFallbackElement: <PageLoader />,
      children: [...routes, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}
