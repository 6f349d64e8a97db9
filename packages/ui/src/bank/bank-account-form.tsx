import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { BANK_ACCOUNT_MAX, BANK_ACCOUNT_MIN, BANK_ROUTING_LENGTH, bankAccountInputSchema } from '@dental/domain';
import { formSubmit } from '../components/form-submit';
import { FormSelect, FormText } from '../forms/form-fields';
import { bindServerErrors } from '../forms/server-field-errors';
import { failureMessage } from './bank-failure';

type AccountInput = z.input<typeof bankAccountInputSchema>;
type AccountOutput = z.output<typeof bankAccountInputSchema>;

const FIELDS = [
  'routing_number',
  'confirm_routing_number',
  'account_number',
  'confirm_account_number',
  'account_type',
] as const;

const ACCOUNT_TYPE_OPTIONS = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
] as const;

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export interface BankAccountFormProps {
  /** Sends the account with the form's key (the portal's own call); rejects with the call's ApiError. */
  onSave: (account: AccountOutput & { idempotency_key: string }) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * spec §5: the routing number (9 digits) and the account number (4 to 17), each typed twice. The form's key is
 * made once: sent again after a lost answer, it adds the account once and sends one pair of deposits.
 */
export function BankAccountForm({ onSave, onCancel }: BankAccountFormProps) {
  const [key] = useState(() => crypto.randomUUID());
  const { control, handleSubmit, setError, formState } = useForm<AccountInput, unknown, AccountOutput>({
    resolver: zodResolver(bankAccountInputSchema),
    defaultValues: {
      routing_number: '',
      confirm_routing_number: '',
      account_number: '',
      confirm_account_number: '',
      account_type: 'checking',
    },
  });
  const onSubmit = handleSubmit(async (account) => {
    try {
      await onSave({ ...account, idempotency_key: key });
    } catch (error) {
      bindServerErrors(error, FIELDS, setError);
      const message = failureMessage(error);
      if (message) setError('root', { message });
    }
  });
  const busy = formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Bank account">
      <Stack spacing={2}>
        {formState.errors.root?.message && <Alert severity="error">{formState.errors.root.message}</Alert>}
        <Typography variant="body2">
          We send two small deposits (under $1.00 each) to this account. They reach it in 1 to 2 business days; enter
          them here to verify the account.
        </Typography>
        <Box sx={grid}>
          <FormText
            control={control}
            name="routing_number"
            label="Routing number"
            required
            inputMode="numeric"
            disabled={busy}
            helperText={`${BANK_ROUTING_LENGTH} digits`}
          />
          <FormText
            control={control}
            name="confirm_routing_number"
            label="Confirm routing number"
            required
            inputMode="numeric"
            disabled={busy}
          />
          <FormText
            control={control}
            name="account_number"
            label="Account number"
            required
            inputMode="numeric"
            disabled={busy}
            helperText={`${BANK_ACCOUNT_MIN} to ${BANK_ACCOUNT_MAX} digits`}
          />
          <FormText
            control={control}
            name="confirm_account_number"
            label="Confirm account number"
            required
            inputMode="numeric"
            disabled={busy}
          />
          <FormSelect
            control={control}
            name="account_type"
            label="Account type"
            options={ACCOUNT_TYPE_OPTIONS}
            required
            disabled={busy}
          />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={busy}>
            Add bank account
          </Button>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
