import Box from '@mui/material/Box';
import { formatIsoDate, formatMoney, type PlanPurchase } from '@dental/domain';
import { coveredLine, nextPaymentLine } from './purchase-words';
import { Detail } from '@dental/ui';

/** Issue 7: what a purchase is: practice, plan, term, covered people and where its payments stand. */
export function PurchaseSummary({ purchase }: { purchase: PlanPurchase }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gap: 2, m: 0, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <Detail label="Practice" value={purchase.practice_name} />
      <Detail label="Status" value={purchase.status} />
      <Detail label="Term" value={`${formatIsoDate(purchase.start_date)} to ${formatIsoDate(purchase.end_date)}`} />
      <Detail label="Covers" value={coveredLine(purchase)} wide />
      <Detail label="Total" value={formatMoney(purchase.total_cents)} />
      <Detail label="Balance" value={formatMoney(purchase.balance_cents)} />
      <Detail label="Next payment" value={nextPaymentLine(purchase)} />
    </Box>
  );
}
