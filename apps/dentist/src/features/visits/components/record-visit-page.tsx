import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  priceVisitLines,
  recordVisitBodySchema,
  todayIsoDate,
  visitPricingQuerySchema,
  type VisitLineItem,
  type VisitPricingQuery,
} from '@dental/domain';
import { ApiError, LoadError, PageTitle, SectionCard } from '@dental/ui';
import { useRecordVisit, useVisitChoices, useVisitPricing } from '../api/visits';
import { ProcedureLines, type DraftLine } from '../../../shared/visit-form/procedure-lines';
import { PatientFinder, emptyLine, issuesToErrors, type FormErrors } from '../../../shared/visit-form/patient-finder';

type Errors = FormErrors;

/**
 * Issue 16 item 4: record a visit, for a front desk doing ten patients an hour. The patient is found by member
 * id and date of birth (prefilled from the Eligibility page's link), the lines are priced in the browser by
 * `priceVisitLines` (the server's own function) as they are typed, and the form's idempotency key is made once:
 * a double click saves one visit.
 */
export function RecordVisitPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [keys, setKeys] = useState({
    member_id: search.get('member_id') ?? '',
    date_of_birth: search.get('date_of_birth') ?? '',
  });
  // The patient of the Eligibility page's link is looked up at once.
  const [found, setFound] = useState<{ member_id: string; date_of_birth: string } | null>(() => {
    const linked = { member_id: search.get('member_id') ?? '', date_of_birth: search.get('date_of_birth') ?? '' };
    return visitPricingQuerySchema.safeParse({ ...linked, appointment_date: todayIsoDate() }).success ? linked : null;
  });
  const [appointmentDate, setAppointmentDate] = useState(todayIsoDate);
  const [chosenDentist, setDentistId] = useState('');
  const [chosenLocation, setLocationId] = useState('');
  const [lines, setLines] = useState<DraftLine[]>(() => [emptyLine()]);
  const [errors, setErrors] = useState<Errors>({});
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const choices = useVisitChoices();
  const record = useRecordVisit();
  const pricingQuery: VisitPricingQuery | null =
    found && /^\d{4}-\d{2}-\d{2}$/.test(appointmentDate) ? { ...found, appointment_date: appointmentDate } : null;
  const pricing = useVisitPricing(pricingQuery);

  // Preselect when the practice has one dentist or one location.
  const only = (list: { id: number }[] | undefined) => (list?.length === 1 ? String(list[0]?.id) : '');
  const dentistId = chosenDentist || only(choices.data?.dentists);
  const locationId = chosenLocation || only(choices.data?.locations);

  const priced: (VisitLineItem | null)[] = useMemo(() => {
    if (!pricing.data) return lines.map(() => null);
    const withCode = lines.flatMap((line, index) => (line.procedure ? [{ index, code: line.procedure.code }] : []));
    const result = priceVisitLines(pricing.data, withCode);
    const byIndex = new Map(withCode.map((l, i) => [l.index, result.lines[i] ?? null]));
    return lines.map((_line, index) => byIndex.get(index) ?? null);
  }, [pricing.data, lines]);
  const totals = priced.reduce(
    (t, l) =>
      l ? { fee: t.fee + l.allowed_cents, plan: t.plan + l.plan_cents, member: t.member + l.member_cents } : t,
    { fee: 0, plan: 0, member: 0 },
  );

  const serverErrors: Errors = record.error instanceof ApiError ? record.error.fieldErrors : {};
  const pricingErrors: Errors = pricing.error instanceof ApiError ? pricing.error.fieldErrors : {};
  const shown: Errors = { ...pricingErrors, ...serverErrors, ...errors };

  const findPatient = (event: FormEvent) => {
    event.preventDefault();
    const parsed = visitPricingQuerySchema.safeParse({ ...keys, appointment_date: appointmentDate });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFound({ member_id: keys.member_id.trim(), date_of_birth: keys.date_of_birth });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (record.isPending) return;
    const body = {
      member_id: found?.member_id ?? keys.member_id.trim(),
      date_of_birth: found?.date_of_birth ?? keys.date_of_birth,
      dentist_id: dentistId ? Number(dentistId) : undefined,
      location_id: locationId ? Number(locationId) : undefined,
      appointment_date: appointmentDate,
      lines: lines.map((line) => ({
        code: line.procedure?.code ?? '',
        tooth: line.tooth.trim() || null,
        surfaces: line.surfaces.trim() || null,
      })),
      idempotency_key: idempotencyKey,
    };
    const parsed = recordVisitBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    record.mutate(parsed.data, { onSuccess: (visit) => void navigate(`/visits/${visit.id}`) });
  };

  const patient = pricing.data;
  const otherError =
    record.error instanceof ApiError && Object.keys(serverErrors).length === 0 ? record.error.message : null;

  return (
    <Stack spacing={3}>
      <PageTitle lead="Find the patient, add the procedures, save once.">Record a visit</PageTitle>
      <PatientFinder
        keys={keys}
        onKeysChange={setKeys}
        onFind={findPatient}
        errors={shown}
        autoFocus={!found}
        searching={pricingQuery !== null && pricing.isPending}
        pricing={pricing}
      />
      <Box component="form" noValidate onSubmit={save} aria-label="Visit">
        <Stack spacing={3}>
          <SectionCard title="Visit" id="visit-details">
            {choices.isError && <LoadError what="the dentists and locations" onRetry={() => void choices.refetch()} />}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
              <TextField
                select
                label="Dentist"
                value={dentistId}
                onChange={(e) => setDentistId(e.target.value)}
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
                onChange={(e) => setLocationId(e.target.value)}
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
                value={appointmentDate}
                onChange={(e) => setAppointmentDate(e.target.value)}
                error={(shown.appointment_date ?? pricingErrors.appointment_date) !== undefined}
                helperText={shown.appointment_date ?? ' '}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIsoDate() } }}
              />
            </Box>
          </SectionCard>
          <SectionCard title="Procedures" id="visit-procedures">
            <ProcedureLines
              lines={lines}
              priced={priced}
              errors={shown}
              onChange={(index, change) =>
                setLines((all) => all.map((line, i) => (i === index ? { ...line, ...change } : line)))
              }
              onAdd={() => setLines((all) => [...all, emptyLine()])}
              onRemove={(index) => setLines((all) => all.filter((_line, i) => i !== index))}
            />
            <Typography sx={{ mt: 2, fontWeight: 600 }} aria-live="polite" data-testid="visit-totals">
              {patient
                ? `Total: fee ${formatMoney(totals.fee)}, plan pays ${formatMoney(totals.plan)}, patient pays ${formatMoney(totals.member)}`
                : 'Find the patient to see the shares'}
            </Typography>
          </SectionCard>
          {otherError && <Alert severity="error">{otherError}</Alert>}
          {Object.keys(serverErrors).length > 0 && <Alert severity="error">{Object.values(serverErrors)[0]}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={record.isPending || record.isSuccess}>
              {record.isPending ? 'Saving…' : 'Save visit'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
