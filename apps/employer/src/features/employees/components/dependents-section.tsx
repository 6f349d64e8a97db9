import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DEPENDENT_MAX_AGE,
  formatIsoDate,
  fullName,
  GENDER_LABELS,
  RELATIONSHIP_LABELS,
  type DependentRecord,
  type EmployeeRecord,
} from '@dental/domain';
import { EmptyState, SectionCard } from '@dental/ui';
import { LOCKABLE_CONTROL_STYLE } from '../../../shared/company-profile';
import { DependentDialog } from './dependent-dialog';
import { EndBenefitDialog } from './end-benefit-dialog';

/**
 * When a dependent's cover ends: a date set by the employer, or the month a Dependent turns 26. Whether it has
 * ended is the server's answer, on its date (decision 0062), not this browser's clock.
 */
export function coverLine(dependent: DependentRecord): string {
  if (dependent.end_date)
    return `Cover ${dependent.cover_ended ? 'ended' : 'ends'} ${formatIsoDate(dependent.end_date)}`;
  if (dependent.cover_end_date)
    return `Cover ends ${formatIsoDate(dependent.cover_end_date)} (turns ${DEPENDENT_MAX_AGE})`;
  return 'Covered with the employee';
}

type Dialog = { kind: 'add' } | { kind: 'edit' | 'end'; dependent: DependentRecord } | null;

/** The employee's dependents with their cover, and (outside EDI) add, edit and end. */
export function DependentsSection({ employee, locked }: { employee: EmployeeRecord; locked: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <SectionCard
      title="Dependents"
      id="employee-dependents"
      action={
        <Button
          variant="outlined"
          disabled={locked || undefined}
          sx={LOCKABLE_CONTROL_STYLE}
          onClick={() => setDialog({ kind: 'add' })}
        >
          Add dependent
        </Button>
      }
    >
      {employee.dependents.length === 0 ? (
        <EmptyState>No dependents</EmptyState>
      ) : (
        <Box component="ul" aria-label="Dependents" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {employee.dependents.map((dependent) => (
            <Paper component="li" variant="outlined" key={dependent.id} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem', flex: 1, minWidth: '12rem' }}>
                  {fullName(dependent)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {RELATIONSHIP_LABELS[dependent.relationship]}
                </Typography>
              </Box>
              <Typography variant="body2">
                Born {formatIsoDate(dependent.date_of_birth)}
                {dependent.gender ? ` · ${GENDER_LABELS[dependent.gender]}` : ''}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {coverLine(dependent)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  disabled={locked || undefined}
                  sx={LOCKABLE_CONTROL_STYLE}
                  onClick={() => setDialog({ kind: 'edit', dependent })}
                  aria-label={`Edit ${fullName(dependent)}`}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={locked || dependent.end_date !== null || undefined}
                  sx={LOCKABLE_CONTROL_STYLE}
                  onClick={() => setDialog({ kind: 'end', dependent })}
                  aria-label={`End cover of ${fullName(dependent)}`}
                >
                  End cover
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      {dialog?.kind === 'add' && <DependentDialog employeeId={employee.id} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <DependentDialog employeeId={employee.id} dependent={dialog.dependent} onClose={close} />
      )}
      {dialog?.kind === 'end' && (
        <EndBenefitDialog
          employeeId={employee.id}
          employeeName={fullName(employee)}
          dependentsCount={0}
          dependent={{ id: dialog.dependent.id, name: fullName(dialog.dependent) }}
          onClose={close}
        />
      )}
    </SectionCard>
  );
}
