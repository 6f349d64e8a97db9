import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PIN_LENGTH, setPinBodySchema } from '@dental/domain';
import { PasswordInput, SectionCard, TextInput, useNotifications } from '@dental/ui';
import { useLockState, useSetPin } from '../api/practice';
import { useSchemaForm } from '../hooks/use-schema-form';

/**
 * Issue 16 item 2 (decision 0029): the signed-in user's own 6-digit PIN, confirmed by their password. It
 * unlocks their locked screen at a shared front-desk computer; it never signs in.
 */
export function PinSection() {
  const lock = useLockState();
  const setPin = useSetPin();
  const notifications = useNotifications();
  const form = useSchemaForm(setPinBodySchema, { pin: '', password: '' });
  const onSubmit = form.submit(() =>
    setPin.mutate(form.values, {
      onSuccess: () => {
        notifications.notify({ severity: 'success', message: 'PIN saved' });
        form.setValues({ pin: '', password: '' });
      },
      onError: (error) => form.bindServer(error),
    }),
  );
  return (
    <SectionCard title="My PIN" id="practice-my-pin">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {lock.data?.has_pin
          ? 'You have a PIN. Use Lock screen in the top bar when you step away; your PIN unlocks it.'
          : 'Set a 6-digit PIN to lock the screen when you step away and unlock it quickly.'}{' '}
        The PIN does not replace your password for signing in.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Set my PIN"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}
      >
        <TextInput
          label={lock.data?.has_pin ? 'New PIN' : 'PIN'}
          required
          type="password"
          {...form.text('pin')}
          // spec §5: a PIN is 6 digits; said before the first try, not only as "Invalid" after it.
          helperText={form.errors.pin ?? `${PIN_LENGTH} digits`}
          // Issue 26 item 10: no maxLength of 6: it cut a 7th digit silently (7 typed, 6 saved). The rule refuses
          // what is not 6 digits with its message; the field keeps spec §5's default limit.
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          name="password"
          value={form.values.password}
          onChange={(event) => form.set('password', event.target.value)}
          error={form.errors.password !== undefined}
          helperText={form.errors.password ?? ' '}
        />
        <Button type="submit" variant="contained" disabled={setPin.isPending || undefined} sx={{ mt: 1 }}>
          Save PIN
        </Button>
      </Box>
    </SectionCard>
  );
}
