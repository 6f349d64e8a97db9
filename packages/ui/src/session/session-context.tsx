import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionState } from './session-types';

/** What screens may do with the session (a SessionController implements it). */
export interface SessionHandle {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SessionState;
  login: () => void;
  logout: () => Promise<void>;
  closeDialog: () => void;
  /** Whether a presence cookie of the portal is there (the request's, when the server draws the page). */
  hasPresenceCookie: () => boolean;
}

export const SessionContext = createContext<SessionHandle | null>(null);

/** The session's actions (login, logout, closeDialog). */
export function useSession(): SessionHandle {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside PortalApp.');
  return session;
}

/** The session's current state; re-renders on change. */
export function useSessionState(): SessionState {
  const session = useSession();
  // The same snapshot serves the build-time prerender and hydration: with no cookies there, it is signed out.
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
