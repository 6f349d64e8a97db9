import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney, type TransactionTotals } from '@dental/domain';
import { useWording } from '../../../shared/hooks/use-wording';

/** Issue 5: what was billed, what the plan paid and the member's share over the whole filtered set (every page). */
export function ReceiptTotals({ totals }: { totals: TransactionTotals }) {
  const word = useWording();
  const items = [
    { label: 'Total billed', cents: totals.billed_cents },
    { label: word('Total plan paid'), cents: totals.plan_cents },
    // Issue 26 item 5: the member's share of the visits, paid or not (a row says which), not what was paid.
    { label: 'Your total share', cents: totals.member_cents },
  ];
  return (
    <Paper component="section" variant="outlined" aria-label="Totals of the filtered receipts" sx={{ p: 2, mb: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1, m: 0 }}
      >
        {items.map((item) => (
          <Box key={item.label}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.125rem' }}>
              {formatMoney(item.cents)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
