import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMAIL_MAX_LENGTH, formatIsoDate, staffInviteBodySchema } from '@dental/domain';
import { EmptyState, LoadError, LoadingLines, SectionCard, TextInput, useNotifications } from '@dental/ui';
import { useInviteStaff, usePracticeStaff, useRemoveStaffUser, useRevokeInvite } from '../api/practice';
import { useSchemaForm } from '../hooks/use-schema-form';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useSingleFlight } from '../../../shared/single-flight';

const ROLE_LABELS = { owner: 'Owner', front_desk: 'Front desk' } as const;

/** What the open confirmation would do (issue 26 item 11): remove a user or revoke an invitation. */
type Pending = { kind: 'remove'; id: number; name: string } | { kind: 'revoke'; id: number; email: string };

/** Issue 16 item 2: the owner invites front-desk users by email, sees pending invitations, removes users. */
export function StaffSection() {
  const staff = usePracticeStaff(true);
  const invite = useInviteStaff();
  const revoke = useRevokeInvite();
  const remove = useRemoveStaffUser();
  const notifications = useNotifications();
  const form = useSchemaForm(staffInviteBodySchema, { email: '' });
  const [asking, setAsking] = useState<Pending | null>(null);
  const once = useSingleFlight();
  const confirm = () => {
    const chosen = asking;
    setAsking(null);
    if (chosen?.kind === 'remove') once(`remove-${chosen.id}`, () => remove.mutateAsync(chosen.id));
    if (chosen?.kind === 'revoke') once(`revoke-${chosen.id}`, () => revoke.mutateAsync(chosen.id));
  };
  const onInvite = form.submit(() =>
    invite.mutate(
      { email: form.values.email },
      {
        onSuccess: () => {
          notifications.notify({ severity: 'success', message: `Invitation sent to ${form.values.email}` });
          form.setValues({ email: '' });
        },
        onError: (error) => form.bindServer(error),
      },
    ),
  );
  return (
    <SectionCard title="Staff" id="practice-staff">
      <Box
        component="form"
        noValidate
        onSubmit={onInvite}
        aria-label="Invite a front-desk user"
        sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap', mb: 2 }}
      >
        <TextInput
          label="Email"
          type="email"
          required
          {...form.text('email')}
          maxLength={EMAIL_MAX_LENGTH}
          sx={{ flex: '1 1 240px' }}
        />
        <Button type="submit" variant="contained" disabled={invite.isPending || undefined} sx={{ mt: 1 }}>
          Send invitation
        </Button>
      </Box>
      {staff.isPending && <LoadingLines label="Loading staff" />}
      {staff.isError && <LoadError what="staff" onRetry={() => void staff.refetch()} />}
      {staff.data && (
        <Stack spacing={2}>
          <List aria-label="Users" dense>
            {staff.data.users.map((user) => (
              <ListItem
                key={user.id}
                secondaryAction={
                  user.role === 'front_desk' ? (
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Remove ${user.first_name} ${user.last_name}`}
                      onClick={() =>
                        setAsking({ kind: 'remove', id: user.id, name: `${user.first_name} ${user.last_name}` })
                      }
                    >
                      Remove
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={`${user.first_name} ${user.last_name} · ${ROLE_LABELS[user.role]}`}
                  secondary={user.email}
                />
              </ListItem>
            ))}
          </List>
          <Typography variant="subtitle2" component="h3">
            Pending invitations
          </Typography>
          {staff.data.invites.length === 0 ? (
            <EmptyState>No pending invitations</EmptyState>
          ) : (
            <List aria-label="Pending invitations" dense>
              {staff.data.invites.map((item) => (
                <ListItem
                  key={item.id}
                  secondaryAction={
                    <Button
                      size="small"
                      aria-label={`Revoke the invitation of ${item.email}`}
                      onClick={() => setAsking({ kind: 'revoke', id: item.id, email: item.email })}
                    >
                      Revoke
                    </Button>
                  }
                >
                  <ListItemText
                    primary={item.email}
                    secondary={
                      item.status === 'expired' ? 'Expired' : `Expires ${formatIsoDate(item.expires_at.slice(0, 10))}`
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.kind === 'remove' ? `Remove ${asking.name}?` : `Revoke the invitation of ${asking?.email ?? ''}?`
        }
        action={asking?.kind === 'remove' ? 'Remove user' : 'Revoke invitation'}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        {asking?.kind === 'remove'
          ? 'They are signed out at once and can no longer sign in to the dentist portal.'
          : 'The link in the invitation email stops working.'}
      </ConfirmDialog>
    </SectionCard>
  );
}
