import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NO_RESULTS_FOUND, formatIsoDate, formatMoney, type PlanPurchase } from '@dental/domain';
import { PaymentStatusChip } from './payment-status-chip';
import { coveredLine, nextPaymentLine, payNowHref, purchaseHref } from './purchase-words';
import { useWording } from '../../../shared/hooks/use-wording';

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  // A <dl> may hold only one level of <div> around each term and its value (axe definition-list).
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? { xs: '1 / -1', md: 'auto' } : undefined }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function PurchaseCard({ purchase }: { purchase: PlanPurchase }) {
  const headingId = `purchase-${purchase.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.0625rem', flex: 1, minWidth: 0 }}>
          <Link component={RouterLink} to={purchaseHref(purchase.id)}>
            {purchase.plan_name}
          </Link>
        </Typography>
        <PaymentStatusChip status={purchase.payment_status} />
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
        {purchase.practice_name} · {purchase.status} · {formatIsoDate(purchase.start_date)} to{' '}
        {formatIsoDate(purchase.end_date)}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gap: 1.5, m: 0, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' } }}
      >
        <Fact label="Covers" value={coveredLine(purchase) || '—'} wide />
        <Fact label="Next payment" value={nextPaymentLine(purchase)} />
        <Fact label="Balance" value={formatMoney(purchase.balance_cents)} />
      </Box>
      {purchase.payment_status === 'Past due' && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button
              component={RouterLink}
              to={payNowHref(purchase.id)}
              color="inherit"
              size="small"
              aria-label={`Pay now for ${purchase.plan_name}`}
            >
              Pay now
            </Button>
          }
        >
          A payment of this plan is past due.
        </Alert>
      )}
    </Paper>
  );
}

/** spec §3 and issue 7: the purchases, each with practice, plan, covered people, next payment and balance. */
export function PurchasesList({ purchases }: { purchases: PlanPurchase[] }) {
  const word = useWording();
  if (purchases.length === 0) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
        {NO_RESULTS_FOUND}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={word('Plan purchases')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
    >
      {purchases.map((purchase) => (
        <PurchaseCard key={purchase.id} purchase={purchase} />
      ))}
    </Box>
  );
}
