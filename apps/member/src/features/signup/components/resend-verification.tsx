import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { resendVerificationRequestSchema, type ResendVerificationRequest } from '@dental/domain';
import { bindServerErrors, formSubmit, FormText } from '@dental/ui';
import { useResendVerification } from '../api/signup';

/** spec §2 /email-not-verified: sends the verification link again. */
export function ResendVerification() {
  const resend = useResendVerification();
  const { control, handleSubmit, setError, formState } = useForm<ResendVerificationRequest>({
    resolver: zodResolver(resendVerificationRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) =>
    resend.mutateAsync(values).catch((error: unknown) => bindServerErrors(error, ['email'], setError)),
  );
  const busy = formState.isSubmitting;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={formSubmit(onSubmit)}
      aria-label="Resend verification email"
      sx={{ mb: 3 }}
    >
      <Stack spacing={2}>
        {resend.isSuccess && (
          <Alert severity="success" role="status">
            {resend.data.data.message}
          </Alert>
        )}
        <FormText control={control} name="email" label="Email" type="email" required disabled={busy} />
        <Button type="submit" variant="outlined" size="large" fullWidth loading={busy}>
          Resend verification email
        </Button>
      </Stack>
    </Box>
  );
}
