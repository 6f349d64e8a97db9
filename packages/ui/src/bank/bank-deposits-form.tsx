import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { bankDepositsSchema } from '@dental/domain';
import { formSubmit } from '../components/form-submit';
import { FormText } from '../forms/form-fields';
import { bindServerErrors } from '../forms/server-field-errors';
import { failureMessage } from './bank-failure';

type DepositsInput = z.input<typeof bankDepositsSchema>;
type DepositsOutput = z.output<typeof bankDepositsSchema>;
const FIELDS = ['first_deposit', 'second_deposit'] as const;

export interface BankDepositsFormProps {
  /** The account's last 4 digits and the tries left (said before the first try). */
  last4: string;
  attemptsLeft: number;
  /** Sends the two amounts as typed (the portal's own call); rejects with the call's ApiError. */
  onSave: (amounts: DepositsInput) => Promise<unknown>;
}

/** The two micro-deposits as the bank statement shows them ('0.32'), in either order. */
export function BankDepositsForm({ last4, attemptsLeft, onSave }: BankDepositsFormProps) {
  const { control, handleSubmit, setError, reset, getValues, formState } = useForm<
    DepositsInput,
    unknown,
    DepositsOutput
  >({
    resolver: zodResolver(bankDepositsSchema),
    defaultValues: { first_deposit: '', second_deposit: '' },
  });
  // The rule checked the amounts; they are sent as typed ('0.32'): the server reads them with the same rule.
  const onSubmit = handleSubmit(async () => {
    try {
      await onSave(getValues());
    } catch (error) {
      bindServerErrors(error, FIELDS, setError);
      const message = failureMessage(error);
      if (message) {
        reset({ first_deposit: '', second_deposit: '' });
        setError('root', { message });
      }
    }
  });
  const busy = formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Confirm the deposits">
      <Stack spacing={2}>
        {formState.errors.root?.message && (
          <Alert severity="error" role="alert">
            {formState.errors.root.message}
          </Alert>
        )}
        <Typography variant="body2">
          Two deposits under $1.00 were sent to the account ending {last4}. Enter both amounts as your bank statement
          shows them, in any order. {attemptsLeft} {attemptsLeft === 1 ? 'try' : 'tries'} left.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormText
            control={control}
            name="first_deposit"
            label="First deposit"
            required
            disabled={busy}
            helperText="For example 0.32"
          />
          <FormText control={control} name="second_deposit" label="Second deposit" required disabled={busy} />
        </Box>
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            Verify account
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
