import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  VISIT_MAX_LINES,
  findProcedure,
  priceVisitLines,
  todayIsoDate,
  VISIT_FILING_LIMIT_MONTHS,
  visitDateSchema,
  visitPricingQuerySchema,
  type VisitLineItem,
  type VisitPricingQuery,
} from '@dental/domain';
import { ApiError } from '@dental/ui';
import { emptyLine, issuesToErrors, type FormErrors, type PatientKeys } from './patient-finder';
import type { DraftLine } from './procedure-lines';
import { useVisitPricing } from './visit-form-api';

/** The visit date's rule on the form: not after today, not past the filing limit. */
const dateRule = visitDateSchema({ filingLimitMonths: VISIT_FILING_LIMIT_MONTHS });

/** What the priced lines add up to, in cents. */
export interface LineTotals {
  fee: number;
  plan: number;
  member: number;
}

/** The look-up's keys, by the pricing call's own rule. */
const patientKeysSchema = visitPricingQuerySchema.pick({ member_id: true, date_of_birth: true });

/**
 * Issue 26 item 22: the lines a link brings (`codes=D1110,D0274`, Benefit Search's "Create an estimate"): each code
 * by the catalogue's rule (the visit line's own), the unknown and repeated left out, at most VISIT_MAX_LINES; one
 * empty line when none is left. Keyed 1, 2, ... in order: the same lines with the same keys at the server and in the
 * browser (issue 28 item 2).
 */
export function linesFromCodes(codes: string | null): DraftLine[] {
  const seen = new Set<string>();
  const lines: DraftLine[] = [];
  for (const code of (codes ?? '').split(',')) {
    const procedure = findProcedure(code);
    if (!procedure || seen.has(procedure.code) || lines.length >= VISIT_MAX_LINES) continue;
    seen.add(procedure.code);
    lines.push({ ...emptyLine(lines.length + 1), procedure });
  }
  return lines.length > 0 ? lines : [emptyLine(1)];
}

/** The patient's keys a link brings (`?member_id=...&date_of_birth=...`, Eligibility's and Benefit Search's). */
const keysOfLink = (search: URLSearchParams): PatientKeys => ({
  member_id: search.get('member_id') ?? '',
  date_of_birth: search.get('date_of_birth') ?? '',
});

/**
 * The patient found at once from the link, when the pricing call's rule accepts its keys: the form's first
 * look-up, which the route's `prefetch` makes for the page's first screen (decisions 0031 and 0063).
 */
export function linkedPatient(search: URLSearchParams): PatientKeys | null {
  const keys = keysOfLink(search);
  return patientKeysSchema.safeParse(keys).success ? keys : null;
}

/** The first screen's pricing: the link's patient on today's date (both forms open on today), or null. */
export function linkedPricing(search: URLSearchParams): VisitPricingQuery | null {
  const patient = linkedPatient(search);
  return patient ? { ...patient, appointment_date: todayIsoDate() } : null;
}

/** Each line's priced shares by `priceVisitLines` (the server's own function); null where no code is picked. */
function priceLines(pricing: Parameters<typeof priceVisitLines>[0] | undefined, lines: DraftLine[]) {
  if (!pricing) return lines.map(() => null);
  const withCode = lines.flatMap((line, index) => (line.procedure ? [{ index, code: line.procedure.code }] : []));
  const result = priceVisitLines(pricing, withCode);
  const byIndex = new Map(withCode.map((l, i) => [l.index, result.lines[i] ?? null]));
  return lines.map((_line, index) => byIndex.get(index) ?? null);
}

/**
 * Issue 16 items 4 and 5, one slice for both forms (issue 25 item 7): the patient's keys and who was found (the
 * Eligibility link's patient at once), the procedure lines priced in the browser as typed, their totals, the
 * messages shown (the form's own over the save's and the look-up's), and the idempotency key made once. The
 * lines are priced for the patient on `pricingDate` (the visit's date, or today for an estimate); `saveError` is
 * the save call's error.
 */
