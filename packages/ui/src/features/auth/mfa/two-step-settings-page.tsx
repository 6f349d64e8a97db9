import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mfaDisableRequestSchema, type MfaDisableRequest } from '@dental/domain';
import { ApiError } from '../../../api/api-error';
import { fieldProps } from '../../../components/field-props';
import { formSubmit } from '../../../components/form-submit';
import { PasswordInput } from '../../../components/password-input';
import { useNotifications } from '../../../notifications/notification-context';
import { useMfaDisable, useMfaStatus } from '../api/mfa';
import { EnrolPanel } from './enrol-panel';

/**
 * /two-step-verification (every portal, signed in): set up an authenticator app, or turn two-step
 * verification off with the password where it is offered rather than required (decision 0025).
 */
export function TwoStepSettingsPage() {
  const status = useMfaStatus();
  const [enrolling, setEnrolling] = useState(false);
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Two-step verification
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Sign in with your password and a code from an authenticator app on your phone, so a stolen password alone does
        not open your account.
      </Typography>
      {status.isPending && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      )}
      {status.isError && <Alert severity="error">We could not load your settings. Please reload the page.</Alert>}
      {status.data &&
        (enrolling ? (
          <EnrolPanel mode="account" doneLabel="Done" onDone={() => setEnrolling(false)} />
        ) : status.data.enrolled ? (
          <Stack spacing={2.5}>
            <Alert severity="success" variant="outlined">
              Two-step verification is on. {status.data.recovery_codes_left} of 10 recovery codes left.
            </Alert>
            {status.data.policy === 'required' ? (
              <Typography>Two-step verification is required for your account.</Typography>
            ) : (
              <TurnOffForm />
            )}
          </Stack>
        ) : (
          <Stack spacing={2.5}>
            <Typography>Two-step verification is off.</Typography>
            <Button variant="contained" size="large" onClick={() => setEnrolling(true)}>
              Set up two-step verification
            </Button>
          </Stack>
        ))}
    </Box>
  );
}

function TurnOffForm() {
  const disable = useMfaDisable();
  const notifications = useNotifications();
  const { control, handleSubmit, setError } = useForm<MfaDisableRequest>({
    resolver: zodResolver(mfaDisableRequestSchema),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit((fields) =>
    disable.mutateAsync(fields).then(
      (message) => notifications.notify({ severity: 'success', message }),
      (error: unknown) => {
        if (error instanceof ApiError && error.fieldErrors.password)
          setError('password', { message: error.fieldErrors.password });
      },
    ),
  );
  return (
    <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Turn off two-step verification">
      <Stack spacing={2.5}>
        <Typography component="h2" variant="h3">
          Turn it off
        </Typography>
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <PasswordInput
              {...fieldProps(field, fieldState)}
              label="Password"
              autoComplete="current-password"
              required
              disabled={disable.isPending}
            />
          )}
        />
        <Button type="submit" variant="outlined" color="error" size="large" loading={disable.isPending}>
          Turn off two-step verification
        </Button>
      </Stack>
    </Box>
  );
}
