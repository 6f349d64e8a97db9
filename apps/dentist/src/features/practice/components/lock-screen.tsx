import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { unlockBodySchema } from '@dental/domain';
import { TextInput, UntilHydrated, useNotifications, useSession } from '@dental/ui';
import { useLockScreen, useLockState, useUnlockScreen } from '../api/practice';
import { useSchemaForm } from '../hooks/use-schema-form';

/**
 * Issue 16 item 2 (decision 0029): the top bar's "Lock screen" action and the lock screen itself. The lock is
 * kept by the server for this session, so a reload stays locked; only the signed-in user's PIN unlocks it
 * (after 5 wrong PINs the session ends), and "Sign out" lets someone else sign in with their password.
 */
export function LockScreenAction() {
  const state = useLockState();
  const lock = useLockScreen();
  const navigate = useNavigate();
  const notifications = useNotifications();
  const onLock = () => {
    if (state.data && !state.data.has_pin) {
      notifications.notify({ severity: 'info', message: 'Set a PIN first to lock the screen' });
      void navigate('/practice?tab=pin');
      return;
    }
    lock.mutate();
  };
  return (
    <>
      {/* The icon alone on a phone (the top bar is 360px wide); the name stays for screen readers. On a page
          drawn at the server it waits for React (decision 0034: a tap before would do nothing). */}
      <UntilHydrated>
        <Button
          color="inherit"
          aria-label="Lock screen"
          onClick={onLock}
          disabled={lock.isPending || undefined}
          sx={{ minWidth: 0, gap: 1 }}
        >
          <LockOutlined fontSize="small" aria-hidden />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Lock screen
          </Box>
        </Button>
      </UntilHydrated>
      {state.data?.locked && <LockScreen />}
    </>
  );
}

function LockScreen() {
  const unlock = useUnlockScreen();
  const session = useSession();
  const form = useSchemaForm(unlockBodySchema, { pin: '' });
  const [attempts, setAttempts] = useState(0);
  const onSubmit = form.submit(() =>
    unlock.mutate(form.values, {
      onError: (error) => {
        setAttempts((n) => n + 1);
        form.bindServer(error);
        form.setValues({ pin: '' });
      },
    }),
  );
  return (
    <Dialog fullScreen open aria-labelledby="lock-screen-title" disableEscapeKeyDown onClose={() => undefined}>
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100%', p: 2 }}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Unlock" sx={{ width: '100%', maxWidth: 360 }}>
          <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
            <LockOutlined sx={{ alignSelf: 'center', fontSize: 48 }} aria-hidden />
            <Typography id="lock-screen-title" variant="h1" sx={{ fontSize: '1.5rem', textAlign: 'center' }}>
              Screen locked
            </Typography>
            <Typography variant="body2" sx={{ textAlign: 'center' }}>
              Enter your PIN to continue.{attempts > 0 && ' After 5 wrong PINs you must sign in with your password.'}
            </Typography>
            <TextInput
              label="PIN"
              type="password"
              autoFocus
              required
              {...form.text('pin')}
              // Issue 26 item 10: no maxLength of 6: it cut a 7th digit silently (7 typed, 6 saved). The rule refuses
              // what is not 6 digits with its message; the field keeps spec §5's default limit.
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Button type="submit" variant="contained" disabled={unlock.isPending}>
              Unlock
            </Button>
            <Button onClick={() => void session.logout()}>Sign out</Button>
          </Stack>
        </Box>
      </Box>
    </Dialog>
  );
}
