import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  MSG_PASSWORD_UPDATED,
  PASSWORD_HINTS,
  resetPasswordFormSchema,
  USERNAME_HINTS,
  type ResetPasswordForm,
} from '@dental/domain';
import { fieldProps } from '../../../components/field-props';
import { formSubmit } from '../../../components/form-submit';
import { PasswordInput } from '../../../components/password-input';
import { TextInput } from '../../../components/text-input';
import { useNotifications } from '../../../notifications/notification-context';
import { useCompletePasswordReset } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';
import { HintedField } from '../components/hinted-field';

/**
 * spec §2, §4 and §5 "Update Password" at /reset-password?code=...: optional username, password and
 * confirm password with requirement tooltips; only required and match are checked here. The username
 * field shows when the link carries a `username` parameter (decided here; the spec leaves it open).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const usernameEnabled = params.has('username');
  const navigate = useNavigate();
  const notifications = useNotifications();
  const complete = useCompletePasswordReset();
  const schema = useMemo(() => resetPasswordFormSchema({ usernameEnabled }), [usernameEnabled]);
  const { control, handleSubmit } = useForm<ResetPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { username: params.get('username') ?? '', password: '', confirm_password: '' },
  });
  const [password = '', username = ''] = useWatch({ control, name: ['password', 'username'] });
  const onSubmit = handleSubmit((form) =>
    complete.mutateAsync({ password: form.password, code }).then(
      () => {
        notifications.notify({ severity: 'success', message: MSG_PASSWORD_UPDATED });
        void navigate('/sign-in');
      },
      () => undefined, // the mutation's error toast shows the server's message (spec §8)
    ),
  );
  const busy = complete.isPending || complete.isSuccess;

  return (
    <>
      <AuthHeading title="Update Password" lead="Choose a new password for your account." />
      {!code && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
          This link has no reset code. Please open the link from your email again, or{' '}
          {/* A link inside a sentence is underlined, not told apart by colour alone (axe link-in-text-block). */}
          <Link component={RouterLink} to="/forgot-password" underline="always">
            ask for a new one
          </Link>
          .
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Update password">
        <Stack spacing={2.5}>
          {usernameEnabled && (
            <Controller
              name="username"
              control={control}
              render={({ field, fieldState }) => (
                <HintedField title="Username requirements" hints={USERNAME_HINTS} value={username}>
                  <TextInput
                    {...fieldProps(field, fieldState)}
                    label="Username"
                    autoComplete="username"
                    required
                    disabled={busy}
                  />
                </HintedField>
              )}
            />
          )}
          <Controller
            name="password"
            control={control}
            render={({ field, fieldState }) => (
              <HintedField title="Password requirements" hints={PASSWORD_HINTS} value={password}>
                <PasswordInput
                  {...fieldProps(field, fieldState)}
                  label="Password"
                  autoComplete="new-password"
                  required
                  disabled={busy}
                />
              </HintedField>
            )}
          />
          <Controller
            name="confirm_password"
            control={control}
            render={({ field, fieldState }) => (
              <PasswordInput
                {...fieldProps(field, fieldState)}
                label="Confirm password"
                autoComplete="new-password"
                required
                disabled={busy}
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
            Reset Password
          </Button>
        </Stack>
      </Box>
    </>
  );
}
