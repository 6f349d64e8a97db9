import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { SessionContext, type SessionHandle } from '../session/session-context';
import type { SessionState } from '../session/session-types';
import { renderRoutes } from '../testing/render';
import { RedirectIfSignedIn, RequireAuth } from './route-guards';

function fakeSession(initial: SessionState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const handle: SessionHandle = {
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => state,
    login: () => undefined,
    logout: () => Promise.resolve(),
    closeDialog: () => undefined,
    hasPresenceCookie: () => state.status === 'logged-in',
  };
  const set = (next: Partial<SessionState>) =>
    act(() => {
      state = { ...state, ...next };
      listeners.forEach((l) => l());
    });
  return { handle, set };
}

const routes: RouteObject[] = [
  { element: <RedirectIfSignedIn />, children: [{ path: '/sign-in', element: <h1>Sign in</h1> }] },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/plan-details', element: <h1>Plan details</h1> },
    ],
  },
];

function renderAt(path: string, state: SessionState) {
  const session = fakeSession(state);
  // One parent route gives every route the fake session.
  const withSession = (
    <SessionContext value={session.handle}>
      <Outlet />
    </SessionContext>
  );
  const { router } = renderRoutes([{ element: withSession, children: routes }], path);
  return { router, set: session.set };
}

const loggedOut: SessionState = { status: 'logged-out', signedOutDialogOpen: false, endedBy: null };
const loggedIn: SessionState = { status: 'logged-in', signedOutDialogOpen: false, endedBy: null };

describe('route guards (spec §2)', () => {
  it('redirects a protected route to sign-in with return-url and the rest of the query', async () => {
    const { router } = renderAt('/plan-details?year=2025', loggedOut);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/sign-in?return-url=%2Fplan-details&year=2025',
    );
  });

  it('shows a loader, not a redirect, while the session is checked', () => {
    const { router } = renderAt('/plan-details', { ...loggedOut, status: 'checking' });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/plan-details');
  });

  it('lets a logged-in user in', () => {
    renderAt('/plan-details', loggedIn);
    expect(screen.getByRole('heading', { name: 'Plan details' })).toBeTruthy();
  });

  it('sends a signed-in user on sign-in to the return-url', async () => {
    const { router } = renderAt('/sign-in?return-url=%2Fplan-details&year=2025', loggedIn);
    expect(await screen.findByRole('heading', { name: 'Plan details' })).toBeTruthy();
    expect(router.state.location.search).toBe('?year=2025');
  });

  it('covers the sign-in card with the layout skeleton while the signed-in page loads (issue 17 item 24)', async () => {
    const session = fakeSession(loggedOut);
    let arrive: (module: { Component: () => ReactNode }) => void = () => undefined;
    const home = new Promise<{ Component: () => ReactNode }>((resolve) => (arrive = resolve));
    const tree: RouteObject[] = [
      {
        element: (
          <SessionContext value={session.handle}>
            <Outlet />
          </SessionContext>
        ),
        children: [
          { element: <RedirectIfSignedIn />, children: [{ path: '/sign-in', element: <h1>Sign in</h1> }] },
          { element: <RequireAuth />, children: [{ path: '/', lazy: () => home }] },
        ],
      },
    ];
    renderRoutes(tree, '/sign-in');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    session.set({ status: 'logged-in' });
    // Signed in, the home's chunk still on its way: the layout's frame, not an empty card.
    expect(await screen.findByRole('status', { name: 'Loading your page' })).toBeTruthy();
    await act(async () => arrive({ Component: () => <h1>Home</h1> }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your page' })).toBeNull();
  });

  it('sends a signed-in user on sign-in without return-url to /', async () => {
    renderAt('/sign-in', loggedIn);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('after a manual logout goes to plain /sign-in', async () => {
    const { router, set } = renderAt('/plan-details?year=2025', loggedIn);
    set({ status: 'logged-out', endedBy: 'manual' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('after an auto logout keeps the return-url', async () => {
    const { router, set } = renderAt('/plan-details', loggedIn);
    set({ status: 'logged-out', endedBy: 'auto', signedOutDialogOpen: true });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.search).toBe('?return-url=%2Fplan-details');
  });
});
