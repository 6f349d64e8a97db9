import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatIsoDate, type CompanyInvite, type CompanyUser } from '@dental/domain';
import {
  DataTable,
  LoadError,
  LoadingLines,
  PageTitle,
  SectionCard,
  UntilHydrated,
  useNotifications,
} from '@dental/ui';
import { useCompanyUserAction, useCompanyUsers } from '../api/users';
import { ConfirmAction } from './confirm-action';
import { InviteUserForm } from './invite-user-form';

/** What the open confirmation would do: remove a user or withdraw an invitation. */
type Asking = { kind: 'remove'; id: number; name: string } | { kind: 'withdraw'; id: number; email: string };

const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

/**
 * Issue 27 item 1: `/users`, the company's HR users. The admin invites another by name and email, sends an
 * invitation again, withdraws one, and removes a user (not themselves; the company keeps an admin).
 */
export function UsersPage() {
  const users = useCompanyUsers();
  const notifications = useNotifications();
  const resend = useCompanyUserAction('resendCompanyInvite');
  const withdraw = useCompanyUserAction('revokeCompanyInvite');
  const remove = useCompanyUserAction('removeCompanyUser');
  const [asking, setAsking] = useState<Asking | null>(null);
  const done = (message: string) => ({ onSuccess: () => notifications.notify({ severity: 'success', message }) });
  const confirm = () => {
    setAsking(null);
    if (asking?.kind === 'remove') remove.mutate(asking.id, done(`${asking.name} was removed`));
    if (asking?.kind === 'withdraw') withdraw.mutate(asking.id, done('The invitation was withdrawn'));
  };
  const userColumns = [
    { key: 'name', header: 'Name', render: (u: CompanyUser) => (u.is_you ? `${fullName(u)} (you)` : fullName(u)) },
    { key: 'email', header: 'Email', render: (u: CompanyUser) => u.email },
    {
      key: 'remove',
      header: 'Access',
      render: (u: CompanyUser) =>
        u.is_you ? null : (
          <Button
            size="small"
            color="error"
            aria-label={`Remove ${fullName(u)}`}
            onClick={() => setAsking({ kind: 'remove', id: u.id, name: fullName(u) })}
          >
            Remove
          </Button>
        ),
    },
  ];
  const inviteColumns = [
    { key: 'name', header: 'Name', render: (i: CompanyInvite) => fullName(i) },
    { key: 'email', header: 'Email', render: (i: CompanyInvite) => i.email },
    {
      key: 'status',
      header: 'Link',
      render: (i: CompanyInvite) =>
        i.status === 'expired' ? 'Expired' : `Works until ${formatIsoDate(i.expires_at.slice(0, 10))}`,
    },
    {
      key: 'actions',
      header: 'Invitation',
      render: (i: CompanyInvite) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            aria-label={`Send the invitation of ${i.email} again`}
            disabled={resend.isPending || undefined}
            onClick={() => resend.mutate(i.id, done(`Invitation sent again to ${i.email}`))}
          >
            Send again
          </Button>
          <Button
            size="small"
            color="error"
            aria-label={`Withdraw the invitation of ${i.email}`}
            onClick={() => setAsking({ kind: 'withdraw', id: i.id, email: i.email })}
          >
            Withdraw
          </Button>
        </Stack>
      ),
    },
  ];
  // Drawn at the server (decision 0067): every field read-only and every button held until hydrated (a button's
  // `undefined` rather than false lets the hold act); the page has no link drawn as a button.
  return (
    <UntilHydrated>
      <Stack spacing={3}>
        <PageTitle lead="The people of your company who use the Employer Portal. Each can do everything here.">
          Users
        </PageTitle>
        <SectionCard title="Invite a user" id="users-invite">
          <InviteUserForm />
        </SectionCard>
        {users.isPending && <LoadingLines lines={3} label="Loading the users" />}
        {users.isError && <LoadError what="the users" onRetry={() => void users.refetch()} />}
        {users.data && (
          <>
            <SectionCard title="Users" id="users-list">
              <DataTable
                label="Users"
                columns={userColumns}
                rows={users.data.users}
                rowKey={(u) => u.id}
                stackBelow="sm"
              />
            </SectionCard>
            <SectionCard title="Pending invitations" id="users-invites">
              <DataTable
                label="Pending invitations"
                columns={inviteColumns}
                rows={users.data.invites}
                rowKey={(i) => i.id}
                emptyMessage="No pending invitations"
                stackBelow="sm"
              />
            </SectionCard>
          </>
        )}
        <ConfirmAction
          title={
            asking === null
              ? null
              : asking.kind === 'remove'
                ? `Remove ${asking.name}?`
                : `Withdraw the invitation of ${asking.email}?`
          }
          action={asking?.kind === 'withdraw' ? 'Withdraw invitation' : 'Remove user'}
          onCancel={() => setAsking(null)}
          onConfirm={confirm}
        >
          {asking?.kind === 'withdraw'
            ? 'The link in the invitation email stops working.'
            : 'They are signed out at once and can no longer sign in to the Employer Portal.'}
        </ConfirmAction>
      </Stack>
    </UntilHydrated>
  );
}
