import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PASSWORD_HINTS, acceptInviteFormSchema } from '@dental/domain';
import { ApiError, PageTitle, PasswordInput, RequirementHints, TextInput, useNotifications } from '@dental/ui';
import { useAcceptInvite } from '../api/practice';
import { useSchemaForm } from '../hooks/use-schema-form';

/**
 * Issue 16 item 2: `/accept-invite?code=...`, the link of an invitation mail. The invitee sets their name and
 * password (the sign-up and reset rules) and goes to sign in; the link then no longer works.
 */
export function AcceptInvitePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const notifications = useNotifications();
  const accept = useAcceptInvite();
  const code = search.get('code') ?? '';
  const form = useSchemaForm(acceptInviteFormSchema, {
    code,
    first_name: '',
    last_name: '',
    password: '',
    confirm_password: '',
  });
  const onSubmit = form.submit(() => {
    const { confirm_password: _confirm, ...body } = form.values;
    accept.mutate(body, {
      onSuccess: (answer) => {
        notifications.notify({
          severity: 'success',
          message: `Your account is ready. Sign in as ${answer.data.email}.`,
        });
        void navigate('/sign-in', { replace: true });
      },
      onError: (error) => form.bindServer(error),
    });
  });
  const failure =
    accept.error instanceof ApiError && Object.keys(accept.error.fieldErrors).length === 0
      ? accept.error.message
      : null;
  const password = (name: 'password' | 'confirm_password', label: string) => (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      required
      name={name}
      value={form.values[name]}
      onChange={(event) => form.set(name, event.target.value)}
      error={form.errors[name] !== undefined}
      helperText={form.errors[name] ?? ' '}
    />
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 420, mx: 'auto', width: '100%' }}>
      <PageTitle lead="Set your name and password to use the dentist portal as your practice's front desk.">
        Accept your invitation
      </PageTitle>
      {(failure || code === '') && (
        <Alert severity="error">
          {failure ?? 'This invitation link is incomplete. Open the link from the email again.'}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Accept invitation">
        <Stack spacing={1}>
          <TextInput label="First name" required {...form.text('first_name')} />
          <TextInput label="Last name" required {...form.text('last_name')} />
          {password('password', 'Password')}
          <RequirementHints
            title="Password requirements"
            hints={PASSWORD_HINTS}
            value={form.values.password}
            layout="inline"
          />
          {password('confirm_password', 'Confirm password')}
          <Button type="submit" variant="contained" disabled={accept.isPending || code === ''}>
            Create my account
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
