import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { recordEstimateVisitBodySchema, todayIsoDate, type PracticeEstimateDetails } from '@dental/domain';
import { ApiError, LoadError, SectionCard } from '@dental/ui';
import { VisitChoiceFields, useVisitChoicePicks } from '../../../shared/visit-form/visit-choices';
import { issuesToErrors, type FormErrors } from '../../../shared/visit-form/patient-finder';
import { VoidCard } from '../../../shared/void-card';
import { useSingleFlight } from '../../../shared/single-flight';
import { useRecordEstimateVisit, useSendEstimate, useVoidEstimate } from '../api/estimates';

const errorText = (error: Error | null) => (error ? error.message : null);

/** Send a draft to the patient (the member sees it in Estimates and is notified). */
function SendEstimate({ id }: { id: number }) {
  const send = useSendEstimate(id);
  const once = useSingleFlight();
  return (
    <SectionCard title="Send to the patient" id="estimate-send">
      <Typography variant="body2" sx={{ mb: 2 }}>
        The patient sees it in the member portal’s Estimates and gets a notification.
      </Typography>
      <Button
        variant="contained"
        disabled={send.isPending || send.isSuccess || undefined}
        onClick={() => once('send', () => send.mutateAsync())}
      >
        {send.isPending ? 'Sending…' : 'Send estimate'}
      </Button>
      {send.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(send.error)}
        </Alert>
      )}
    </SectionCard>
  );
}

/** The patient accepted: the lines become a visit on the date given (default today), once. */
function RecordAsVisit({ id }: { id: number }) {
  const navigate = useNavigate();
  const picks = useVisitChoicePicks();
  const record = useRecordEstimateVisit(id);
  const [date, setDate] = useState(todayIsoDate);
  const [errors, setErrors] = useState<FormErrors>({});
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const serverErrors: FormErrors = record.error instanceof ApiError ? record.error.fieldErrors : {};
  const otherError = record.isError && Object.keys(serverErrors).length === 0 ? errorText(record.error) : null;
  return (
    <SectionCard title="Record as visit" id="estimate-visit">
      {picks.choices.isError && (
        <LoadError what="the dentists and locations" onRetry={() => void picks.choices.refetch()} />
      )}
      <Box
        component="form"
        noValidate
        aria-label="Record as visit"
        onSubmit={(e) => {
          e.preventDefault();
          if (record.isPending) return;
          const parsed = recordEstimateVisitBodySchema.safeParse({
            dentist_id: picks.dentistId ? Number(picks.dentistId) : undefined,
            location_id: picks.locationId ? Number(picks.locationId) : undefined,
            appointment_date: date,
            idempotency_key: idempotencyKey,
          });
          if (!parsed.success) {
            setErrors(issuesToErrors(parsed.error.issues));
            return;
          }
          setErrors({});
          record.mutate(parsed.data, {
            onSuccess: (estimate) => {
              if (estimate.visit_id !== null) void navigate(`/visits/${estimate.visit_id}`);
            },
          });
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <VisitChoiceFields picks={picks} date={date} onDateChange={setDate} errors={{ ...serverErrors, ...errors }} />
        <Button
          type="submit"
          variant="contained"
          disabled={record.isPending || record.isSuccess || undefined}
          sx={{ mt: 1 }}
        >
          {record.isPending ? 'Recording…' : 'Record as visit'}
        </Button>
      </Box>
      {otherError && <Alert severity="error">{otherError}</Alert>}
    </SectionCard>
  );
}

/** Withdraw the estimate (kept, with why); the member no longer sees it. */
function VoidEstimate({ id }: { id: number }) {
  const voidEstimate = useVoidEstimate(id);
  return (
    <VoidCard
      title="Void this estimate"
      id="estimate-void"
      action="Void estimate"
      question="Void this estimate?"
      hint="The estimate is kept; the patient no longer sees it"
      mutation={voidEstimate}
    />
  );
}

/** Whether an estimate can still be recorded as a visit (its form asks for the practice's dentists and locations). */
export const canRecordAsVisit = (estimate: PracticeEstimateDetails) =>
  (estimate.status === 'draft' || estimate.status === 'sent') && !estimate.expired;

/** What can be done with the estimate now: send a draft, record an open one as a visit, void an open one. */
export function EstimateActions({ estimate }: { estimate: PracticeEstimateDetails }) {
  const open = estimate.status === 'draft' || estimate.status === 'sent';
  if (!open) return null;
  return (
    <Stack spacing={3}>
      {estimate.status === 'draft' && !estimate.expired && <SendEstimate id={estimate.id} />}
      {!estimate.expired && <RecordAsVisit id={estimate.id} />}
      <VoidEstimate id={estimate.id} />
    </Stack>
  );
}
