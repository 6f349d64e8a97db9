import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ERROR_CODES, MSG_MFA_CHALLENGE_ENDED } from '@dental/domain';
import { errorCodeOf } from '../../../api/api-error';

/** Whether an answer says the pending sign-in is over (timed out, used, or never started in this browser). */
export function isChallengeEnded(error: unknown): boolean {
  return errorCodeOf(error) === ERROR_CODES.mfaChallengeEnded;
}

/** The way back when the password step has to be done again. */
export function ChallengeEnded() {
  return (
    <Alert
      severity="warning"
      variant="outlined"
      action={
        <Button component={RouterLink} to="/sign-in" color="inherit" size="small">
          Sign in again
        </Button>
      }
    >
      {MSG_MFA_CHALLENGE_ENDED}
    </Alert>
  );
}
