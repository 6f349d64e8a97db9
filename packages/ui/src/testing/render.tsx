import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import type { Portal } from '@dental/domain';
import { PortalProvider } from '../portal/portal-context';
import { portalTheme } from '../theme/theme';

/** Theme and portal context, as PortalApp gives them. */
export function TestProviders({ children, portal = 'member' }: { children: ReactNode; portal?: Portal }) {
  return (
    <ThemeProvider theme={portalTheme()}>
      <PortalProvider portal={portal}>{children}</PortalProvider>
    </ThemeProvider>
  );
}

/** Renders an element inside the test providers. */
export function renderWithProviders(ui: ReactElement, portal: Portal = 'member') {
  return render(<TestProviders portal={portal}>{ui}</TestProviders>);
}

/** Renders routes in a memory router at a path; returns the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], path: string, portal: Portal = 'member') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <TestProviders portal={portal}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}
