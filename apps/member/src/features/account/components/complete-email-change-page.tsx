import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@dental/ui';
import { useCompleteEmailChange } from '../api/account';

/** /complete-email-change?code=... (spec §2, outside both layouts): applies the email change from the mailed link. */
export function CompleteEmailChangePage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const complete = useCompleteEmailChange();
  const sent = useRef(false);
  const { mutate } = complete;
  useEffect(() => {
    // Once per code (StrictMode runs effects twice in development).
    if (sent.current || code === '') return;
    sent.current = true;
    mutate({ code });
  }, [code, mutate]);
  const failure =
    code === ''
      ? 'This link has no confirmation code. Please open the link from the email again.'
      : complete.error instanceof ApiError
        ? complete.error.message
        : null;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Confirm your new email
      </Typography>
      <Stack spacing={3} aria-live="polite">
        {complete.isPending && code !== '' && (
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography>Confirming your new email address...</Typography>
          </Stack>
        )}
        {complete.isSuccess && <Alert severity="success">{complete.data.data.message}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
        {(complete.isSuccess || failure) && (
          <Button component={RouterLink} to="/my-account" variant="contained" size="large" fullWidth>
            Go to My account
          </Button>
        )}
      </Stack>
    </>
  );
}
