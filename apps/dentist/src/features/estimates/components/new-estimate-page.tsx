import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  ESTIMATE_DEFAULT_VALID_DAYS,
  ESTIMATE_MAX_VALID_DAYS,
  addDaysIso,
  createEstimateBodySchema,
  todayIsoDate,
} from '@dental/domain';
import { DateInput, PageTitle, SectionCard, UntilHydrated } from '@dental/ui';
import { PatientFinder } from '../../../shared/visit-form/patient-finder';
import { useVisitLinesForm } from '../../../shared/visit-form/use-visit-lines-form';
import { SaveFooter, VisitLinesCard } from '../../../shared/visit-form/visit-lines-card';
import { useCreateEstimate } from '../api/estimates';

/**
 * Issue 16 item 5: make a pre-treatment estimate. The record-visit form's patient finder and line editor, the
 * lines priced in the browser by `priceVisitLines` against today's plan and accumulators (what the server saves),
 * an expiry date, and the form's idempotency key made once: a double click saves one estimate (a draft; it is
 * sent from its page). Drawn at the server (decision 0063): its fields and buttons take typing and clicks once
 * React has hydrated them.
 */
export function NewEstimatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const today = todayIsoDate();
  const [validUntil, setValidUntil] = useState(() => addDaysIso(today, ESTIMATE_DEFAULT_VALID_DAYS));
  const create = useCreateEstimate();
  const form = useVisitLinesForm(search, today, create.error);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const body = form.parse(createEstimateBodySchema, { valid_until: validUntil });
    if (body) create.mutate(body, { onSuccess: (estimate) => void navigate(`/estimates/${estimate.id}`) });
  };

  return (
    <Stack spacing={3}>
      <PageTitle lead="Find the patient, add the planned procedures, save, then send it to the patient.">
        Create an estimate
      </PageTitle>
      <UntilHydrated>
        <PatientFinder {...form.finder} />
        <Box component="form" noValidate onSubmit={save} aria-label="Estimate">
          <Stack spacing={3}>
            <VisitLinesCard id="estimate-procedures" totalsTestId="estimate-totals" form={form} />
            <SectionCard title="Expiry" id="estimate-expiry">
              <DateInput
                label="Valid until"
                value={validUntil}
                onChange={(e) => setValidUntil(e.target.value)}
                error={form.shown.valid_until !== undefined}
                helperText={form.shown.valid_until ?? `At most ${ESTIMATE_MAX_VALID_DAYS} days from today`}
                slotProps={{ htmlInput: { min: today, max: addDaysIso(today, ESTIMATE_MAX_VALID_DAYS) } }}
              />
            </SectionCard>
            <SaveFooter label="Save estimate" {...create} />
          </Stack>
        </Box>
      </UntilHydrated>
    </Stack>
  );
}
