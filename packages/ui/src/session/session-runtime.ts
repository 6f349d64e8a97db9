import { refreshIntervalSeconds, type Portal } from '@dental/domain';
import type { ApiClient } from '../api/api-client';
import { expireCookie, readCookie } from '../api/cookies';
import { createSessionChannel } from './session-channel';
import { SessionController, type SessionDeps } from './session-controller';
import { presenceCookieNames } from './session-types';

type Wiring = Pick<SessionDeps, 'navigate' | 'currentPath' | 'clearCache' | 'track' | 'signUpPaths'>;

const present = (name: string, cookies?: string) => {
  const value = readCookie(name, cookies);
  return value !== null && value !== '';
};

/** Serialises token refreshes across the portal's tabs (Web Locks), where the browser has them. */
function refreshLock(portal: Portal): SessionDeps['withRefreshLock'] {
  return async (task) => {
    if (typeof navigator !== 'undefined' && navigator.locks) {
      await navigator.locks.request(`dental-${portal}-token-refresh`, task);
      return;
    }
    await task();
  };
}

/**
 * Builds the session controller of a portal on the real browser: cookies, API, channel, Web Locks. `cookies`
 * is the request's Cookie header when the server renders the page (decision 0034): read instead of the document's.
 */
export function createSessionController(
  portal: Portal,
  client: ApiClient,
  wiring: Wiring,
  cookies?: string,
): SessionController {
  const names = presenceCookieNames(portal);
  return new SessionController({
    ...wiring,
    refreshIntervalMs: refreshIntervalSeconds(portal) * 1000,
    hasAccessCookie: () => present(names.access, cookies),
    hasRefreshCookie: () => present(names.refresh, cookies),
    clearPresenceCookies: () => {
      expireCookie(names.access);
      expireCookie(names.refresh);
    },
    refresh: () => client.call('shared.tokenRefresh', { skipAuthHandler: true }),
    // The page's calls under way are dropped first: they would come back 401 once the session is revoked.
    logout: () => {
      client.abortInFlight();
      return client.call('shared.logout', { skipAuthHandler: true });
    },
    withRefreshLock: refreshLock(portal),
    channel: createSessionChannel(portal),
    isOnline: () => navigator.onLine,
  });
}
