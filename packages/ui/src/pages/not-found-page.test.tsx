import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../testing/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says 404 Page not found and links back home', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '*', element: <NotFoundPage /> },
      ],
      '/no/such/page',
    );
    expect(screen.getByRole('heading', { level: 1, name: '404 Page not found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('shows the portal brand', () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/x', 'dentist');
    expect(screen.getByText('Dentist Portal')).toBeTruthy();
  });
});
