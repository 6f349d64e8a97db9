import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { cardLabel, chargeConfirmation, type VisitCard } from '@dental/domain';
import { ApiError, EmptyState, LoadError, LoadingLines, SectionCard } from '@dental/ui';
import { useChargeVisitCard, useVisitCards } from '../api/visits';

/** The confirmation: names amount and card; its key is made when it opens, so a double click charges once. */
function ConfirmCharge({
  visitId,
  owed,
  card,
  onClose,
}: {
  visitId: number;
  owed: number;
  card: VisitCard;
  onClose: () => void;
}) {
  const charge = useChargeVisitCard(visitId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const question = chargeConfirmation(owed, card);
  // A decline is final for this confirmation (the same key answers it again); after a timeout (502) or a lost
  // connection the same confirmation is sent again: the server and the gateway make it one charge.
  const declined = charge.error instanceof ApiError && charge.error.status === 402;
  return (
    <Dialog open onClose={charge.isPending ? undefined : onClose} aria-labelledby="charge-card-title">
      <DialogTitle id="charge-card-title">Charge card on file</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
        {charge.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {charge.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={charge.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={charge.isPending || declined}
          onClick={() => {
            if (!charge.isPending) charge.mutate({ card_id: card.id, idempotency_key: idempotencyKey });
          }}
        >
          Charge
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Decision 0033: the member's share charged to a card the household saved (brand and last four only), after a
 * confirmation naming amount and card. Shown while the share is unpaid and above zero.
 */
export function ChargeCardOnFile({ visitId, owed }: { visitId: number; owed: number }) {
  const cards = useVisitCards(visitId, true);
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = cards.data ?? [];
  const card = list.find((c) => c.id === chosen) ?? list[0];
  return (
    <SectionCard title="Charge card on file" id="visit-card-charge">
      {cards.isPending ? (
        <LoadingLines lines={2} label="Loading the saved cards" />
      ) : cards.isError ? (
        <LoadError what="the saved cards" onRetry={() => void cards.refetch()} />
      ) : !card ? (
        <EmptyState>The member has no saved card. They can add one in the member portal.</EmptyState>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FormControl>
            <FormLabel id="saved-cards-label">Saved cards</FormLabel>
            <RadioGroup
              aria-labelledby="saved-cards-label"
              value={String(card.id)}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {list.map((c) => (
                <FormControlLabel key={c.id} value={String(c.id)} control={<Radio />} label={cardLabel(c)} />
              ))}
            </RadioGroup>
          </FormControl>
          <Button variant="contained" onClick={() => setConfirming(true)}>
            Charge card
          </Button>
        </Stack>
      )}
      {confirming && card && (
        <ConfirmCharge visitId={visitId} owed={owed} card={card} onClose={() => setConfirming(false)} />
      )}
    </SectionCard>
  );
}
