import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../testing/render';
import { allowConsoleError } from '../testing/console-guard';
import { withRootRoute } from '../app/portal-routes';

// The root route of every portal (withRootRoute) carries the error element under test.
function routesFailingWith(error: unknown): RouteObject[] {
  return withRootRoute([
    {
      path: '/page',
      lazy: async () => {
        throw error;
      },
    },
  ]);
}

describe('RouteErrorElement', () => {
  it('shows the chunk variant when a lazy route chunk fails to load', async () => {
    renderRoutes(
      routesFailingWith(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
      '/page',
    );
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sorry!' })).toBeTruthy();
  });

  it('shows the offline variant on a network failure', async () => {
    renderRoutes(routesFailingWith(new TypeError('Failed to fetch')), '/page');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows Unexpected Application Error for any other routing failure', async () => {
    renderRoutes(routesFailingWith(new Error('boom')), '/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
  });

  it('shows the generic error page when a page fails to render: Sorry!, the problem, the contact, home (spec §2)', async () => {
    allowConsoleError(/boom in render/);
    function Broken(): never {
      throw new Error('boom in render');
    }
    renderRoutes(withRootRoute([{ path: '/', element: <Broken /> }]), '/');
    expect(await screen.findByRole('heading', { name: 'Sorry!' })).toBeTruthy();
    expect(screen.getByText("There's a problem on our end.")).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'support@example.com' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Unexpected Application Error')).toBeNull();
  });

  it('leaves the failed page behind on navigating elsewhere', async () => {
    allowConsoleError(/boom in render/);
    function Broken(): never {
      throw new Error('boom in render');
    }
    const { router } = renderRoutes(
      withRootRoute([
        { path: '/', element: <Broken /> },
        { path: '/other', element: <h1>Other page</h1> },
      ]),
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Sorry!' })).toBeTruthy();
    await act(() => router.navigate('/other'));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
  });
});
