import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../app/page-loader';
import { MainLayoutSkeleton } from '../layout/main-layout-skeleton';
import { useSessionState } from '../session/session-context';
import { returnTargetOf, signInPathFor, SIGN_IN_ROUTE } from './return-url';

/** spec §2 and §6: protected routes need a logged-in state; others go to sign-in with a return-url. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, endedBy } = useSessionState();
  const location = useLocation();
  // The session is being checked only when a refresh cookie is there: most likely it holds, so the layout's frame.
  if (status === 'checking') return <MainLayoutSkeleton />;
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
  if (status === 'logged-in') {
    // Until the router has loaded the signed-in page's chunks, the layout's skeleton covers the leaving
    // signed-out card (issue 17 item 24: it stood empty for 1.2-1.7 s after signing in).
    return (
      <>
        <Navigate to={returnTargetOf(location.search)} replace />
        <MainLayoutSkeleton overlay />
      </>
    );
  }
  return children ?? <Outlet />;
}
