import type { Portal } from '@dental/domain';

/** spec §4: the session is checked at start, then logged in or logged out. */
export type SessionStatus = 'checking' | 'logged-in' | 'logged-out';

export interface SessionState {
  status: SessionStatus;
  /** spec §2 and §4: the 'You have been signed out' dialog after an auto logout. */
  signedOutDialogOpen: boolean;
  /** How the last session ended: after a manual logout the redirect is plain /sign-in (spec §2). */
  endedBy: 'manual' | 'auto' | null;
}

/** spec §4: the session events broadcast across the tabs of one portal. */
export type SessionMessage =
  | { type: 'login' }
  | { type: 'logout' }
  | { type: 'auto-logout' }
  | { type: 'close-dialog' };

/** Why an auto logout happened (tracked). */
export type AutoLogoutReason = 'refresh-failed' | 'unauthorized' | 'refresh-cookie-missing';

/**
 * spec §3 and §6: the readable cookies that mark the presence of the httpOnly access and refresh
 * tokens. They carry the portal, so sessions of different portals in one browser stay apart.
 */
export function presenceCookieNames(portal: Portal): { access: string; refresh: string } {
  return { access: `${portal}_access_present`, refresh: `${portal}_refresh_present` };
}

/** The name of the BroadcastChannel that carries a portal's session events. */
export function sessionChannelName(portal: Portal): string {
  return `dental-${portal}-session`;
}
