import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Portal } from '@dental/domain';
import { AnalyticsHub } from '../analytics/analytics';
import { ApiClient } from '../api/api-client';
import { NotificationStore } from '../notifications/notification-store';
import { errorToaster } from '../query/error-toast';
import { createPortalQueryClient } from '../query/query-client';
import type { SessionController } from '../session/session-controller';
import { createSessionController } from '../session/session-runtime';
import { buildPortalRoutes, NOT_FOUND_PATH, type PortalRoutes } from './portal-routes';

/** Everything one portal app holds for its lifetime. */
export interface PortalRuntime {
  client: ApiClient;
  queryClient: QueryClient;
  notifications: NotificationStore;
  analytics: AnalyticsHub;
  session: SessionController;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Wires the API client, query client, banners, analytics, session and router of a portal. */
export function createPortalRuntime(portal: Portal, routes: PortalRoutes): PortalRuntime {
  const client = new ApiClient();
  const notifications = new NotificationStore();
  const analytics = new AnalyticsHub();
  const queryClient = createPortalQueryClient(errorToaster(notifications, () => client.getSupportEmail()));
  const router = createBrowserRouter(buildPortalRoutes(routes));
  const session = createSessionController(portal, client, {
    navigate: (to) => void router.navigate(to),
    currentPath: () => router.state.location.pathname,
    clearCache: () => queryClient.clear(),
    track: analytics.track,
  });
  client.setUnauthorizedHandler(() => session.autoLogout('unauthorized'));
  client.setNotFoundHandler(() => void router.navigate(NOT_FOUND_PATH));
  return { client, queryClient, notifications, analytics, session, router };
}
