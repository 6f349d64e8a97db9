import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DEFAULT_SUPPORT_EMAIL, PORTAL_CONFIG, type HelloResponse, type Portal } from '@dental/domain';
import { AnalyticsContext } from '../analytics/analytics-context';
import { ApiClientContext } from '../api/api-client-context';
import { AppErrorBoundary } from '../errors/app-error-boundary';
import { LayoutConfigProvider, type LayoutConfig } from '../layout/layout-config';
import { NotificationBanner } from '../notifications/notification-banner';
import { NotificationContext } from '../notifications/notification-context';
import { PortalProvider } from '../portal/portal-context';
import { SupportEmailContext } from '../portal/support-email';
import { SessionContext } from '../session/session-context';
import { fetchHello } from '../startup/hello';
import { HelloContext } from '../startup/hello-context';
import { portalTheme } from '../theme/theme';
import { errorMessageOf } from '../query/error-toast';
import { createPortalRuntime, type PortalRuntime } from './portal-runtime';
import { buildPortalRoutes, type PortalRoutes } from './portal-routes';

// The dialog's chunk loads only when a session ends by itself.
const SignedOutDialog = lazy(() => import('../dialogs/signed-out-dialog'));

export interface PortalAppProps {
  portal: Portal;
  /** The portal's own routes; shared signed-out screens, the error element and 404 are added. */
  routes: PortalRoutes;
  /** Side navigation and top bar of the main layout. */
  layout?: Partial<LayoutConfig>;
}

/** The start-up call when mountPortal made it before React started: the call, and its answer if it came. */
export interface StartedHello {
  call: Promise<HelloResponse>;
  answer?: HelloResponse;
}

/** spec §7 and §9: the start-up call, once; its failure shows an error toast. */
function useStartup(portal: Portal, runtime: PortalRuntime, started?: StartedHello): HelloResponse | null {
  // Answered before the first render (mountPortal waits for it with the first screen's calls): drawn at once,
  // and the same object set again below changes nothing, so the tree does not render twice.
  const [hello, setHello] = useState<HelloResponse | null>(started?.answer ?? null);
  useEffect(() => {
    let live = true;
    (started?.call ?? fetchHello(runtime.client, portal)).then(
      (data) => {
        if (!live) return;
        runtime.client.setSupportEmail(data.support_email);
        setHello(data);
        // Its code only where the start-up answer switches a service on (most pages: none; issue 8's budget).
        if (data.mixpanel_api_token || data.tag_manager_id)
          void import('../analytics/third-party-analytics').then((analytics) =>
            analytics.configureAnalytics(runtime.analytics, data, portal),
          );
      },
      (error: unknown) => {
        if (live) runtime.notifications.notify({ severity: 'error', message: errorMessageOf(error) });
      },
    );
    void runtime.session.start();
    return () => {
      live = false;
      runtime.session.stop();
    };
  }, [portal, runtime, started]);
  return hello;
}

function SessionDialogs({ runtime }: { runtime: PortalRuntime }) {
  const [opened, setOpened] = useState(false);
  useEffect(
    () => runtime.session.subscribe(() => setOpened((was) => was || runtime.session.getSnapshot().signedOutDialogOpen)),
    [runtime],
  );
  return opened ? (
    <Suspense fallback={null}>
      <SignedOutDialog />
    </Suspense>
  ) : null;
}

function Providers({
  runtime,
  hello,
  children,
}: {
  runtime: PortalRuntime;
  hello: HelloResponse | null;
  children: ReactNode;
}) {
  return (
    <ApiClientContext value={runtime.client}>
      <QueryClientProvider client={runtime.queryClient}>
        <NotificationContext value={runtime.notifications}>
          <AnalyticsContext value={runtime.analytics}>
            <SessionContext value={runtime.session}>
              <HelloContext value={hello}>
                <SupportEmailContext value={hello?.support_email ?? DEFAULT_SUPPORT_EMAIL}>
                  {children}
                </SupportEmailContext>
              </HelloContext>
            </SessionContext>
          </AnalyticsContext>
        </NotificationContext>
      </QueryClientProvider>
    </ApiClientContext>
  );
}

export interface PortalShellProps {
  portal: Portal;
  layout?: Partial<LayoutConfig>;
  runtime: PortalRuntime;
  hello: HelloResponse | null;
  /** The router's provider: the browser's RouterProvider, or the prerender's StaticRouterProvider. */
  router: ReactNode;
}

/**
 * Everything a portal draws around its router: theme, API, queries, session, banners, error boundary.
 * The browser and the build-time prerender of the sign-in screen (prerender/) render this same tree, so the
 * prerendered page hydrates without a mismatch.
 */
export function PortalShell({ portal, layout, runtime, hello, router }: PortalShellProps) {
  const layoutConfig: LayoutConfig = { navigation: [], chromeHiddenPaths: [], ...layout };
  return (
    <ThemeProvider theme={portalTheme()}>
      <CssBaseline />
      <PortalProvider portal={portal}>
        <Providers runtime={runtime} hello={hello}>
          <AppErrorBoundary>
            <LayoutConfigProvider value={layoutConfig}>{router}</LayoutConfigProvider>
            <NotificationBanner store={runtime.notifications} />
            <SessionDialogs runtime={runtime} />
          </AppErrorBoundary>
        </Providers>
      </PortalProvider>
    </ThemeProvider>
  );
}

/**
 * The root component of a portal app in the browser. `routeTree` is the whole tree (buildPortalRoutes of
 * `routes`) when the caller built it first, as mountPortal does to load the first screen's chunks before hydrating;
 * `runtime` and `hello` when mountPortal made them to start the first screen's calls before React.
 */
export function PortalApp({
  portal,
  routes,
  layout,
  routeTree,
  runtime: startedRuntime,
  hello: startedHello,
}: PortalAppProps & { routeTree?: RouteObject[]; runtime?: PortalRuntime; hello?: StartedHello }) {
  const [runtime] = useState(
    () =>
      startedRuntime ??
      createPortalRuntime(portal, routeTree ?? buildPortalRoutes(routes), { signUpPaths: routes.signUpPaths }),
  );
  const hello = useStartup(portal, runtime, startedHello);
  useEffect(() => {
    document.title = PORTAL_CONFIG[portal].title; // spec §1: each portal has its own title
  }, [portal]);
  return (
    <PortalShell
      portal={portal}
      layout={layout}
      runtime={runtime}
      hello={hello}
      router={<RouterProvider router={runtime.router} />}
    />
  );
}
