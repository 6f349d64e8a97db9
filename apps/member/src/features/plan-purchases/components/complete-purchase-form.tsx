import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { confirmPlanPurchaseRequestSchema, formatMoney, type InOfficePlan, type PlanPurchase } from '@dental/domain';
import { ApiError, bindServerErrors, formSubmit } from '@dental/ui';
import { useConfirmPlanPurchase } from '../api/confirm-plan-purchase';
import type { CoverChoice } from './cover-choices';
import { purchaseHref } from './purchase-words';

// The domain's confirm rule without what the page supplies itself (the plan and the attempt's key); the
// terms box starts unticked, and the domain rule still decides (it must be true).
const formSchema = confirmPlanPurchaseRequestSchema
  .omit({ plan_id: true, idempotency_key: true })
  .extend({ terms_accepted: z.boolean().pipe(confirmPlanPurchaseRequestSchema.shape.terms_accepted) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['covered_patient_ids', 'payment_mode', 'payment_method_id', 'terms_accepted'] as const;

/** A fresh idempotency key for one checkout attempt. */
function newAttemptKey(): string {
  return crypto.randomUUID();
}

interface CompletePurchaseFormProps {
  plan: InOfficePlan;
  /** The household, each with why the plan cannot cover them (issue 17: eligibility, already held). */
  choices: CoverChoice[];
  /** The card choice (the payments feature), bound to the form's payment_method_id. */
  renderCardChoice: (
    value: string | null,
    onChange: (paymentMethodId: string | null) => void,
    disabled: boolean,
  ) => ReactNode;
  onPurchased: (purchase: PlanPurchase) => void;
}

/**
 * Issue 7 /complete-plan-purchase: who the plan covers, pay in full or monthly, the card, the terms, confirm.
 * One idempotency key per attempt: a double click or a retry after a lost answer buys once; a refused
 * attempt (4xx: nothing was made) gets a new key.
 */
export function CompletePurchaseForm({ plan, choices, renderCardChoice, onPurchased }: CompletePurchaseFormProps) {
  const firstOpen = choices.find((choice) => choice.reason === null);
  const confirm = useConfirmPlanPurchase();
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      covered_patient_ids: firstOpen ? [firstOpen.person.id] : [],
      payment_mode: 'full',
      payment_method_id: '',
      terms_accepted: false,
    },
  });
  const busy = formState.isSubmitting || confirm.isPending;
  const dueToday =
    useWatch({ control, name: 'payment_mode' }) === 'monthly' ? plan.monthly_price_cents : plan.price_cents;

  const onSubmit = handleSubmit(async (values) => {
    if (confirm.isPending) return;
    try {
      const purchase = await confirm.mutateAsync({ ...values, plan_id: plan.id, idempotency_key: attemptKey });
      onPurchased(purchase);
    } catch (error) {
      // This form is the one place its errors show (issue 17: no toast as well).
      if (!(error instanceof ApiError)) {
        setError('root', { message: error instanceof Error ? error.message : String(error) });
        return;
      }
      if (error.status !== undefined && error.status >= 400 && error.status < 500) setAttemptKey(newAttemptKey());
      bindServerErrors(error, FIELDS, setError);
      if (Object.keys(error.fieldErrors).length === 0) setError('root', { message: error.message });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Complete your purchase">
      <Stack spacing={3}>
        {formState.errors.root?.message && (
          <Alert severity="error" role="alert">
            {formState.errors.root.message}
          </Alert>
        )}
        <Controller
          name="covered_patient_ids"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={fieldState.invalid} disabled={busy}>
              <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                Who the plan covers
              </FormLabel>
              <FormGroup>
                {choices.map(({ person, reason, heldPurchaseId }) => (
                  <Box key={person.id}>
                    <FormControlLabel
                      label={person.name}
                      disabled={reason !== null}
                      control={
                        <Checkbox
                          checked={field.value.includes(person.id)}
                          slotProps={{
                            input: { 'aria-describedby': reason ? `cover-reason-${person.id}` : undefined },
                          }}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, person.id]
                                : field.value.filter((id) => id !== person.id),
                            )
                          }
                        />
                      }
                    />
                    {reason && (
                      <FormHelperText
                        id={`cover-reason-${person.id}`}
                        sx={{ mt: -0.5, ml: 4, color: 'text.secondary' }}
                      >
                        {reason}
                        {heldPurchaseId !== null && (
                          <>
                            {' '}
                            <Link component={RouterLink} to={purchaseHref(heldPurchaseId)} underline="always">
                              View the purchase
                            </Link>
                          </>
                        )}
                      </FormHelperText>
                    )}
                  </Box>
                ))}
              </FormGroup>
              {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <Controller
          name="payment_mode"
          control={control}
          render={({ field }) => (
            <FormControl component="fieldset" disabled={busy}>
              <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
                How to pay
              </FormLabel>
              <RadioGroup value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                <FormControlLabel
                  value="full"
                  control={<Radio />}
                  label={`Pay in full: ${formatMoney(plan.price_cents)} today`}
                />
                <FormControlLabel
                  value="monthly"
                  control={<Radio />}
                  label={`Monthly: ${plan.term_months} instalments of ${formatMoney(plan.monthly_price_cents)}, the first today`}
                />
              </RadioGroup>
            </FormControl>
          )}
        />
        <Controller
          name="payment_method_id"
          control={control}
          render={({ field, fieldState }) => (
            <Box>
              {renderCardChoice(field.value || null, (id) => field.onChange(id ?? ''), busy)}
              {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
            </Box>
          )}
        />
        <Controller
          name="terms_accepted"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={fieldState.invalid} disabled={busy}>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                The plan runs for {plan.term_months} months from today at {plan.practice.name}. Monthly instalments are
                charged to the card on their due dates; a failed charge is retried and then marked past due. You can
                turn auto renew off at any time in Plan purchases.
              </Typography>
              <FormControlLabel
                label="I accept the plan's terms"
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              />
              {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button type="submit" variant="contained" size="large" loading={busy}>
            Confirm purchase
          </Button>
          <Typography>
            Due today: <strong>{formatMoney(dueToday)}</strong>
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
