import { AuthHeading, bindServerErrors, FormDate, formSubmit, FormText } from '@dental/ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signupInitiateRequestSchema, type SignupInitiateRequest } from '@dental/domain';
import { useSignupInitiate } from '../api/signup';
import { SignupResult } from './signup-result';

const FIELDS = ['member_id', 'date_of_birth', 'tax_id_last4', 'email'] as const;

/** spec §2 /member-sign-up: an existing member proves who they are; a verification link is mailed. */
export function MemberSignUpPage() {
  const initiate = useSignupInitiate();
  const { control, handleSubmit, setError, formState } = useForm<SignupInitiateRequest>({
    resolver: zodResolver(signupInitiateRequestSchema),
    defaultValues: { member_id: '', date_of_birth: '', tax_id_last4: '', email: '' },
  });
  const onSubmit = handleSubmit((values) =>
    initiate.mutateAsync(values).catch((error: unknown) => bindServerErrors(error, FIELDS, setError)),
  );
  if (initiate.isSuccess) {
    return (
      <>
        <AuthHeading title="Check your email" />
        <SignupResult message={initiate.data.data.message} />
      </>
    );
  }
  const busy = formState.isSubmitting;
  return (
    <>
      <AuthHeading title="Sign up" lead="Create your account with the details on your member ID card." />
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Sign up">
        <Stack spacing={2.5}>
          <FormText
            control={control}
            name="member_id"
            label="Member ID"
            required
            disabled={busy}
            inputMode="numeric"
            helperText="9 digits, on your ID card"
          />
          <FormDate control={control} name="date_of_birth" label="Date of birth" required disabled={busy} />
          <FormText
            control={control}
            name="tax_id_last4"
            label="Last 4 digits of your tax ID"
            required
            disabled={busy}
            inputMode="numeric"
          />
          <FormText control={control} name="email" label="Email" type="email" required disabled={busy} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
            Send verification email
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/sign-in" underline="always">
          Sign in
        </Link>
      </Typography>
    </>
  );
}
