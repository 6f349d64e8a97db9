import Chip from '@mui/material/Chip';
import type { AppointmentStatus } from '@dental/domain';

const LABELS: Record<AppointmentStatus, string> = { completed: 'Unpaid', paid: 'Paid', voided: 'Voided' };
const COLORS = { completed: 'warning', paid: 'success', voided: 'default' } as const;

/** A visit's status in the practice's words: its member share unpaid, paid, or the visit voided. */
export function VisitStatus({ status }: { status: AppointmentStatus }) {
  return <Chip size="small" variant="outlined" label={LABELS[status]} color={COLORS[status]} />;
}
