import { ApiError } from '../api/api-error';
import type { SessionChannel } from './session-channel';
import type { AutoLogoutReason, SessionMessage, SessionState } from './session-types';

/** How often the presence of the refresh cookie is checked, ms (decided here; spec §9 only says it triggers logout). */
export const COOKIE_WATCH_INTERVAL_MS = 5000;
export const SIGN_IN_PATH = '/sign-in';

export interface SessionDeps {
  /** spec §9: the portal's access-token refresh interval, ms. */
  refreshIntervalMs: number;
  /** spec §2: the portal's sign-up routes (PortalRoutes.signUpPaths); closing the signed-out dialog there moves to sign-in. */
  signUpPaths: readonly string[];
  /** Whether the access / refresh presence cookie exists now. */
  hasAccessCookie: () => boolean;
  hasRefreshCookie: () => boolean;
  /** Removes the readable presence cookies (the server clears the httpOnly ones on logout). */
  clearPresenceCookies: () => void;
  /** POST token/refresh/ and POST logout/; both reject with an ApiError. */
  refresh: () => Promise<unknown>;
  logout: () => Promise<unknown>;
  /** Runs `task` while no other tab of the portal refreshes (a refresh token used twice revokes its family). */
  withRefreshLock: (task: () => Promise<void>) => Promise<void>;
  channel: SessionChannel;
  isOnline: () => boolean;
  navigate: (to: string) => void;
  currentPath: () => string;
  clearCache: () => void;
  track: (event: string, properties?: Record<string, string>) => void;
}

type Listener = () => void;

/**
 * spec §4 and §9: the session state machine of one portal tab. Logged in by login, or at start when the
 * refresh cookie exists (after a refresh when the access cookie is gone); logged out manually or
 * automatically (refresh failed, a 401, the refresh cookie disappeared); tabs tell each other.
 */
export class SessionController {
  private state: SessionState = { status: 'checking', signedOutDialogOpen: false, endedBy: null };
  private readonly listeners = new Set<Listener>();
  private refreshTimer: ReturnType<typeof setInterval> | undefined;
  private watchTimer: ReturnType<typeof setInterval> | undefined;
  private unsubscribe: (() => void) | undefined;
  private initialCheck: Promise<void> | undefined;
  private refreshing = false;

  constructor(private readonly deps: SessionDeps) {
    // Without a refresh cookie the answer is known at once (spec §4): the first render already draws the
    // signed-out screen, as the prerendered sign-in page it hydrates has it, instead of a loader first.
    if (!deps.hasRefreshCookie()) this.state = { status: 'logged-out', signedOutDialogOpen: false, endedBy: null };
    // With both cookies it is known too (checkAtStart would only confirm it): the first render draws the
    // signed-in layout and its page, instead of a loader and then, one effect later, the page (issue 17).
    else if (deps.hasAccessCookie()) this.state = { status: 'logged-in', signedOutDialogOpen: false, endedBy: null };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionState => this.state;

  /**
   * Whether the browser holds a presence cookie of the portal now (spec §2: the chrome needs one). Read
   * through the controller, so a page the server draws reads the request's cookies (decision 0034).
   */
  hasPresenceCookie(): boolean {
    return this.deps.hasAccessCookie() || this.deps.hasRefreshCookie();
  }

  /** Starts listening to other tabs and checks the session once (idempotent across remounts). */
  start(): Promise<void> {
    this.unsubscribe ??= this.deps.channel.subscribe((message) => this.onMessage(message));
    this.watchTimer ??= setInterval(() => this.watchRefreshCookie(), COOKIE_WATCH_INTERVAL_MS);
    if (this.state.status === 'logged-in') this.startRefreshTimer();
    this.initialCheck ??= this.checkAtStart();
    return this.initialCheck;
  }

  /** Stops timers and listeners (on unmount). */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearInterval(this.watchTimer);
    this.watchTimer = undefined;
    this.stopRefreshTimer();
  }

  /** After a successful sign in: logged in, and the other tabs re-check (spec §4). */
  login(): void {
    this.deps.clearCache();
    this.becomeLoggedIn();
    this.deps.channel.post({ type: 'login' });
  }

  /** spec §4: manual logout; the other tabs go to sign-in too. */
  async logout(): Promise<void> {
    this.deps.channel.post({ type: 'logout' });
    this.endSession('manual');
    this.deps.clearPresenceCookies();
    this.deps.navigate(SIGN_IN_PATH); // spec §2: plain /sign-in, no return-url
    await this.deps.logout().catch(() => undefined);
    this.deps.track('Logout');
  }