export function useVisitLinesForm(search: URLSearchParams, pricingDate: string, saveError: unknown) {
  const [keys, setKeys] = useState<PatientKeys>(() => keysOfLink(search));
  const [found, setFound] = useState<PatientKeys | null>(() => linkedPatient(search));
  const [lines, setLines] = useState<DraftLine[]>(() => linesFromCodes(search.get('codes')));
  // A line added later is keyed after the first ones (never shown, so never compared with the server's render).
  const lastKey = useRef(lines.length);
  const [errors, setErrors] = useState<FormErrors>({});
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  // Issue 26 item 7: a visit date the rule refuses (after today, or half typed) is not sent; the lines stay priced
  // for the last date it accepted, so the patient found stays on the card (the server's 400 for a future date
  // took the card away). The refusal is said on the date, by the same rule, as soon as the date is whole.
  // Issue 26 item 20: a date past the filing limit too (the provider's default; the server says its own setting).
  const dateCheck = dateRule.safeParse(pricingDate);
  const [pricedDate, setPricedDate] = useState(pricingDate);
  if (dateCheck.success && pricingDate !== pricedDate) setPricedDate(pricingDate);
  const dateError: FormErrors =
    !dateCheck.success && /^\d{4}-\d{2}-\d{2}$/.test(pricingDate)
      ? { appointment_date: dateCheck.error.issues[0]?.message ?? '' }
      : {};
  const pricingQuery: VisitPricingQuery | null =
    found && dateRule.safeParse(pricedDate).success ? { ...found, appointment_date: pricedDate } : null;
  const pricing = useVisitPricing(pricingQuery);
  const priced: (VisitLineItem | null)[] = useMemo(() => priceLines(pricing.data, lines), [pricing.data, lines]);
  const totals = priced.reduce<LineTotals>(
    (t, l) =>
      l ? { fee: t.fee + l.allowed_cents, plan: t.plan + l.plan_cents, member: t.member + l.member_cents } : t,
    { fee: 0, plan: 0, member: 0 },
  );

  const serverErrors: FormErrors = saveError instanceof ApiError ? saveError.fieldErrors : {};
  const pricingErrors: FormErrors = pricing.error instanceof ApiError ? pricing.error.fieldErrors : {};
  const shown: FormErrors = { ...pricingErrors, ...dateError, ...serverErrors, ...errors };

  const findPatient = (event: FormEvent) => {
    event.preventDefault();
    // The keys alone: the visit date has its own message and does not stop the look-up (issue 26 item 7).
    const parsed = patientKeysSchema.safeParse(keys);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      // Issue 26 item 7: the look-up the rule refused clears the last one: the card no longer shows (nor the
      // save uses) a patient other than the keys typed.
      setFound(null);
      return;
    }
    setErrors({});
    setFound({ member_id: keys.member_id.trim(), date_of_birth: keys.date_of_birth });
  };

  /** The save's body (the patient, `fields`, the lines, the key) parsed by `schema`; null after showing its messages. */
  const parse = <S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> | null => {
    const parsed = schema.safeParse({
      member_id: found?.member_id ?? keys.member_id.trim(),
      date_of_birth: found?.date_of_birth ?? keys.date_of_birth,
      ...fields,
      lines: lines.map((line) => ({
        code: line.procedure?.code ?? '',
        tooth: line.tooth.trim() || null,
        surfaces: line.surfaces.trim() || null,
      })),
      idempotency_key: idempotencyKey,
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  return {
    pricing,
    totals,
    shown,
    parse,
    /** The patient card's props. */
    finder: {
      keys,
      onKeysChange: setKeys,
      onFind: findPatient,
      errors: shown,
      autoFocus: !found,
      searching: pricingQuery !== null && pricing.isPending,
      pricing,
    },
    /** The line editor's props. */
    lineEditor: {
      lines,
      priced,
      errors: shown,
      onChange: (index: number, change: Partial<DraftLine>) =>
        setLines((all) => all.map((line, i) => (i === index ? { ...line, ...change } : line))),
      onAdd: () => {
        const line = emptyLine(++lastKey.current);
        setLines((all) => [...all, line]);
      },
      onRemove: (index: number) => setLines((all) => all.filter((_line, i) => i !== index)),
    },
  };
}

/** The state and props of a visit-lines form. */
export type VisitLinesForm = ReturnType<typeof useVisitLinesForm>;
