import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ESTIMATE_DEFAULT_VALID_DAYS,
  ESTIMATE_MAX_VALID_DAYS,
  addDaysIso,
  createEstimateBodySchema,
  formatMoney,
  priceVisitLines,
  todayIsoDate,
  visitPricingQuerySchema,
  type VisitLineItem,
  type VisitPricingQuery,
} from '@dental/domain';
import { ApiError, PageTitle, SectionCard } from '@dental/ui';
import { useVisitPricing } from '../../../shared/visit-form/visit-form-api';
import { ProcedureLines, type DraftLine } from '../../../shared/visit-form/procedure-lines';
import {
  PatientFinder,
  emptyLine,
  issuesToErrors,
  type FormErrors,
  type PatientKeys,
} from '../../../shared/visit-form/patient-finder';
import { useCreateEstimate } from '../api/estimates';

/**
 * Issue 16 item 5: make a pre-treatment estimate. The record-visit form's patient finder and line editor, the
 * lines priced in the browser by `priceVisitLines` against today's plan and accumulators (what the server saves),
 * an expiry date, and the form's idempotency key made once: a double click saves one estimate (a draft; it is
 * sent from its page).
 */
export function NewEstimatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const today = todayIsoDate();
  const linked = { member_id: search.get('member_id') ?? '', date_of_birth: search.get('date_of_birth') ?? '' };
  const [keys, setKeys] = useState<PatientKeys>(linked);
  // The patient of the Eligibility page's link is looked up at once.
  const [found, setFound] = useState<PatientKeys | null>(() =>
    visitPricingQuerySchema.safeParse({ ...linked, appointment_date: today }).success ? linked : null,
  );
  const [validUntil, setValidUntil] = useState(() => addDaysIso(today, ESTIMATE_DEFAULT_VALID_DAYS));
  const [lines, setLines] = useState<DraftLine[]>(() => [emptyLine()]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const create = useCreateEstimate();
  const pricingQuery: VisitPricingQuery | null = found ? { ...found, appointment_date: today } : null;
  const pricing = useVisitPricing(pricingQuery);

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

  const serverErrors: FormErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  const pricingErrors: FormErrors = pricing.error instanceof ApiError ? pricing.error.fieldErrors : {};
  const shown: FormErrors = { ...pricingErrors, ...serverErrors, ...errors };

  const findPatient = (event: FormEvent) => {
    event.preventDefault();
    const parsed = visitPricingQuerySchema.safeParse({ ...keys, appointment_date: today });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFound({ member_id: keys.member_id.trim(), date_of_birth: keys.date_of_birth });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createEstimateBodySchema.safeParse({
      member_id: found?.member_id ?? keys.member_id.trim(),
      date_of_birth: found?.date_of_birth ?? keys.date_of_birth,
      valid_until: validUntil,
      lines: lines.map((line) => ({
        code: line.procedure?.code ?? '',
        tooth: line.tooth.trim() || null,
        surfaces: line.surfaces.trim() || null,
      })),
      idempotency_key: idempotencyKey,
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: (estimate) => void navigate(`/estimates/${estimate.id}`) });
  };

  const otherError =
    create.error instanceof ApiError && Object.keys(serverErrors).length === 0 ? create.error.message : null;

  return (
    <Stack spacing={3}>
      <PageTitle lead="Find the patient, add the planned procedures, save, then send it to the patient.">
        Create an estimate
      </PageTitle>
      <PatientFinder
        keys={keys}
        onKeysChange={setKeys}
        onFind={findPatient}
        errors={shown}
        autoFocus={!found}
        searching={pricingQuery !== null && pricing.isPending}
        pricing={pricing}
      />
      <Box component="form" noValidate onSubmit={save} aria-label="Estimate">
        <Stack spacing={3}>
          <SectionCard title="Procedures" id="estimate-procedures">
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
            <Typography sx={{ mt: 2, fontWeight: 600 }} aria-live="polite" data-testid="estimate-totals">
              {pricing.data
                ? `Total: fee ${formatMoney(totals.fee)}, plan pays ${formatMoney(totals.plan)}, patient pays ${formatMoney(totals.member)}`
                : 'Find the patient to see the shares'}
            </Typography>
          </SectionCard>
          <SectionCard title="Expiry" id="estimate-expiry">
            <TextField
              label="Valid until"
              type="date"
              value={validUntil}
              onChange={(e) => setValidUntil(e.target.value)}
              error={shown.valid_until !== undefined}
              helperText={shown.valid_until ?? `At most ${ESTIMATE_MAX_VALID_DAYS} days from today`}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: today, max: addDaysIso(today, ESTIMATE_MAX_VALID_DAYS) },
              }}
            />
          </SectionCard>
          {otherError && <Alert severity="error">{otherError}</Alert>}
          {Object.keys(serverErrors).length > 0 && <Alert severity="error">{Object.values(serverErrors)[0]}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={create.isPending || create.isSuccess}>
              {create.isPending ? 'Saving…' : 'Save estimate'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
