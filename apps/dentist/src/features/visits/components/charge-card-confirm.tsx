import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { VisitCard } from '@dental/domain';
import { ApiError } from '@dental/ui';
import type { useChargeVisitCard } from '../api/visits';

/** The confirmation: names amount and card; its key is made when it opens, so a double click charges once. */
export function ConfirmCharge({
  charge,
  question,
  card,
  onClose,
}: {
  /** The charge call, made by the page: this chunk carries the dialog only (it loads when asked). */
  charge: ReturnType<typeof useChargeVisitCard>;
  /** What is asked (chargeConfirmation: the amount and the card), said by the page. */
  question: string;
  card: VisitCard;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
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
