import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { bankOwnerSchema, US_STATE_OPTIONS } from '@dental/domain';
import { formSubmit } from '../components/form-submit';
import { FormDate, FormSelect, FormText } from '../forms/form-fields';
import { bindServerErrors } from '../forms/server-field-errors';
import { failureMessage } from './bank-failure';

type OwnerInput = z.input<typeof bankOwnerSchema>;
type OwnerOutput = z.output<typeof bankOwnerSchema>;

const FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'ssn_last4',
] as const;

/** Every field empty; the state too (no choice: the select shows none). */
const EMPTY: DefaultValues<OwnerInput> = {
  first_name: '',
  last_name: '',
  date_of_birth: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  zip: '',
  ssn_last4: '',
};

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export interface BankOwnerFormProps {
  /** Sends the owner (the portal's own call); rejects with the call's ApiError. */
  onSave: (owner: OwnerOutput) => Promise<unknown>;
  onCancel?: () => void;
}

/** The account owner, the person responsible for the account: only what verification needs (decision 0060). */
export function BankOwnerForm({ onSave, onCancel }: BankOwnerFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<OwnerInput, unknown, OwnerOutput>({
    resolver: zodResolver(bankOwnerSchema),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(async (owner) => {
    try {
      await onSave(owner);
    } catch (error) {
      bindServerErrors(error, FIELDS, setError);
      const message = failureMessage(error);
      if (message) setError('root', { message });
    }
  });
  const busy = formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Account owner">
      <Stack spacing={2}>
        {formState.errors.root?.message && <Alert severity="error">{formState.errors.root.message}</Alert>}
        <Box sx={grid}>
          <FormText control={control} name="first_name" label="First name" required disabled={busy} />
          <FormText control={control} name="last_name" label="Last name" required disabled={busy} />
          <FormDate control={control} name="date_of_birth" label="Date of birth" required disabled={busy} />
          <FormText
            control={control}
            name="ssn_last4"
            label="Last 4 of SSN"
            required
            inputMode="numeric"
            disabled={busy}
            helperText="Only the last 4 digits are asked for and kept"
          />
          <FormText control={control} name="address_line_1" label="Address line 1" required disabled={busy} />
          <FormText control={control} name="address_line_2" label="Address line 2" disabled={busy} />
          <FormText control={control} name="city" label="City" required disabled={busy} />
          <FormSelect
            control={control}
            name="state"
            label="State"
            options={US_STATE_OPTIONS}
            required
            disabled={busy}
          />
          <FormText control={control} name="zip" label="Zip" required inputMode="numeric" disabled={busy} />
        </Box>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={busy}>
            Save owner
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
