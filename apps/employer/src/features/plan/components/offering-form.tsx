import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  STANDARD_PLAN_TYPES,
  nextFirstOfMonth,
  planOfferingFormSchema,
  standardPlanLabel,
  type PlanOfferingRequest,
} from '@dental/domain';
import { ApiError, bindServerErrors, FormDate, FormSelect, formSubmit, FormText, useNotifications } from '@dental/ui';
import { schemaResolver } from '../../../shared/schema-resolver';
import { useAddPlanOffering } from '../api/plan';

interface OfferingFormValues {
  employee_class: string;
  plan_type: string;
  effective_date: string;
  /** Dollars as typed ('45.00'); sent as cents. */
  monthly_price: string;
}

const PLAN_TYPE_OPTIONS = STANDARD_PLAN_TYPES.map((type) => ({ value: type, label: standardPlanLabel(type) }));
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * Issue 27 item 2: schedules a plan change for a class (blank: every class) from a first of a month not before
 * `today` (the server's day, from the plan it answered). The price is typed in dollars and sent in cents.
 */
export function OfferingForm({ today }: { today: string }) {
  const notifications = useNotifications();
  const add = useAddPlanOffering();
  const resolver = useMemo(
    () => schemaResolver<OfferingFormValues, PlanOfferingRequest>(planOfferingFormSchema(today)),
    [today],
  );
  const empty = useMemo(
    () => ({ employee_class: '', plan_type: '', effective_date: nextFirstOfMonth(today), monthly_price: '' }),
    [today],
  );
  const { control, handleSubmit, setError, reset, formState } = useForm<
    OfferingFormValues,
    unknown,
    PlanOfferingRequest
  >({ resolver, defaultValues: empty });
  const onSubmit = handleSubmit(async (request) => {
    try {
      await add.mutateAsync(request);
      notifications.notify({ severity: 'success', message: 'The plan change is scheduled' });
      reset(empty);
    } catch (error) {
      bindServerErrors(error, ['employee_class', 'plan_type', 'effective_date'], setError);
      // The server names the price in cents; the form's field is in dollars.
      const price = error instanceof ApiError ? error.fieldErrors.monthly_price_cents : undefined;
      if (price) setError('monthly_price', { message: price });
    }
  });
  const busy = formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={formSubmit(onSubmit)} aria-label="Schedule a plan change">
      <Box sx={grid}>
        <FormText
          control={control}
          name="employee_class"
          label="Employee class"
          disabled={busy}
          helperText="Leave empty for every class without a plan of its own"
        />
        <FormSelect
          control={control}
          name="plan_type"
          label="Plan"
          options={PLAN_TYPE_OPTIONS}
          required
          disabled={busy}
        />
        <FormDate control={control} name="effective_date" label="Takes effect on" required disabled={busy} />
        <FormText
          control={control}
          name="monthly_price"
          label="Monthly price per member ($)"
          required
          disabled={busy}
          helperText="In dollars, such as 45.00"
        />
      </Box>
      <Button type="submit" variant="contained" loading={busy} sx={{ mt: 2 }}>
        Schedule change
      </Button>
    </Box>
  );
}
