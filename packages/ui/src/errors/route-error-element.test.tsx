import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../testing/render';
import { allowConsoleError } from '../testing/console-guard';
import { withRootRoute } from '../app/portal-routes';

// The root route of every portal (withRootRoute) carries the error element under test.
function routesFailingWith(error: unknown): RouteObject[] {
  return withRootRoute([{ path: '/page', lazy: () => Promise.reject(error) }]);
}

describe('RouteErrorElement', () => {
  it('shows the chunk variant when a lazy route chunk fails to load', async () => {
    renderRoutes(routesFailingWith(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')), '/page');
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

  it('shows Unexpected Application Error when a render throws', async () => {
    allowConsoleError(/boom in render/);
    function Broken(): never {
      throw new Error('boom in render');
    }
    renderRoutes(withRootRoute([{ path: '/', element: <Broken /> }]), '/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
  });
});
