import type { ReactNode } from 'react';
import { AuthHeading, bindServerErrors, FormDate, formSubmit, FormText } from '@dental/ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { newMemberSignupRequestSchema } from '@dental/domain';
import { useNewMemberSignup } from '../api/signup';
import { NewPasswordFields } from './new-password-fields';
import { withConfirmedPassword } from './password-form-schema';

const { password: _password, ...personal } = newMemberSignupRequestSchema.shape;
const schema = withConfirmedPassword(personal);
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
const FIELDS = ['first_name', 'last_name', 'date_of_birth', 'email', 'zip', 'password'] as const;

interface NewMemberSignupFormProps {
  title: string;
  lead: string;
  /** What follows the "Check your email" heading once the server accepted the sign-up (its message). */
  done: (message: string) => ReactNode;
  /** More actions under the submit button. */
  children?: ReactNode;
}

/**
 * A person with no coverage yet creates an account (spec §2 /new-member-signup and /purchase-sign-up); the
 * server mails a link that verifies the email before the first sign-in (decision 5).
 */
export function NewMemberSignupForm({ title, lead, done, children }: NewMemberSignupFormProps) {
  const signup = useNewMemberSignup();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      first_name: '',
      last_name: '',
      date_of_birth: '',
      email: '',
      zip: '',
      password: '',
      confirm_password: '',
    },
  });
  const onSubmit = handleSubmit(({ confirm_password: _confirm, ...request }) =>
    signup.mutateAsync(request).catch((error: unknown) => bindServerErrors(error, FIELDS, setError)),
  );
  if (signup.isSuccess) {
    return (
      <>
        <AuthHeading title="Check your email" />
        {done(signup.data.data.message)}
      </>
    );
  }
  const busy = formState.isSubmitting;
  return (
    <>
      <AuthHeading title={title} lead={lead} />
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Create an account">
        <Stack spacing={2.5}>
          <FormText control={control} name="first_name" label="First name" required disabled={busy} />
          <FormText control={control} name="last_name" label="Last name" required disabled={busy} />
          <FormDate control={control} name="date_of_birth" label="Date of birth" required disabled={busy} />
          <FormText control={control} name="zip" label="Zip" required disabled={busy} inputMode="numeric" />
          <FormText control={control} name="email" label="Email" type="email" required disabled={busy} />
          <NewPasswordFields control={control} password="password" confirm="confirm_password" disabled={busy} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
            Create account
          </Button>
          {children}
        </Stack>
      </Box>
    </>
  );
}
