import { createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Portal } from '@dental/domain';
import { AnalyticsHub } from '../analytics/analytics';
import { ApiClient } from '../api/api-client';
import { NotificationStore } from '../notifications/notification-store';
import { errorToaster } from '../query/error-toast';
import { createPortalQueryClient } from '../query/query-client';
import type { SessionController } from '../session/session-controller';
import { createSessionController } from '../session/session-runtime';
import { NOT_FOUND_PATH } from './portal-routes';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** Everything one portal app holds for its lifetime. */
export interface PortalRuntime {
  client: ApiClient;
  queryClient: QueryClient;
  notifications: NotificationStore;
  analytics: AnalyticsHub;
  session: SessionController;
  router: PortalRouter;
}

/** What a portal tells its runtime beyond its routes. */
export interface PortalRuntimeOptions {
  /** The router over the route tree: the browser's by default; the build-time prerender passes its static one. */
  createRouter?: (routes: RouteObject[]) => PortalRouter;
  /** The portal's sign-up routes (PortalRoutes.signUpPaths). */
  signUpPaths?: readonly string[];
  /** How the API client reaches the API: the browser's fetch by default; the server's render passes its own (decision 0034). */
  fetch?: ConstructorParameters<typeof ApiClient>[0];
  /** The request's Cookie header, for the session's presence cookies where there is no document (the server's render). */
  cookies?: string;
}

/**
 * Wires the API client, query client, banners, analytics, session and router of a portal. The router is
 * the browser's, over the whole route tree (buildPortalRoutes), unless the options name another.
 */
export function createPortalRuntime(
  portal: Portal,
  routeTree: RouteObject[],
  options: PortalRuntimeOptions = {},
): PortalRuntime {
  const { createRouter = createBrowserRouter, signUpPaths = [] } = options;
  const client = new ApiClient(options.fetch);
  const notifications = new NotificationStore();
  const analytics = new AnalyticsHub();
  // spec §2 and §9: a signed-in member whose calls reach no API gets the reconnect banner (the session is
  // made below; the check runs only when a call fails).
  const reconnectApplies = () => session.getSnapshot().status === 'logged-in' && navigator.onLine;
  const queryClient = createPortalQueryClient(
    errorToaster(notifications, () => client.getSupportEmail(), reconnectApplies),
  );
  const router = createRouter(routeTree);
  const session: SessionController = createSessionController(
    portal,
    client,
    {
      navigate: (to) => void router.navigate(to),
      currentPath: () => router.state.location.pathname,
      clearCache: () => queryClient.clear(),
      track: analytics.track,
      signUpPaths,
    },
    options.cookies,
  );
  client.setUnauthorizedHandler(() => session.autoLogout('unauthorized'));
  client.setNotFoundHandler(() => void router.navigate(NOT_FOUND_PATH));
  return { client, queryClient, notifications, analytics, session, router };
}
