import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mfaEnrolConfirmRequestSchema, type MfaEnrolConfirmRequest } from '@dental/domain';
import { ApiError } from '../../../api/api-error';
import { formSubmit } from '../../../components/form-submit';
import { useMfaEnrolConfirm, useMfaEnrolStart, type EnrolmentMode } from '../api/mfa';
import { CodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';

/** The key in groups of four, as authenticator apps show and take it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up an authenticator (decision 0025): scan the QR code (or type the key), enter the app's code,
 * then keep the recovery codes. Starts a new secret when shown; nothing is on until the code is right.
 */
export function EnrolPanel({
  mode,
  onDone,
  doneLabel,
  onProblem,
}: {
  mode: EnrolmentMode;
  onDone: () => void;
  doneLabel: string;
  onProblem?: (error: unknown) => void;
}) {
  const start = useMfaEnrolStart(mode);
  const confirm = useMfaEnrolConfirm(mode);
  const started = useRef(false);
  const { control, handleSubmit, setError } = useForm<MfaEnrolConfirmRequest, unknown, { code: string }>({
    resolver: zodResolver(mfaEnrolConfirmRequestSchema),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    // Once per screen: every start makes a new secret (React's development double effect must not).
    if (started.current) return;
    started.current = true;
    start.mutate(undefined, { onError: (error) => onProblem?.(error) });
  }, [start, onProblem]);

  const onSubmit = handleSubmit((fields) =>
    confirm.mutateAsync(fields).catch((error: unknown) => {
      if (error instanceof ApiError && error.fieldErrors.code) setError('code', { message: error.fieldErrors.code });
      else onProblem?.(error);
    }),
  );

  if (confirm.data) return <RecoveryCodes codes={confirm.data} onDone={onDone} doneLabel={doneLabel} />;
  if (start.isError) return <Alert severity="error">We could not start the set-up. Please try again later.</Alert>;
  if (!start.data) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Preparing your set-up" />
      </Box>
    );
  }
  const { qr_svg_data_url: qr, secret } = start.data;
  return (
    <Stack spacing={2.5}>
      <Typography component="h2" variant="h3">
        1. Scan this code with your authenticator app
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={qr}
          alt="QR code to scan with your authenticator app"
          width={200}
          height={200}
          sx={{ bgcolor: 'common.white' }}
        />
      </Box>
      <Typography>
        Cannot scan it? Enter this key in the app instead:{' '}
        <Box
          component="code"
          sx={{ fontSize: '1rem', wordBreak: 'break-word' }}
          aria-label={`Key ${secret.split('').join(' ')}`}
        >
          {grouped(secret)}
        </Box>
      </Typography>
      <Typography component="h2" variant="h3">
        2. Enter the 6-digit code the app shows
      </Typography>
      <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Confirm your authenticator app">
        <Stack spacing={2.5}>
          <CodeField control={control} name="code" label="6-digit code" digits disabled={confirm.isPending} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={confirm.isPending}>
            Turn on two-step verification
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
