import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthHeading, PageLoader, useApiClient, useSession, useSessionState } from '@dental/ui';
import { memberUserQuery } from '../../../shared/api/member-user';
import { useResendVerification } from '../api/signup';

/**
 * spec §2 /sign-up: where a signed-in member whose sign-up is unfinished is sent. Finishing means choosing a
 * password from a mailed link (decision 0005: the /signup link sets it, verifies the email and marks the
 * sign-up complete), so this page sends that link. Signed out, the sign-up starts at /member-sign-up.
 */
export function FinishSignUpPage() {
  const { status } = useSessionState();
  const session = useSession();
  const member = useQuery({ ...memberUserQuery(useApiClient()), enabled: status === 'logged-in' });
  const resend = useResendVerification();
  if (status === 'checking') return <PageLoader />;
  if (status === 'logged-out') return <Navigate to="/member-sign-up" replace />;
  if (member.data?.signup_complete === true) return <Navigate to="/" replace />;
  const email = member.data?.email;
  return (
    <>
      <AuthHeading title="Finish signing up" lead="Your sign-up is not finished yet." />
      <Stack spacing={2.5}>
        {resend.isSuccess && (
          <Alert severity="success" role="status">
            {resend.data.data.message}
          </Alert>
        )}
        <Typography>
          {email
            ? `We will email a link to ${email}. Open it to choose your password and finish signing up; then sign in again.`
            : 'We will email you a link to choose your password and finish signing up.'}
        </Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!email}
          loading={resend.isPending}
          onClick={() => email && resend.mutate({ email })}
        >
          Email me the link
        </Button>
        <Button variant="outlined" size="large" fullWidth onClick={() => void session.logout()}>
          Sign out
        </Button>
      </Stack>
    </>
  );
}
