import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  recordEstimateVisitBodySchema,
  todayIsoDate,
  voidEstimateBodySchema,
  type PracticeEstimateDetails,
} from '@dental/domain';
import { ApiError, LoadError, SectionCard } from '@dental/ui';
import { useVisitChoices } from '../../../shared/visit-form/visit-form-api';
import { issuesToErrors, type FormErrors } from '../../../shared/visit-form/patient-finder';
import { useRecordEstimateVisit, useSendEstimate, useVoidEstimate } from '../api/estimates';

const errorText = (error: Error | null) => (error ? error.message : null);

/** Send a draft to the patient (the member sees it in Estimates and is notified). */
function SendEstimate({ id }: { id: number }) {
  const send = useSendEstimate(id);
  return (
    <SectionCard title="Send to the patient" id="estimate-send">
      <Typography variant="body2" sx={{ mb: 2 }}>
        The patient sees it in the member portal’s Estimates and gets a notification.
      </Typography>
      <Button variant="contained" disabled={send.isPending} onClick={() => send.mutate()}>
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
  const choices = useVisitChoices();
  const record = useRecordEstimateVisit(id);
  const [dentist, setDentist] = useState('');
  const [location, setLocation] = useState('');
  const [date, setDate] = useState(todayIsoDate);
  const [errors, setErrors] = useState<FormErrors>({});
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const only = (list: { id: number }[] | undefined) => (list?.length === 1 ? String(list[0]?.id) : '');
  const dentistId = dentist || only(choices.data?.dentists);
  const locationId = location || only(choices.data?.locations);
  const serverErrors: FormErrors = record.error instanceof ApiError ? record.error.fieldErrors : {};
  const shown = { ...serverErrors, ...errors };
  const otherError = record.isError && Object.keys(serverErrors).length === 0 ? errorText(record.error) : null;
  return (
    <SectionCard title="Record as visit" id="estimate-visit">
      {choices.isError && <LoadError what="the dentists and locations" onRetry={() => void choices.refetch()} />}
      <Box
        component="form"
        noValidate
        aria-label="Record as visit"
        onSubmit={(e) => {
          e.preventDefault();
          if (record.isPending) return;
          const parsed = recordEstimateVisitBodySchema.safeParse({
            dentist_id: dentistId ? Number(dentistId) : undefined,
            location_id: locationId ? Number(locationId) : undefined,
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
        <TextField
          select
          label="Dentist"
          value={dentistId}
          onChange={(e) => setDentist(e.target.value)}
          error={shown.dentist_id !== undefined}
          helperText={shown.dentist_id ?? ' '}
        >
          {(choices.data?.dentists ?? []).map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Location"
          value={locationId}
          onChange={(e) => setLocation(e.target.value)}
          error={shown.location_id !== undefined}
          helperText={shown.location_id ?? ' '}
        >
          {(choices.data?.locations ?? []).map((l) => (
            <MenuItem key={l.id} value={String(l.id)}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Visit date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={shown.appointment_date !== undefined}
          helperText={shown.appointment_date ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIsoDate() } }}
        />
        <Button type="submit" variant="contained" disabled={record.isPending || record.isSuccess} sx={{ mt: 1 }}>
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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const shown =
    reasonError ??
    (voidEstimate.error instanceof ApiError
      ? (voidEstimate.error.fieldErrors.reason ?? voidEstimate.error.message)
      : null);
  return (
    <SectionCard title="Void this estimate" id="estimate-void">
      <Box
        component="form"
        noValidate
        aria-label="Void estimate"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = voidEstimateBodySchema.safeParse({ reason });
          if (!parsed.success) {
            setReasonError(parsed.error.issues[0]?.message ?? null);
            return;
          }
          setReasonError(null);
          if (!voidEstimate.isPending) voidEstimate.mutate(parsed.data.reason);
        }}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, alignItems: 'start' }}
      >
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={shown !== null}
          helperText={shown ?? 'The estimate is kept; the patient no longer sees it'}
        />
        <Button type="submit" color="error" variant="outlined" disabled={voidEstimate.isPending} sx={{ mt: 1 }}>
          Void estimate
        </Button>
      </Box>
    </SectionCard>
  );
}

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
