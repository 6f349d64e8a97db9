import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../session/session-context';
import { AuthHeading } from '../components/auth-heading';
import { EnrolPanel } from './enrol-panel';
import { ChallengeEnded, isChallengeEnded } from './challenge-ended';

/** /sign-in/set-up-two-step: an account that must use two-step verification sets it up before its first session. */
export function SignInEnrolPage() {
  const session = useSession();
  // Opened without the password step just before (a bookmark, a reload): nothing to set up for; back to sign-in.
  const cameFromPassword = (useLocation().state as { passwordStep?: boolean } | null)?.passwordStep === true;
  const [ended, setEnded] = useState(!cameFromPassword);
  const onProblem = useCallback((error: unknown) => setEnded(isChallengeEnded(error)), []);
  return (
    <>
      <AuthHeading
        title="Set up two-step verification"
        lead="Your account needs a code from an authenticator app as well as your password. Set it up now to continue."
      />
      {ended ? (
        <ChallengeEnded />
      ) : (
        <EnrolPanel mode="sign-in" doneLabel="Continue" onDone={() => session.login()} onProblem={onProblem} />
      )}
    </>
  );
}
