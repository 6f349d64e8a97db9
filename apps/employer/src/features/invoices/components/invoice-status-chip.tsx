import Chip from '@mui/material/Chip';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@dental/domain';

const COLOURS = { open: 'info', paid: 'success', past_due: 'error' } as const satisfies Record<
  InvoiceStatus,
  'info' | 'success' | 'error'
>;

/** An invoice's status as a chip, with its label (never colour alone). */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={INVOICE_STATUS_LABELS[status]} />;
}
