import Chip from '@mui/material/Chip';
import type { PracticeEstimateStatus } from '@dental/domain';

const LABELS: Record<PracticeEstimateStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  converted: 'Recorded as visit',
  voided: 'Voided',
};
const COLORS = { draft: 'default', sent: 'info', converted: 'success', voided: 'default' } as const;

/** An estimate's status (decision 0032); an open one past its expiry says so instead. */
export function EstimateStatus({ status, expired }: { status: PracticeEstimateStatus; expired: boolean }) {
  if (expired) return <Chip size="small" variant="outlined" label="Expired" color="warning" />;
  return <Chip size="small" variant="outlined" label={LABELS[status]} color={COLORS[status]} />;
}
