import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  changePasswordSchema,
  MSG_CHANGING_PASSWORD,
  MSG_PASSWORD_CHANGED,
  PASSWORD_HINTS,
  type ChangePasswordInput,
} from '@dental/domain';
import { ApiError, fieldProps, formSubmit, PasswordInput, RequirementHints, useNotifications } from '@dental/ui';
import { useChangePassword } from '../api/account';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;

/** spec §2 /my-account password change: current, new and confirm; spec §8 messages. */
export function PasswordChangeForm() {
  const notifications = useNotifications();
  const change = useChangePassword();
  const { control, handleSubmit, setError, reset, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const progress = notifications.notify({ severity: 'info', message: MSG_CHANGING_PASSWORD, durationMs: null });
    try {
      await change.mutateAsync(values);
      notifications.notify({ severity: 'success', message: MSG_PASSWORD_CHANGED });
      reset();
    } catch (error) {
      notifications.close(progress);
      if (!(error instanceof ApiError)) return;
      // One channel per error: the notice above carries the server's words; a field it names is only
      // marked invalid (an empty message), so the same sentence does not show twice.
      for (const field of FIELDS) {
        if (error.fieldErrors[field]) setError(field, { message: '' });
      }
    }
  });
  const busy = formState.isSubmitting;
  // spec §8: a password change failure shows the server message as an error notice (the mutation skips the
  // toast: `errorToast: false` in useChangePassword).
  const failure = change.error instanceof ApiError && !change.error.silent ? change.error.message : null;
  const newPassword = useWatch({ control, name: 'new_password' });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={formSubmit(onSubmit)}
      aria-label="Change password"
      sx={{ maxWidth: 480 }}
    >
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" variant="outlined">
            {failure}
          </Alert>
        )}
        <Controller
          name="old_password"
          control={control}
          render={({ field, fieldState }) => (
            <PasswordInput
              {...fieldProps(field, fieldState)}
              label="Current password"
              autoComplete="current-password"
              required
              disabled={busy}
            />
          )}
        />
        <Controller
          name="new_password"
          control={control}
          render={({ field, fieldState }) => (
            <PasswordInput
              {...fieldProps(field, fieldState)}
              label="New password"
              autoComplete="new-password"
              required
              disabled={busy}
            />
          )}
        />
        <RequirementHints layout="inline" title="Password requirements" hints={PASSWORD_HINTS} value={newPassword} />
        <Controller
          name="confirm_password"
          control={control}
          render={({ field, fieldState }) => (
            <PasswordInput
              {...fieldProps(field, fieldState)}
              label="Confirm new password"
              autoComplete="new-password"
              required
              disabled={busy}
            />
          )}
        />
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            Change password
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
