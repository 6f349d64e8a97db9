import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@dental/domain';
import { fieldProps } from '../../../components/field-props';
import { formSubmit } from '../../../components/form-submit';
import { TextInput } from '../../../components/text-input';
import { useNotifications } from '../../../notifications/notification-context';
import { useInitiateForgotPassword } from '../api/forgot-password';
import { AuthHeading } from '../components/auth-heading';

/**
 * spec §2, §4 and §5 "Forgot password": one email field (required, trimmed, its error clears on edit),
 * 'Reset Password' and 'Back'. Submitting disables the form; success goes to sign-in with the server's
 * message; failure re-enables it (the error toast shows the server's message).
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const notifications = useNotifications();
  const initiate = useInitiateForgotPassword();
  const { control, handleSubmit, clearErrors } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) =>
    initiate.mutateAsync(email).then(
      (answer) => {
        notifications.notify({ severity: 'success', message: answer.data.message });
        void navigate('/sign-in');
      },
      () => undefined, // the mutation's error toast tells the person
    ),
  );
  const busy = initiate.isPending || initiate.isSuccess;

  return (
    <>
      <AuthHeading
        title="Forgot password"
        lead="Enter the email address of your account and we will send you a link to reset your password."
      />
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Forgot password">
        <Stack spacing={2.5}>
          <Controller
            name="email"
            control={control}
            render={({ field, fieldState }) => (
              <TextInput
                {...fieldProps(field, fieldState)}
                onChange={(event) => {
                  clearErrors('email');
                  field.onChange(event);
                }}
                label="Email"
                type="email"
                // The account's sign-in name: a password manager may fill it (decision 0017).
                autoComplete="username"
                required
                disabled={busy}
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
            Reset Password
          </Button>
          <Button component={RouterLink} to="/sign-in" variant="outlined" size="large" fullWidth disabled={busy}>
            Back
          </Button>
        </Stack>
      </Box>
    </>
  );
}
