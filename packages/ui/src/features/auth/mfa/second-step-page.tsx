import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  mfaVerifyRequestSchema,
  type MfaMethod,
  type MfaVerifyRequest,
  type MfaVerifyRequestParsed,
} from '@dental/domain';
import { ApiError } from '../../../api/api-error';
import { formSubmit } from '../../../components/form-submit';
import { useMfaEmailCode, useMfaVerify } from '../api/mfa';
import { AuthHeading } from '../components/auth-heading';
import { ChallengeEnded, isChallengeEnded } from './challenge-ended';
import { CodeField } from './code-field';

const SCREEN: Record<MfaMethod, { lead: string; label: string }> = {
  totp: { lead: 'Enter the 6-digit code your authenticator app shows.', label: 'Code from your app' },
  email: { lead: 'Enter the 6-digit code we emailed you.', label: 'Code from the email' },
  recovery: {
    lead: 'Enter one of the recovery codes you kept when you set up two-step verification. Each works once.',
    label: 'Recovery code',
  },
};

/**
 * /sign-in/two-step: the second step of sign-in (decision 0025). The authenticator code by default; a
 * recovery code, or a code by email, for a person without their phone.
 */
export function SecondStepPage() {
  const [method, setMethod] = useState<MfaMethod>('totp');
  const verify = useMfaVerify();
  const emailCode = useMfaEmailCode();
  const { control, handleSubmit, setError, reset } = useForm<MfaVerifyRequest, unknown, MfaVerifyRequestParsed>({
    resolver: zodResolver(mfaVerifyRequestSchema),
    defaultValues: { method: 'totp', code: '' },
  });
  const choose = (next: MfaMethod) => {
    setMethod(next);
    reset({ method: next, code: '' });
    if (next === 'email' && !emailCode.isSuccess) emailCode.mutate();
  };
  const onSubmit = handleSubmit((fields) =>
    verify.mutateAsync(fields).catch((error: unknown) => {
      if (error instanceof ApiError && error.fieldErrors.code) setError('code', { message: error.fieldErrors.code });
    }),
  );
  const ended = isChallengeEnded(verify.error) || isChallengeEnded(emailCode.error);
  const busy = verify.isPending || verify.isSuccess;
  const others = (['totp', 'recovery', 'email'] as const).filter((other) => other !== method);
  const otherLabel: Record<MfaMethod, string> = {
    totp: 'Use my authenticator app',
    recovery: 'Use a recovery code',
    email: 'Email me a code',
  };

  return (
    <>
      <AuthHeading title="Two-step verification" lead={SCREEN[method].lead} />
      {ended ? (
        <ChallengeEnded />
      ) : (
        <Stack spacing={2.5}>
          {method === 'email' && emailCode.data && (
            <Alert
              severity="info"
              variant="outlined"
              action={
                <Button color="inherit" size="small" onClick={() => emailCode.mutate()} loading={emailCode.isPending}>
                  Send another
                </Button>
              }
            >
              {emailCode.data}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Two-step verification">
            <Stack spacing={2.5}>
              <CodeField
                key={method}
                control={control}
                name="code"
                label={SCREEN[method].label}
                digits={method !== 'recovery'}
                disabled={busy}
              />
              <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
                Verify
              </Button>
            </Stack>
          </Box>
          <Stack spacing={1} component="nav" aria-label="Other ways to verify">
            {others.map((other) => (
              <Button key={other} variant="text" onClick={() => choose(other)} disabled={busy}>
                {otherLabel[other]}
              </Button>
            ))}
          </Stack>
        </Stack>
      )}
    </>
  );
}
