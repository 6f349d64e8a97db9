import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { cardLabel, chargeConfirmation } from '@dental/domain';
import { EmptyState, LoadError, LoadingLines, SectionCard, useHydrated } from '@dental/ui';
import { useChargeVisitCard, useVisitCards } from '../api/visits';

// The confirmation (a dialog, the call made here) loads when Charge card is clicked: it kept the visit details
// chunk over its 100 KB budget once Void visit asked first too (issue 26 item 11).
const ConfirmCharge = lazy(() => import('./charge-card-confirm').then((m) => ({ default: m.ConfirmCharge })));

/**
 * Decision 0033: the member's share charged to a card the household saved (brand and last four only), after a
 * confirmation naming amount and card. Shown while the share is unpaid and above zero.
 */
export function ChargeCardOnFile({ visitId, owed }: { visitId: number; owed: number }) {
  const cards = useVisitCards(visitId, true);
  // Drawn at the server (decision 0063), the saved cards are on screen before React listens: their choice is
  // inert until hydrated (FormControl's own disabled={false} reaches each radio, past UntilHydrated's default).
  const hydrated = useHydrated();
  const charge = useChargeVisitCard(visitId);
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
              inert={!hydrated}
              aria-labelledby="saved-cards-label"
              value={String(card.id)}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {list.map((c) => (
                <FormControlLabel key={c.id} value={String(c.id)} control={<Radio />} label={cardLabel(c)} />
              ))}
            </RadioGroup>
          </FormControl>
          <Button
            variant="contained"
            onClick={() => {
              // Each confirmation starts afresh (its own key, no last decline).
              charge.reset();
              setConfirming(true);
            }}
          >
            Charge card
          </Button>
        </Stack>
      )}
      {confirming && card && (
        <Suspense fallback={null}>
          <ConfirmCharge
            charge={charge}
            question={chargeConfirmation(owed, card)}
            card={card}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
