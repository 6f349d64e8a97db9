import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../app/page-loader';
import { useSessionState } from '../session/session-context';
import { returnTargetOf, signInPathFor, SIGN_IN_ROUTE } from './return-url';

/** spec §2 and §6: protected routes need a logged-in state; others go to sign-in with a return-url. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, endedBy } = useSessionState();
  const location = useLocation();
  if (status === 'checking') return <PageLoader />;
  if (status === 'logged-out') {
    // spec §2: after a manual logout the redirect is plain /sign-in.
    return <Navigate to={endedBy === 'manual' ? SIGN_IN_ROUTE : signInPathFor(location)} replace />;
  }
  return children ?? <Outlet />;
}

/** spec §2: a signed-in user who opens the sign-in route goes to the return-url or to /. */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { status } = useSessionState();
  const location = useLocation();
  if (status === 'checking') return <PageLoader />;
  if (status === 'logged-in') return <Navigate to={returnTargetOf(location.search)} replace />;
  return children ?? <Outlet />;
}
