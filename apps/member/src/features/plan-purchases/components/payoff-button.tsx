import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMoney, type PlanPurchase } from '@dental/domain';
import { usePayoffBalance, type PayoffCard } from '../api/payoff-balance';

interface PayoffButtonProps {
  purchase: Pick<PlanPurchase, 'id' | 'balance_cents'>;
  /** The saved card chosen to pay with; null while none is chosen. */
  card: PayoffCard | null;
}

/**
 * spec §4, §7, §8: 'Pay off remaining balance' charges the chosen saved card; the banner shows the charging
 * message, then the success message. A decline stays on screen beside the button (and in the error toast).
 */
export function PayoffButton({ purchase, card }: PayoffButtonProps) {
  const payoff = usePayoffBalance(String(purchase.id));
  if (purchase.balance_cents === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>This plan is paid in full.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography>
        Remaining balance: <strong>{formatMoney(purchase.balance_cents)}</strong>
      </Typography>
      <Button
        variant="contained"
        disabled={card === null}
        loading={payoff.isPending}
        onClick={() => {
          if (card && !payoff.isPending) payoff.mutate(card);
        }}
      >
        Pay off remaining balance
      </Button>
      {card === null && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Choose or add a card to pay with.
        </Typography>
      )}
      {payoff.isError && (
        <Alert severity="error" variant="outlined">
          {payoff.error.message}
        </Alert>
      )}
    </Box>
  );
}