  /** spec §4: auto logout; shows the signed-out dialog if the user had been logged in. */
  autoLogout = (reason: AutoLogoutReason): void => {
    if (this.state.status !== 'logged-in') return;
    this.endSession('auto');
    this.deps.clearPresenceCookies();
    void this.deps.logout().catch(() => undefined);
    this.deps.track('Auto logout', { reason });
    this.deps.channel.post({ type: 'auto-logout' });
  };

  /** 'Sign in again' in the signed-out dialog; the other tabs close theirs (spec §4). */
  closeDialog(): void {
    this.closeDialogHere();
    this.deps.channel.post({ type: 'close-dialog' });
  }

  private async checkAtStart(): Promise<void> {
    if (!this.deps.hasRefreshCookie()) {
      this.set({ status: 'logged-out', signedOutDialogOpen: false, endedBy: null });
      return;
    }
    if (!this.deps.hasAccessCookie()) {
      try {
        // Another tab may have refreshed while this one waited for the lock.
        await this.deps.withRefreshLock(async () => {
          if (!this.deps.hasAccessCookie()) await this.deps.refresh();
        });
      } catch {
        await this.deps.logout().catch(() => undefined);
        this.set({ status: 'logged-out', signedOutDialogOpen: false, endedBy: null });
        return;
      }
    }
    this.becomeLoggedIn();
  }

  private onMessage(message: SessionMessage): void {
    switch (message.type) {
      case 'login':
        if (this.deps.hasRefreshCookie() && this.state.status !== 'logged-in') this.becomeLoggedIn();
        return;
      case 'logout':
        this.endSession('manual');
        this.deps.navigate(SIGN_IN_PATH);
        return;
      case 'auto-logout':
        if (this.state.status === 'logged-in') this.endSession('auto');
        return;
      case 'close-dialog':
        this.closeDialogHere();
        return;
    }
  }

  private becomeLoggedIn(): void {
    this.set({ status: 'logged-in', signedOutDialogOpen: false, endedBy: null });
    this.startRefreshTimer();
  }

  /** An auto logout opens the signed-out dialog; a manual one does not. */
  private endSession(endedBy: 'manual' | 'auto'): void {
    this.stopRefreshTimer();
    this.deps.clearCache();
    this.set({ status: 'logged-out', signedOutDialogOpen: endedBy === 'auto', endedBy });
  }

  private closeDialogHere(): void {
    if (!this.state.signedOutDialogOpen) return;
    this.set({ ...this.state, signedOutDialogOpen: false });
    const path = this.deps.currentPath();
    if (this.deps.signUpPaths.some((p) => path === p || path.startsWith(`${p}/`))) this.deps.navigate(SIGN_IN_PATH);
  }

  private startRefreshTimer(): void {
    this.stopRefreshTimer();
    this.refreshTimer = setInterval(() => void this.refreshTick(), this.deps.refreshIntervalMs);
  }

  private stopRefreshTimer(): void {
    clearInterval(this.refreshTimer);
    this.refreshTimer = undefined;
  }

  /** spec §9: the refresh runs only while online, and a missing refresh cookie triggers logout. */
  private async refreshTick(): Promise<void> {
    if (!this.deps.isOnline() || this.state.status !== 'logged-in') return;
    if (!this.deps.hasRefreshCookie()) {
      this.autoLogout('refresh-cookie-missing');
      return;
    }
    await this.refreshNow(false);
  }

  /** One refresh at a time in this tab; `onlyIfExpired` skips it when another tab already refreshed. */
  private async refreshNow(onlyIfExpired: boolean): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    try {
      await this.deps.withRefreshLock(async () => {
        if (onlyIfExpired && this.deps.hasAccessCookie()) return;
        await this.deps.refresh();
      });
    } catch (error) {
      // No answer at all (server unreachable) is not a failed refresh: the next tick tries again.
      if (error instanceof ApiError && error.status !== undefined) this.autoLogout('refresh-failed');
    } finally {
      this.refreshing = false;
    }
  }

  /**
   * spec §9: a missing refresh cookie triggers logout. The access presence cookie expires with the access
   * token, so its absence (refresh cookie still there) means: refresh now rather than at the next tick.
   */
  private watchRefreshCookie(): void {
    if (this.state.status !== 'logged-in') return;
    if (!this.deps.hasRefreshCookie()) this.autoLogout('refresh-cookie-missing');
    else if (!this.deps.hasAccessCookie() && this.deps.isOnline()) void this.refreshNow(true);
  }

  private set(state: SessionState): void {
    const was = this.state;
    // An unchanged state keeps its identity, so subscribed screens do not render again for nothing.
    if (
      was.status === state.status &&
      was.signedOutDialogOpen === state.signedOutDialogOpen &&
      was.endedBy === state.endedBy
    )
      return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
