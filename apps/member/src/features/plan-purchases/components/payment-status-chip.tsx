import Chip from '@mui/material/Chip';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import type { PaymentStatus } from '@dental/domain';
import { paymentStatusColor } from './purchase-words';

/** spec §3: a payment status (Paid, Past due, Scheduled); Past due carries a warning icon. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'Scheduled' ? 'outlined' : 'filled'}
      color={paymentStatusColor(status)}
      label={status}
      icon={status === 'Past due' ? <WarningAmberRounded aria-hidden /> : undefined}
    />
  );
}
