import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, type PaymentKind, type PurchasePayment } from '@dental/domain';
import { EmptyState } from '@dental/ui';

const KIND_LABELS: Record<PaymentKind, string> = {
  purchase: 'First payment',
  instalment: 'Instalment',
  payoff: 'Balance payoff',
  renewal: 'Renewal',
};

function cardLine(payment: PurchasePayment): string {
  if (!payment.card_last4) return 'Card';
  return `${payment.card_brand ?? 'Card'} ending in ${payment.card_last4}`;
}

/** Issue 7: the payments made on a purchase, newest first, each with its card's brand and last four digits. */
export function PurchasePaymentsList({ payments }: { payments: PurchasePayment[] }) {
  if (payments.length === 0) return <EmptyState>No payments yet.</EmptyState>;
  return (
    <Box component="ul" aria-label="Payments made" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {payments.map((payment) => (
        <Box
          component="li"
          key={payment.id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
            borderBottom: 1,
            borderColor: 'divider',
            pb: 1,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {KIND_LABELS[payment.kind]} · {formatDate(payment.created_at, 'MMM D, YYYY')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {cardLine(payment)}
            </Typography>
            {payment.status === 'failed' && (
              <Typography variant="body2" sx={{ color: 'error.main' }}>
                Failed{payment.failure_message ? `: ${payment.failure_message}` : ''}
              </Typography>
            )}
            {payment.status === 'refunded' && <Typography variant="body2">Refunded</Typography>}
          </Box>
          <Typography
            sx={{ fontWeight: 600, textDecoration: payment.status === 'succeeded' ? 'none' : 'line-through' }}
          >
            {formatMoney(payment.amount_cents)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
