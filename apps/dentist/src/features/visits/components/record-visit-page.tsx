import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { recordVisitBodySchema, todayIsoDate } from '@dental/domain';
import { LoadError, PageTitle, SectionCard, UntilHydrated } from '@dental/ui';
import { useRecordVisit } from '../api/visits';
import { PatientFinder } from '../../../shared/visit-form/patient-finder';
import { useVisitLinesForm } from '../../../shared/visit-form/use-visit-lines-form';
import { SaveFooter, VisitLinesCard } from '../../../shared/visit-form/visit-lines-card';
import { VisitChoiceFields, useVisitChoicePicks } from '../../../shared/visit-form/visit-choices';

/**
 * Issue 16 item 4: record a visit, for a front desk doing ten patients an hour. The patient is found by member
 * id and date of birth (prefilled from the Eligibility page's link), the lines are priced in the browser by
 * `priceVisitLines` (the server's own function) as they are typed, and the form's idempotency key is made once:
 * a double click saves one visit. Drawn at the server (decision 0063): its fields and buttons take typing and
 * clicks once React has hydrated them.
 */
export function RecordVisitPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [appointmentDate, setAppointmentDate] = useState(todayIsoDate);
  const picks = useVisitChoicePicks();
  const record = useRecordVisit();
  const form = useVisitLinesForm(search, appointmentDate, record.error);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    const body = form.parse(recordVisitBodySchema, {
      dentist_id: picks.dentistId ? Number(picks.dentistId) : undefined,
      location_id: picks.locationId ? Number(picks.locationId) : undefined,
      appointment_date: appointmentDate,
    });
    if (body) record.mutate(body, { onSuccess: (visit) => void navigate(`/visits/${visit.id}`) });
  };

  return (
    <Stack spacing={3}>
      <PageTitle lead="Find the patient, add the procedures, save once.">Record a visit</PageTitle>
      <UntilHydrated>
        <PatientFinder {...form.finder} />
        <Box component="form" noValidate onSubmit={save} aria-label="Visit">
          <Stack spacing={3}>
            <SectionCard title="Visit" id="visit-details">
              {picks.choices.isError && (
                <LoadError what="the dentists and locations" onRetry={() => void picks.choices.refetch()} />
              )}
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
                <VisitChoiceFields
                  picks={picks}
                  date={appointmentDate}
                  onDateChange={setAppointmentDate}
                  errors={form.shown}
                />
              </Box>
            </SectionCard>
            <VisitLinesCard id="visit-procedures" totalsTestId="visit-totals" form={form} />
            <SaveFooter label="Save visit" {...record} />
          </Stack>
        </Box>
      </UntilHydrated>
    </Stack>
  );
}
