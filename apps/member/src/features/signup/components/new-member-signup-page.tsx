import { AuthHeading, formSubmit } from '@dental/ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { newMemberSignupRequestSchema } from '@dental/domain';
import { FormDate, FormText } from '../../../shared/components/form-fields';
import { useNewMemberSignup } from '../api/signup';
import { NewPasswordFields } from './new-password-fields';
import { withConfirmedPassword } from './password-form-schema';
import { bindServerErrors } from './server-field-errors';
import { SignupResult } from './signup-result';

const { password: _password, ...personal } = newMemberSignupRequestSchema.shape;
const schema = withConfirmedPassword(personal);
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
const FIELDS = ['first_name', 'last_name', 'date_of_birth', 'email', 'zip', 'password'] as const;

/** spec §2 /new-member-signup: a person with no coverage yet creates an account; a verification link is mailed. */
export function NewMemberSignupPage() {
  const signup = useNewMemberSignup();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { first_name: '', last_name: '', date_of_birth: '', email: '', zip: '', password: '', confirm_password: '' },
  });
  const onSubmit = handleSubmit(({ confirm_password: _confirm, ...request }) =>
    signup.mutateAsync(request).catch((error: unknown) => bindServerErrors(error, FIELDS, setError)),
  );
  if (signup.isSuccess) {
    return (
      <>
        <AuthHeading title="Check your email" />
        <SignupResult message={signup.data.data.message} />
      </>
    );
  }
  const busy = formState.isSubmitting;
  return (
    <>
      <AuthHeading title="Create an account" lead="For people without dental coverage yet, for example to buy a practice's in-office plan." />
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
        </Stack>
      </Box>
    </>
  );
}
