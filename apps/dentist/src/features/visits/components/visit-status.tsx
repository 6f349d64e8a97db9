import Chip from '@mui/material/Chip';
import { visitStatusLabel, type VisitStatusLabel } from '@dental/domain';
import type { AppointmentStatus } from '@dental/domain';

const COLORS: Record<VisitStatusLabel, 'warning' | 'success' | 'default'> = {
  Unpaid: 'warning',
  Paid: 'success',
  Voided: 'default',
  'Nothing owed': 'default',
};

/** A visit's status in the practice's words: its member share unpaid, paid or owed by no one, or voided. */
export function VisitStatus({ status, memberCents }: { status: AppointmentStatus; memberCents: number }) {
  const label = visitStatusLabel(status, memberCents);
  return <Chip size="small" variant="outlined" label={label} color={COLORS[label]} />;
}
