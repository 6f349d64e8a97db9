import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, type EmployeeRecord } from '@dental/domain';
import { Detail, SectionCard, useNotifications } from '@dental/ui';
import { useEmployeeAction } from '../api/employees';

/** Why the invitation cannot be sent again, or null when it can. */
function cannotResend(employee: EmployeeRecord): string | null {
  if (employee.signed_up) return 'They have signed up: no invitation is needed.';
  if (!employee.email) return 'Add their email (Edit) to send the invitation.';
  return null;
}

/** The member portal's sign-up invitation: when it went, how often, whether they signed up; Resend invitation. */
export function InvitationSection({ employee }: { employee: EmployeeRecord }) {
  const notifications = useNotifications();
  const resend = useEmployeeAction('resendInvitation');
  const reason = cannotResend(employee);
  const send = () =>
    resend.mutate(employee.id, {
      onSuccess: () => notifications.notify({ severity: 'success', message: 'The invitation was sent again' }),
    });
  return (
    <SectionCard
      title="Member portal invitation"
      id="employee-invitation"
      action={
        <Button variant="outlined" onClick={send} disabled={reason !== null || undefined} loading={resend.isPending}>
          Resend invitation
        </Button>
      }
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <Detail label="Signed up" value={employee.signed_up ? 'Yes' : 'Not yet'} />
        <Detail label="Last invited" value={employee.invited_at ? formatDate(employee.invited_at) : 'Not yet'} />
        <Detail label="Invitations sent" value={String(employee.invitations_sent)} />
      </Box>
      {reason && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {reason}
        </Typography>
      )}
    </SectionCard>
  );
}
