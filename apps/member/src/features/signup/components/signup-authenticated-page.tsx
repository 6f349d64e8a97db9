import { useEffect, useRef } from 'react';
import { ApiError, AuthHeading, bindServerErrors, formSubmit, FormText, LoadingLines } from '@dental/ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { verifyEmailRequestSchema, type VerifyEmailRequest } from '@dental/domain';
import { useVerifyEmail } from '../api/signup';
import { SignupResult } from './signup-result';

/**
 * spec §2 /signup-authenticated: confirms the email address with the mailed code (mobile sign-up). The mailed
 * link carries the code, so the page verifies on arrival; the form is for a code typed by hand, or a retry.
 */
export function SignupAuthenticatedPage() {
  const [params] = useSearchParams();
  const linkCode = params.get('code')?.trim() ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const { control, handleSubmit, setError, formState } = useForm<VerifyEmailRequest>({
    resolver: zodResolver(verifyEmailRequestSchema),
    defaultValues: { code: linkCode },
  });
  // Once per page, though React runs effects twice in development: a code can be redeemed only once.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || linkCode === '') return;
    sent.current = true;
    mutate({ code: linkCode });
  }, [linkCode, mutate]);
  const onSubmit = handleSubmit((values) =>
    verify.mutateAsync(values).catch((error: unknown) => bindServerErrors(error, ['code'], setError)),
  );
  if (verify.isSuccess) {
    return (
      <>
        <AuthHeading title="Email verified" />
        <SignupResult message={verify.data.data.message} />
      </>
    );
  }
  const busy = formState.isSubmitting || verify.isPending;
  // The call's message is shown here and nowhere else (the mutation skips the toast); a field message binds
  // to the field instead.
  const failure =
    verify.error instanceof ApiError && Object.keys(verify.error.fieldErrors).length === 0
      ? verify.error.message
      : null;
  const arriving = verify.isPending && !formState.isSubmitting;
  return (
    <>
      <AuthHeading
        title="Verify your email"
        lead="Enter the code from the email we sent you, or open the link in it."
      />
      {arriving ? (
        <LoadingLines lines={2} label="Verifying your email" />
      ) : (
        <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Verify your email">
          <Stack spacing={2.5}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormText
              control={control}
              name="code"
              label="Verification code"
              required
              disabled={busy}
              autoComplete="one-time-code"
            />
            <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
              Verify email
            </Button>
          </Stack>
        </Box>
      )}
    </>
  );
}
