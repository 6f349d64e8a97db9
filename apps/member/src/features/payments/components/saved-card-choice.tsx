import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import AddCardRounded from '@mui/icons-material/AddCardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { SavedCard } from '@dental/domain';
import { useRemoveSavedCard, useSavedCards } from '../api/saved-cards';
import { cardExpiry, cardName } from './card-words';
import { LoadError, LoadingLines } from '@dental/ui';

// spec §2: the credit card add dialog is its own chunk (and Stripe.js loads only once it opens).
const CardAddDialog = lazy(() => import('./card-add-dialog').then((m) => ({ default: m.CardAddDialog })));

interface SavedCardChoiceProps {
  /** The accessible name of the choice ('Card to pay with'). */
  label: string;
  /** The chosen card's payment method id; null when none. */
  value: string | null;
  onChange: (card: SavedCard | null) => void;
  /** The card to choose first when nothing is chosen yet (for example the purchase's own card). */
  preferred?: string | null;
  disabled?: boolean;
}

/** Issue 7: the household's saved cards to choose from, with add (the card dialog) and remove. */
export function SavedCardChoice({ label, value, onChange, preferred = null, disabled = false }: SavedCardChoiceProps) {
  const cards = useSavedCards();
  const remove = useRemoveSavedCard();
  const [adding, setAdding] = useState(false);
  const list = cards.data;

  // Choose the preferred (else the newest) card once the list is known; drop a choice that was removed.
  useEffect(() => {
    if (!list) return;
    if (value !== null && list.some((card) => card.payment_method_id === value)) return;
    const next = list.find((card) => card.payment_method_id === preferred) ?? list[0] ?? null;
    if ((next?.payment_method_id ?? null) !== value) onChange(next);
  }, [list, value, preferred, onChange]);

  const labelId = `${label.replace(/\W+/g, '-').toLowerCase()}-label`;
  return (
    <Box>
      <Typography id={labelId} sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {cards.isPending && <LoadingLines lines={2} label="Loading your cards" />}
      {cards.isError && <LoadError what="your saved cards" onRetry={() => void cards.refetch()} />}
      {list && list.length === 0 && (
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>You have no saved cards yet.</Typography>
      )}
      {list && list.length > 0 && (
        <RadioGroup
          aria-labelledby={labelId}
          value={value ?? ''}
          onChange={(event) => onChange(list.find((card) => card.payment_method_id === event.target.value) ?? null)}
        >
          {list.map((card) => (
            <Box key={card.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <FormControlLabel
                value={card.payment_method_id}
                disabled={disabled}
                control={<Radio />}
                label={`${cardName(card)}, expires ${cardExpiry(card)}`}
                sx={{ flex: 1, minWidth: 0, mr: 0 }}
              />
              <IconButton
                aria-label={`Remove ${cardName(card)}`}
                disabled={disabled || remove.isPending}
                onClick={() => remove.mutate(card)}
              >
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </RadioGroup>
      )}
      <Button startIcon={<AddCardRounded />} onClick={() => setAdding(true)} disabled={disabled} sx={{ mt: 1 }}>
        Add a card
      </Button>
      {adding && (
        <Suspense fallback={null}>
          <CardAddDialog open onClose={() => setAdding(false)} onAdded={(card) => onChange(card)} />
        </Suspense>
      )}
    </Box>
  );
}
