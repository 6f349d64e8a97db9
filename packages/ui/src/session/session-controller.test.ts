import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { COOKIE_WATCH_INTERVAL_MS, SessionController, type SessionDeps } from './session-controller';
import type { SessionMessage } from './session-types';

const HOUR_MS = 3_600_000;

function setup(cookies: { access: boolean; refresh: boolean }, overrides: Partial<SessionDeps> = {}) {
  const jar = { ...cookies };
  let deliver: (message: SessionMessage) => void = () => undefined;
  const posted: SessionMessage[] = [];
  let path = '/plan-details';
  const deps = {
    refreshIntervalMs: HOUR_MS,
    signUpPaths: ['/sign-up', '/member-sign-up'],
    hasAccessCookie: () => jar.access,
    hasRefreshCookie: () => jar.refresh,
    clearPresenceCookies: vi.fn(() => {
      jar.access = false;
      jar.refresh = false;
    }),
    refresh: vi.fn(() => {
      jar.access = true;
      return Promise.resolve({});
    }),
    logout: vi.fn(() => Promise.resolve({})),
    withRefreshLock: (task: () => Promise<void>) => task(),
    channel: {
      post: (message: SessionMessage) => posted.push(message),
      subscribe: (handler: (message: SessionMessage) => void) => {
        deliver = handler;
        return () => undefined;
      },
    },
    isOnline: vi.fn(() => true),
    navigate: vi.fn((to: string) => {
      path = to;
    }),
    currentPath: () => path,
    clearCache: vi.fn(),
    track: vi.fn(),
    ...overrides,
  } satisfies SessionDeps;
  const session = new SessionController(deps);
  return {
    session,
    deps,
    jar,
    posted,
    receive: (message: SessionMessage) => deliver(message),
    setPath: (p: string) => (path = p),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SessionController at start', () => {
  it('is logged out without a refresh cookie, already before it starts (the first render draws the sign-in screen)', async () => {
    const { session, deps } = setup({ access: true, refresh: false });
    const before = session.getSnapshot();
    expect(before.status).toBe('logged-out');
    await session.start();
    expect(session.getSnapshot()).toBe(before); // unchanged, so nothing renders again
    expect(session.getSnapshot()).toMatchObject({ status: 'logged-out', signedOutDialogOpen: false });
    expect(deps.refresh).not.toHaveBeenCalled();
  });

  it('is logged in with both cookies, already before it starts (the first render draws the page), without a refresh call', async () => {
    const { session, deps } = setup({ access: true, refresh: true });
    const before = session.getSnapshot();
    expect(before.status).toBe('logged-in');
    await session.start();
    expect(session.getSnapshot()).toBe(before); // unchanged, so nothing renders again
    expect(deps.refresh).not.toHaveBeenCalled();
    // The refresh timer runs from the start.
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes first when only the refresh cookie exists', async () => {
    const { session, deps } = setup({ access: false, refresh: true });
    const started = session.start();
    expect(session.getSnapshot().status).toBe('checking');
    await started;
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('logged-in');
  });

  it('logs out, without the dialog, when that refresh fails', async () => {
    const { session, deps } = setup(
      { access: false, refresh: true },
      { refresh: vi.fn(() => Promise.reject(new ApiError('x', { status: 401, silent: true }))) },
    );
    await session.start();
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toMatchObject({ status: 'logged-out', signedOutDialogOpen: false });
  });

  it('checks only once when started again (React strict mode remounts)', async () => {
    const { session, deps } = setup({ access: false, refresh: true });
    const first = session.start();
    session.stop();
    await Promise.all([first, session.start()]);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('SessionController while logged in', () => {
  it('refreshes at the portal interval, only while online', async () => {
    const { session, deps } = setup({ access: true, refresh: true });
    await session.start();
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    vi.mocked(deps.isOnline).mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('auto logs out with the dialog when a refresh fails', async () => {
    const { session, deps, posted } = setup({ access: true, refresh: true });
    vi.mocked(deps.refresh).mockImplementation(() => Promise.reject(new ApiError('x', { status: 401, silent: true })));
    await session.start();
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(session.getSnapshot()).toMatchObject({ status: 'logged-out', signedOutDialogOpen: true, endedBy: 'auto' });
    expect(deps.clearCache).toHaveBeenCalled();
    expect(deps.track).toHaveBeenCalledWith('Auto logout', { reason: 'refresh-failed' });
    expect(posted).toContainEqual({ type: 'auto-logout' });
  });

  it('keeps the session when the refresh gets no answer at all', async () => {
    const { session, deps } = setup({ access: true, refresh: true });
    vi.mocked(deps.refresh).mockImplementation(() => Promise.reject(new ApiError('x', { status: undefined })));
    await session.start();
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(session.getSnapshot().status).toBe('logged-in');
  });

  it('auto logs out when the refresh cookie disappears', async () => {
    const { session, jar } = setup({ access: true, refresh: true });
    await session.start();
    jar.refresh = false;
    await vi.advanceTimersByTimeAsync(COOKIE_WATCH_INTERVAL_MS);
    expect(session.getSnapshot()).toMatchObject({ status: 'logged-out', signedOutDialogOpen: true, endedBy: 'auto' });
  });

  it('refreshes at once when the access cookie expires but the refresh cookie is there', async () => {
    const { session, deps, jar } = setup({ access: true, refresh: true });
    await session.start();
    jar.access = false;
    await vi.advanceTimersByTimeAsync(COOKIE_WATCH_INTERVAL_MS);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(jar.access).toBe(true);
    await vi.advanceTimersByTimeAsync(COOKIE_WATCH_INTERVAL_MS);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('logged-in');
  });

  it('auto logout on a 401 shows the dialog once and tells the other tabs', async () => {
    const { session, posted, deps } = setup({ access: true, refresh: true });
    await session.start();
    session.autoLogout('unauthorized');
    session.autoLogout('unauthorized');
    expect(session.getSnapshot().signedOutDialogOpen).toBe(true);
    expect(posted.filter((m) => m.type === 'auto-logout')).toHaveLength(1);
    expect(deps.logout).toHaveBeenCalledTimes(1);
  });

  it('shows no dialog for an auto logout when not logged in', async () => {
    const { session } = setup({ access: false, refresh: false });
    await session.start();
    session.autoLogout('unauthorized');
    expect(session.getSnapshot().signedOutDialogOpen).toBe(false);
  });

  it('manual logout stops refreshing, clears data, posts logout, tracks and goes to plain /sign-in', async () => {
    const { session, deps, posted } = setup({ access: true, refresh: true });
    await session.start();
    await session.logout();
    expect(session.getSnapshot()).toEqual({ status: 'logged-out', signedOutDialogOpen: false, endedBy: 'manual' });
    expect(deps.clearCache).toHaveBeenCalled();
    expect(deps.clearPresenceCookies).toHaveBeenCalled();
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(deps.track).toHaveBeenCalledWith('Logout');
    expect(deps.navigate).toHaveBeenLastCalledWith('/sign-in');
    expect(posted).toContainEqual({ type: 'logout' });
    await vi.advanceTimersByTimeAsync(HOUR_MS * 2);
    expect(deps.refresh).not.toHaveBeenCalled();
  });
});

describe('SessionController across tabs', () => {
  it('login elsewhere makes this tab re-check and log in', async () => {
    const { session, jar, receive } = setup({ access: false, refresh: false });
    await session.start();
    jar.access = true;
    jar.refresh = true;
    receive({ type: 'login' });
    expect(session.getSnapshot().status).toBe('logged-in');
  });

  it('login here tells the other tabs', async () => {
    const { session, posted } = setup({ access: false, refresh: false });
    await session.start();
    session.login();
    expect(session.getSnapshot().status).toBe('logged-in');
    expect(posted).toEqual([{ type: 'login' }]);
  });

  it('manual logout elsewhere sends this tab to sign-in', async () => {
    const { session, receive, deps } = setup({ access: true, refresh: true });
    await session.start();
    receive({ type: 'logout' });
    expect(session.getSnapshot()).toMatchObject({ status: 'logged-out', signedOutDialogOpen: false });
    expect(deps.navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('auto logout elsewhere shows the dialog here, without another logout call', async () => {
    const { session, receive, deps } = setup({ access: true, refresh: true });
    await session.start();
    receive({ type: 'auto-logout' });
    expect(session.getSnapshot()).toMatchObject({ status: 'logged-out', signedOutDialogOpen: true, endedBy: 'auto' });
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('close-dialog elsewhere closes the dialog here', async () => {
    const { session, receive } = setup({ access: true, refresh: true });
    await session.start();
    receive({ type: 'auto-logout' });
    receive({ type: 'close-dialog' });
    expect(session.getSnapshot().signedOutDialogOpen).toBe(false);
  });

  it('closing the dialog on the sign-up route moves to sign-in and tells the other tabs', async () => {
    const { session, posted, deps, setPath } = setup({ access: true, refresh: true });
    await session.start();
    session.autoLogout('unauthorized');
    setPath('/member-sign-up');
    session.closeDialog();
    expect(deps.navigate).toHaveBeenCalledWith('/sign-in');
    expect(posted).toContainEqual({ type: 'close-dialog' });
  });

  it("a sign-up path is the portal's configuration: one it does not list is not one", async () => {
    const { session, deps, setPath } = setup({ access: true, refresh: true });
    await session.start();
    session.autoLogout('unauthorized');
    setPath('/purchase-sign-up');
    session.closeDialog();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('closing the dialog elsewhere stays on other routes', async () => {
    const { session, deps } = setup({ access: true, refresh: true });
    await session.start();
    session.autoLogout('unauthorized');
    session.closeDialog();
    expect(deps.navigate).not.toHaveBeenCalled();
  });
});
