import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { SavedCard } from '@dental/domain';
import { ApiError, DraggableDialog, useHello } from '@dental/ui';
import { useAddSavedCard } from '../api/saved-cards';
import { OfflineCardForm } from './offline-card-form';
import { StripeCardForm } from './stripe-card-form';

interface CardAddDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the saved card (the dialog then closes itself through onClose). */
  onAdded: (card: SavedCard) => void;
}

/**
 * spec §2 "credit card add dialog": a card is tokenized (Stripe.js Elements when the start-up response has
 * a Stripe key, else the offline gateway's form posting only to our own endpoint), then saved to the household.
 */
export function CardAddDialog({ open, onClose, onAdded }: CardAddDialogProps) {
  const formId = useId();
  const publicKey = useHello()?.stripe_public_api_key ?? null;
  const add = useAddSavedCard();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (paymentMethodId: string) => {
    setFailure(null);
    setSaving(true);
    try {
      const card = await add.mutateAsync({ payment_method_id: paymentMethodId });
      onAdded(card);
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DraggableDialog open={open} title="Add a card" onClose={onClose} maxWidth="xs" fullWidth>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          We keep only the card&apos;s brand, last four digits and expiry date.
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {publicKey ? (
          <StripeCardForm formId={formId} publicKey={publicKey} onTokenized={save} />
        ) : (
          <OfflineCardForm formId={formId} onTokenized={save} disabled={saving} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={saving}>
          Save card
        </Button>
      </DialogActions>
    </DraggableDialog>
  );
}
