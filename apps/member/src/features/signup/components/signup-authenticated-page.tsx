import { AuthHeading } from '@dental/ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { verifyEmailRequestSchema, type VerifyEmailRequest } from '@dental/domain';
import { FormText } from '../../../shared/components/form-fields';
import { useVerifyEmail } from '../api/signup';
import { bindServerErrors } from './server-field-errors';
import { SignupResult } from './signup-result';

/** spec §2 /signup-authenticated: confirms the email address with the mailed code (mobile sign-up). */
export function SignupAuthenticatedPage() {
  const [params] = useSearchParams();
  const verify = useVerifyEmail();
  const { control, handleSubmit, setError, formState } = useForm<VerifyEmailRequest>({
    resolver: zodResolver(verifyEmailRequestSchema),
    defaultValues: { code: params.get('code') ?? '' },
  });
  const onSubmit = handleSubmit((values) => verify.mutateAsync(values).catch((error: unknown) => bindServerErrors(error, ['code'], setError)));
  if (verify.isSuccess) {
    return (
      <>
        <AuthHeading title="Email verified" />
        <SignupResult message={verify.data.data.message} />
      </>
    );
  }
  const busy = formState.isSubmitting;
  return (
    <>
      <AuthHeading title="Verify your email" lead="Enter the code from the email we sent you, or open the link in it." />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Verify your email">
        <Stack spacing={2.5}>
          <FormText control={control} name="code" label="Verification code" required disabled={busy} autoComplete="one-time-code" />
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
            Verify email
          </Button>
        </Stack>
      </Box>
    </>
  );
}
