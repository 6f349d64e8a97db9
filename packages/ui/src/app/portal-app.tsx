import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { PORTAL_CONFIG, type Portal } from '@dental/domain';
import { AppErrorBoundary } from '../errors/app-error-boundary';
import { PortalProvider } from '../portal/portal-context';
import { theme } from '../theme/theme';
import { withRootRoute } from './portal-routes';

export interface PortalAppProps {
  portal: Portal;
  /** The portal's own routes; the root error element and the 404 route are added here. */
  routes: RouteObject[];
}

/** The root component of a portal app: theme, portal context, error boundary and router. */
export function PortalApp({ portal, routes }: PortalAppProps) {
  const [router] = useState(() => createBrowserRouter(withRootRoute(routes)));
  useEffect(() => {
    document.title = PORTAL_CONFIG[portal].title; // spec §1: each portal has its own title
  }, [portal]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PortalProvider portal={portal}>
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </PortalProvider>
    </ThemeProvider>
  );
}
