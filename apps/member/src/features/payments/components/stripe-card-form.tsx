import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { loadStripe, type StripeCardElement, type StripeClient } from '../stripe/load-stripe';

interface StripeCardFormProps {
  formId: string;
  publicKey: string;
  onTokenized: (paymentMethodId: string) => Promise<void>;
}

/**
 * Stripe.js Elements' card field (a Stripe key in the start-up response): the number goes from the browser
 * to Stripe only; we get a payment method id. Script failures show spec §8's messages.
 */
export function StripeCardForm({ formId, publicKey, onTokenized }: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: StripeClient; card: StripeCardElement } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripe(publicKey)
      .then((client) => {
        if (cancelled || !mountRef.current) return;
        card = client.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        card.on('change', (event) => setError(event.error?.message ?? null));
        setStripe({ client, card });
      })
      .catch((failure: unknown) => {
        if (!cancelled) setLoadError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publicKey]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    const result = await stripe.client.createPaymentMethod({ type: 'card', card: stripe.card });
    if (result.error || !result.paymentMethod) {
      setError(result.error?.message ?? 'Invalid');
      return;
    }
    await onTokenized(result.paymentMethod.id);
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={(event) => {
        // The dialog is a portal inside the purchase form: React would bubble this submit to it (issue 17).
        event.stopPropagation();
        void onSubmit(event);
      }}
      aria-label="Card details"
    >
      <Typography variant="body2" sx={{ display: 'block', mb: 1, color: 'text.secondary' }}>
        Card
      </Typography>
      <Box
        ref={mountRef}
        aria-busy={stripe === null}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 44 }}
      />
      {stripe === null && (
        <Typography role="status" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          Loading the secure card field…
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
