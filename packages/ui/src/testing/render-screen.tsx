import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Portal } from '@dental/domain';
import { ApiClient } from '../api/api-client';
import { ApiClientContext } from '../api/api-client-context';
import { NotificationBanner } from '../notifications/notification-banner';
import { NotificationContext } from '../notifications/notification-context';
import { NotificationStore } from '../notifications/notification-store';
import { errorToaster } from '../query/error-toast';
import { createPortalQueryClient } from '../query/query-client';
import { SessionContext, type SessionHandle } from '../session/session-context';
import type { SessionState } from '../session/session-types';
import { TestProviders } from './render';

/** A session stand-in with spied actions. */
export function stubSession(state: SessionState = { status: 'logged-out', signedOutDialogOpen: false, endedBy: null }) {
  const handle = {
    subscribe: () => () => undefined,
    getSnapshot: () => state,
    login: vi.fn(),
    logout: vi.fn(() => Promise.resolve()),
    closeDialog: vi.fn(),
    // As the real controller reads them: the page's presence cookies (a test sets them on document.cookie).
    hasPresenceCookie: () => /(^|;\s*)\w+_(access|refresh)_present=./.test(document.cookie),
  } satisfies SessionHandle;
  return handle;
}

interface ScreenOptions {
  fetch: ConstructorParameters<typeof ApiClient>[0];
  portal?: Portal;
  session?: SessionHandle;
}

/** Renders routes with the app's providers (API client on a fake fetch, queries, banners, session). */
export function renderScreen(
  routes: RouteObject[],
  path: string,
  { fetch, portal = 'member', session = stubSession() }: ScreenOptions,
) {
  const client = new ApiClient(fetch);
  const notifications = new NotificationStore();
  const queryClient = createPortalQueryClient(errorToaster(notifications, () => client.getSupportEmail()));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <TestProviders portal={portal}>
      <ApiClientContext value={client}>
        <QueryClientProvider client={queryClient}>
          <NotificationContext value={notifications}>
            <SessionContext value={session}>
              <RouterProvider router={router} />
              <NotificationBanner store={notifications} onReload={() => undefined} />
            </SessionContext>
          </NotificationContext>
        </QueryClientProvider>
      </ApiClientContext>
    </TestProviders>,
  );
  return { ...result, router, notifications, session, queryClient };
}
