import Chip from '@mui/material/Chip';
import { EMPLOYEE_STATUS_LABELS, type EmployeeStatus } from '@dental/domain';

const COLOURS = { pending: 'info', active: 'success', ended: 'default' } as const satisfies Record<
  EmployeeStatus,
  'info' | 'success' | 'default'
>;

/** An employee's cover status as a chip, with its label (never colour alone). */
export function StatusChip({ status }: { status: EmployeeStatus }) {
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={EMPLOYEE_STATUS_LABELS[status]} />;
}
