import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { SessionContext } from '../session/session-context';
import type { SessionState } from '../session/session-types';
import { renderRoutes } from '../testing/render';
import { stubSession } from '../testing/render-screen';
import { LayoutConfigProvider, type LayoutConfig, type NavEntry } from './layout-config';
import { MainLayout } from './main-layout';

const navigation: NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Receipts', to: '/transactions', children: [{ label: 'Estimates', to: '/estimates' }] },
  { divider: true },
  { label: 'Bank', to: '/bank', warning: 'Bank account not verified' },
];

const loggedIn: SessionState = { status: 'logged-in', signedOutDialogOpen: false, endedBy: null };

function renderLayout(path: string, state: SessionState = loggedIn, extra: Partial<LayoutConfig> = {}) {
  const shell = (
    <SessionContext value={stubSession(state)}>
      <LayoutConfigProvider value={{ navigation, chromeHiddenPaths: ['/complete-plan-purchase'], ...extra }}>
        <Outlet />
      </LayoutConfigProvider>
    </SessionContext>
  );
  return renderRoutes(
    [
      {
        element: shell,
        children: [
          {
            element: <MainLayout />,
            children: ['/', '/transactions', '/estimates', '/bank', '/complete-plan-purchase'].map((p) => ({
              path: p,
              element: <h1>Page {p}</h1>,
            })),
          },
        ],
      },
    ],
    path,
  );
}

afterEach(() => {
  document.cookie = 'member_refresh_present=; Max-Age=0; path=/';
});

describe('MainLayout (spec §2)', () => {
  it('shows the top bar and navigation with sub-items, a divider and warning icons', async () => {
    document.cookie = 'member_refresh_present=1; path=/';
    renderLayout('/estimates');
    expect(screen.getByRole('banner')).toBeTruthy();
    // jsdom has no media queries, so this is the small-screen layout: the drawer opens from the top bar.
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual(['Home', 'Receipts', 'Estimates', 'Bank']);
    expect(within(nav).getByRole('separator')).toBeTruthy();
    expect(within(nav).getByTitle('Bank account not verified')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Estimates' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('names the open navigation drawer (a dialog on small screens: axe aria-dialog-name)', async () => {
    document.cookie = 'member_refresh_present=1; path=/';
    renderLayout('/');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Navigation' })).getByRole('navigation', { name: 'Main' }),
    ).toBeTruthy();
  });

  it('hides the chrome without an access or refresh cookie', () => {
    renderLayout('/');
    expect(screen.getByRole('heading', { name: 'Page /' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('hides the chrome on the routes the portal lists', () => {
    document.cookie = 'member_refresh_present=1; path=/';
    renderLayout('/complete-plan-purchase');
    expect(screen.getByRole('heading', { name: 'Page /complete-plan-purchase' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('hides the chrome when not logged in', () => {
    document.cookie = 'member_refresh_present=1; path=/';
    renderLayout('/', { status: 'logged-out', signedOutDialogOpen: false, endedBy: null });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('takes the navigation from the portal hook, and renders a footer and no Sign out button when asked', async () => {
    document.cookie = 'member_refresh_present=1; path=/';
    const useNavigation = () => [{ label: 'Dynamic', to: '/bank' }];
    renderLayout('/', loggedIn, {
      useNavigation,
      showSignOut: false,
      footer: <footer>Get the app</footer>,
      subBar: <p>Second row</p>,
    });
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('Second row')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe('Get the app');
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dynamic']);
  });

  it('starts the footer below the fold: the page area is at least the window under the top bar (issue 17, layout shift)', () => {
    document.cookie = 'member_refresh_present=1; path=/';
    renderLayout('/', loggedIn, { footer: <footer>Get the app</footer> });
    expect(getComputedStyle(screen.getByRole('main')).minHeight).toBe('calc(100dvh - 56px)');
  });

  it('keeps the Sign out button by default', () => {
    document.cookie = 'member_refresh_present=1; path=/';
    renderLayout('/');
    // The named icon for a phone and the worded button for wider screens; CSS shows one (jsdom applies no
    // media queries, so both are here).
    const signOut = screen.getAllByRole('button', { name: 'Sign out' });
    expect(signOut.map((button) => button.textContent)).toEqual(['', 'Sign out']);
  });
});
