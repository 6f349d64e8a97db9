import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  REFUNDED_TO_CARD_LABEL,
  VISIT_PAYMENT_METHOD_LABELS,
  formatIsoDate,
  formatMoney,
  type PaymentMade,
} from '@dental/domain';
import { DataTable, type DataTableColumn } from '@dental/ui';

const columns: DataTableColumn<PaymentMade>[] = [
  { key: 'date', header: 'Date', render: (payment) => formatIsoDate(payment.date) },
  { key: 'method', header: 'Method', render: (payment) => VISIT_PAYMENT_METHOD_LABELS[payment.method] },
  { key: 'amount', header: 'Amount', align: 'right', render: (payment) => formatMoney(payment.amount_cents) },
];

/**
 * Issue 5: the member's payments for a visit (its ledger), what they add up to and what is still due (the
 * server's); a voided visit's card payment refunded to the card (decision 0048).
 */
export function PaymentsMade({
  payments,
  balanceCents,
  refundedCents = 0,
}: {
  payments: PaymentMade[];
  balanceCents: number;
  refundedCents?: number;
}) {
  const paid = payments.reduce((sum, payment) => sum + payment.amount_cents, 0);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {payments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No payments yet.</Typography>
      ) : (
        <DataTable
          label="Payments"
          columns={columns}
          rows={payments}
          rowKey={(payment) => `${payment.date}-${payment.method}-${payment.amount_cents}`}
        />
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
        }}
      >
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          Total paid
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
          {formatMoney(paid)}
        </Typography>
        {refundedCents > 0 && (
          <>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {REFUNDED_TO_CARD_LABEL}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
              {formatMoney(refundedCents)}
            </Typography>
          </>
        )}
        <Typography component="dt" sx={{ color: 'text.secondary' }}>
          Balance due
        </Typography>
        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
          {formatMoney(balanceCents)}
        </Typography>
      </Box>
    </Box>
  );
}
