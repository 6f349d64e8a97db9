import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { formatMoney, type PlanPurchase } from '@dental/domain';
import { ApiError, DraggableDialog } from '@dental/ui';
import { usePayoffBalance, type PayoffCard } from '../api/payoff-balance';

interface PayoffButtonProps {
  purchase: Pick<PlanPurchase, 'id' | 'balance_cents'>;
  /** The saved card chosen to pay with; null while none is chosen. */
  card: PayoffCard | null;
}

/** Issue 17: the question before the charge, naming the amount and the card: 'Charge $385.00 to Visa ending 4242?' */
export function payoffQuestion(balanceCents: number, card: Pick<PayoffCard, 'brand' | 'last4'>): string {
  return `Charge ${formatMoney(balanceCents)} to ${card.brand === 'Unknown' ? 'the card' : card.brand} ending ${card.last4}?`;
}

/** The attempt's key stays for a retry after a lost answer; a new card or an answered attempt gets a new one. */
function useAttemptKey(card: PayoffCard | null) {
  const [attempt, setAttempt] = useState(() => ({ key: crypto.randomUUID(), card: card?.paymentMethodId ?? null }));
  const current = card?.paymentMethodId ?? null;
  const key = attempt.card === current ? attempt.key : null;
  return {
    key: () => {
      if (key !== null) return key;
      const fresh = crypto.randomUUID();
      setAttempt({ key: fresh, card: current });
      return fresh;
    },
    renew: () => setAttempt({ key: crypto.randomUUID(), card: current }),
  };
}

/**
 * spec §4, §7, §8: 'Pay off remaining balance' asks first (amount and card), then charges the chosen saved
 * card; the banner shows the charging message, then the success message. A decline shows beside the button
 * only (issue 17: one channel per error).
 */
export function PayoffButton({ purchase, card }: PayoffButtonProps) {
  const payoff = usePayoffBalance(String(purchase.id));
  const attemptKey = useAttemptKey(card);
  const [asking, setAsking] = useState(false);
  if (purchase.balance_cents === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>This plan is paid in full.</Typography>;
  }
  const charge = () => {
    setAsking(false);
    if (!card || payoff.isPending) return;
    payoff.mutate(
      { card, idempotencyKey: attemptKey.key() },
      {
        onSuccess: attemptKey.renew,
        onError: (error) => {
          // Answered (a decline, nothing owed): the next attempt is a new one. Unanswered: retry with the same key.
          if (error instanceof ApiError && error.status !== undefined && error.status < 500) attemptKey.renew();
        },
      },
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography>
        Remaining balance: <strong>{formatMoney(purchase.balance_cents)}</strong>
      </Typography>
      <Button variant="contained" disabled={card === null} loading={payoff.isPending} onClick={() => setAsking(true)}>
        Pay off remaining balance
      </Button>
      {card === null && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Choose or add a card to pay with.
        </Typography>
      )}
      {payoff.isError && (
        <Alert severity="error" variant="outlined" role="alert">
          {payoff.error.message}
        </Alert>
      )}
      {card && (
        <DraggableDialog
          open={asking}
          title="Pay off remaining balance"
          onClose={() => setAsking(false)}
          maxWidth="xs"
          fullWidth
        >
          <DialogContent>
            <DialogContentText>{payoffQuestion(purchase.balance_cents, card)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>Cancel</Button>
            <Button variant="contained" onClick={charge}>
              Charge {formatMoney(purchase.balance_cents)}
            </Button>
          </DialogActions>
        </DraggableDialog>
      )}
    </Box>
  );
}
