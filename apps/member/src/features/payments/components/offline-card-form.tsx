import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { formatExpiryInput, offlineTokenizeRequestSchema } from '@dental/domain';
import { ApiError, bindServerErrors, FormText } from '@dental/ui';
import { useOfflineTokenize } from '../api/offline-tokenize';

type FormInput = z.input<typeof offlineTokenizeRequestSchema>;
type FormOutput = z.output<typeof offlineTokenizeRequestSchema>;
const FIELDS = ['card_number', 'expiry', 'cvc'] as const;

interface OfflineCardFormProps {
  /** The form element's id, so the dialog's submit button can submit it. */
  formId: string;
  /** Called with the token's payment method id once the card is tokenized. */
  onTokenized: (paymentMethodId: string) => Promise<void>;
  disabled?: boolean;
}

/**
 * The offline gateway's card form (no Stripe key in the start-up response). The number is checked with the
 * domain rule (Luhn) here and again by our own tokenizing endpoint, the only place it is sent.
 */
export function OfflineCardForm({ formId, onTokenized, disabled = false }: OfflineCardFormProps) {
  const tokenize = useOfflineTokenize();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(offlineTokenizeRequestSchema),
    defaultValues: { card_number: '', expiry: '', cvc: '' },
  });
  const onSubmit = handleSubmit(async (request) => {
    try {
      const token = await tokenize.mutateAsync(request);
      await onTokenized(token.payment_method_id);
    } catch (error) {
      if (error instanceof ApiError) {
        bindServerErrors(error, FIELDS, setError);
        if (Object.keys(error.fieldErrors).length === 0) setError('root', { message: error.message });
      }
    }
  });
  const busy = disabled || formState.isSubmitting;
  return (
    // The dialog is a portal inside the purchase form: React would bubble this submit to it (issue 17).
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      aria-label="Card details"
    >
      <Stack spacing={2}>
        {formState.errors.root?.message && <Alert severity="error">{formState.errors.root.message}</Alert>}
        <FormText
          control={control}
          name="card_number"
          label="Card number"
          required
          disabled={busy}
          inputMode="numeric"
        />
        {/* One column on a phone: at 360 px two columns cut the labels short (issue 17). */}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <FormText
            control={control}
            name="expiry"
            label="Expiry (MM/YY)"
            required
            disabled={busy}
            inputMode="numeric"
            format={formatExpiryInput}
          />
          <FormText control={control} name="cvc" label="Security code" required disabled={busy} inputMode="numeric" />
        </Box>
      </Stack>
    </Box>
  );
}
