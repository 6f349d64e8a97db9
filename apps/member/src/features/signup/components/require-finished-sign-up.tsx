import { Navigate } from 'react-router';
import { useMemberUser } from '../../../shared/api/member-user';
import { WordedOutlet } from '../../../shared/components/worded-outlet';

/** spec §2: the route an unfinished sign-up is sent to. */
export const FINISH_SIGN_UP_ROUTE = '/sign-up';

/** spec §2 routing rules: a member whose sign-up is incomplete is sent from protected routes to /sign-up. */
export function RequireFinishedSignUp() {
  const member = useMemberUser();
  if (member.data?.signup_complete === false) return <Navigate to={FINISH_SIGN_UP_ROUTE} replace />;
  return <WordedOutlet />;
}
