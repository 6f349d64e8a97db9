import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  formatIsoDate,
  formatPhone,
  fullName,
  GENDER_LABELS,
  MEMBER_TAX_ID_TYPE_LABELS,
  reinstateDeadline,
  type EmployeeRecord,
} from '@dental/domain';
import { Detail, LoadError, LoadingLines, PageTitle, SectionCard, UntilHydrated, useNotifications } from '@dental/ui';
import { employeeEditPath } from '../../../shared/paths';
import { useEnrolmentLocked, LOCKABLE_CONTROL_STYLE } from '../../../shared/company-profile';
import { LockableLink } from '../../../shared/lockable-link';
import { EdiNotice } from '../../../shared/edi-notice';
import { useEmployee, useEmployeeAction } from '../api/employees';
import { DependentsSection } from './dependents-section';
import { useEmployeeId } from './employee-id';
import { EndBenefitDialog } from './end-benefit-dialog';
import { GroupIdCardSection } from './group-id-card-links';
import { InvitationSection } from './invitation-section';
import { StatusChip } from './status-chip';

const twoColumns = { m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The employee's id as the page's lead says it ('SSN •••••6789', 'Employer-Assigned ID E-0042'). */
function idLine(employee: EmployeeRecord): string {
  if (employee.member_tax_id_type === 'none') return 'No tax id on file';
  return `${MEMBER_TAX_ID_TYPE_LABELS[employee.member_tax_id_type]} ${employee.member_tax_id_display ?? ''}`.trim();
}

function addressOf(employee: EmployeeRecord): string {
  const street = [employee.address_line_1, employee.address_line_2].filter(Boolean).join(', ');
  return `${street}, ${employee.city}, ${employee.state} ${employee.zip}`;
}

/** Issue 27: `/employees/:employeeId`, the employee, their cover, invitation and dependents, with the actions. */
export function EmployeeDetailsPage() {
  const id = useEmployeeId();
  const employee = useEmployee(id);
  return (
    <Stack spacing={3}>
      {employee.isPending && (
        <>
          <PageTitle>Employee</PageTitle>
          <LoadingLines lines={6} label="Loading the employee" />
        </>
      )}
      {employee.isError && (
        <>
          <PageTitle>Employee</PageTitle>
          <LoadError what="the employee" onRetry={() => void employee.refetch()} />
        </>
      )}
      {employee.data && <EmployeeDetails employee={employee.data} />}
    </Stack>
  );
}

function EmployeeDetails({ employee }: { employee: EmployeeRecord }) {
  const { locked, usesEdi } = useEnrolmentLocked();
  const [ending, setEnding] = useState(false);
  const notifications = useNotifications();
  const reinstate = useEmployeeAction('reinstateEmployee');
  const name = fullName(employee);
  const ended = employee.end_date !== null;
  const doReinstate = () =>
    reinstate.mutate(employee.id, {
      onSuccess: () => notifications.notify({ severity: 'success', message: `${name}'s benefit was reinstated` }),
    });
  return (
    <>
      <Box>
        <PageTitle lead={idLine(employee)}>{name}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <LockableLink to={employeeEditPath(employee.id)} locked={locked} variant="outlined">
            Edit
          </LockableLink>
          {/* Drawn at the server (decision 0067): held until hydrated; `undefined`, not false, lets the hold act. */}
          <UntilHydrated>
            {!ended && (
              <Button
                variant="outlined"
                color="error"
                disabled={locked || undefined}
                sx={LOCKABLE_CONTROL_STYLE}
                onClick={() => setEnding(true)}
              >
                End benefit
              </Button>
            )}
            {employee.can_reinstate && (
              <Button
                variant="contained"
                disabled={locked || undefined}
                sx={LOCKABLE_CONTROL_STYLE}
                loading={reinstate.isPending}
                onClick={doReinstate}
              >
                Reinstate
              </Button>
            )}
          </UntilHydrated>
        </Box>
      </Box>
      <EdiNotice usesEdi={usesEdi} />
      <SectionCard title="Cover" id="employee-cover" action={<StatusChip status={employee.status} />}>
        <Box component="dl" sx={twoColumns}>
          <Detail label="Cover start" value={formatIsoDate(employee.cover_start_date)} />
          <Detail label="End date" value={ended ? formatIsoDate(employee.end_date) : 'No end date'} />
          <Detail label="Plan" value={employee.plan_name ?? 'No plan yet'} />
          <Detail label="Class" value={employee.class ?? ''} />
          <Detail label="Hire date" value={formatIsoDate(employee.hire_date)} />
          {employee.can_reinstate && employee.end_date && (
            <Detail label="Can be reinstated until" value={formatIsoDate(reinstateDeadline(employee.end_date))} />
          )}
        </Box>
      </SectionCard>
      <GroupIdCardSection employee={employee} />
      <SectionCard title="Personal information" id="employee-identity">
        <Box component="dl" sx={twoColumns}>
          <Detail label="Date of birth" value={formatIsoDate(employee.date_of_birth)} />
          <Detail label="Gender" value={employee.gender ? GENDER_LABELS[employee.gender] : ''} />
          <Detail label="Email" value={employee.email ?? ''} />
          <Detail label="Phone" value={employee.phone ? formatPhone(employee.phone) : ''} />
          <Detail label="Address" value={addressOf(employee)} wide />
        </Box>
      </SectionCard>
      <UntilHydrated>
        <InvitationSection employee={employee} />
        <DependentsSection employee={employee} locked={locked} />
      </UntilHydrated>
      {ending && (
        <EndBenefitDialog
          employeeId={employee.id}
          employeeName={name}
          dependentsCount={employee.dependents.filter((dependent) => dependent.end_date === null).length}
          onClose={() => setEnding(false)}
        />
      )}
    </>
  );
}
