import { useCallback, useState } from 'react';
import { useSession } from '../../../session/session-context';
import { AuthHeading } from '../components/auth-heading';
import { EnrolPanel } from './enrol-panel';
import { ChallengeEnded, isChallengeEnded } from './challenge-ended';

/** /sign-in/set-up-two-step: an account that must use two-step verification sets it up before its first session. */
export function SignInEnrolPage() {
  const session = useSession();
  const [ended, setEnded] = useState(false);
  const onProblem = useCallback((error: unknown) => setEnded(isChallengeEnded(error)), []);
  return (
    <>
      <AuthHeading title="Set up two-step verification" lead="Your account needs a code from an authenticator app as well as your password. Set it up now to continue." />
      {ended ? <ChallengeEnded /> : <EnrolPanel mode="sign-in" doneLabel="Continue" onDone={() => session.login()} onProblem={onProblem} />}
    </>
  );
}
