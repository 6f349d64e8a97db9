// Issue 16 item 4: recording a visit at the practice (decision 0028). The patient is named by the keys of the
// eligibility look-up (member id and date of birth, decision 0027), never by an id; the lines are priced by
// `priceVisitLines` (dentist/visit-pricing.ts), the same function in the browser and on the server.
import dayjs from 'dayjs';
import { z } from 'zod';
import { NETWORKS, PRACTICE_NETWORK_TYPES } from '../enums/networks.js';
import { RELATIONSHIPS } from '../enums/people.js';
import { SERVICE_TYPES } from '../enums/plans.js';
import { REDUCTION_REASONS } from '../coverage/coverage-types.js';
import { findProcedure } from '../coverage/procedure-catalogue.js';
import { normaliseTooth, toothProblems } from '../dentist/teeth.js';
import { MSG_INVALID, MSG_REQUIRED, maxLengthMessage } from '../validation/messages.js';
import { formatIsoDate } from '../format/date-format.js';
import { formatMoney } from '../format/money.js';
import { memberIdSchema } from '../validation/identifiers.js';
import { requiredTrimmedString, stringTypeError, wellFormedText } from '../validation/fields.js';
import { dateOfBirthSchema, isoDateSchema, todayIsoDate } from '../validation/dates.js';
import { TEXT_INPUT_MAX_LENGTH } from '../validation/limits.js';
import { dataEnvelope } from './envelope.js';
import { frequencyLimitsSchema, historyLineSchema } from './frequency-limits.js';
import {
  ID_MAX,
  idSchema,
  isoDateStringSchema,
  isoDateTimeStringSchema,
  nonNegativeCentsSchema,
  paginatedEnvelope,
  paginationQuerySchema,
} from './common.js';
import { APPOINTMENT_STATUSES, MSG_DATE_RANGE_ORDER, VISIT_PAYMENT_METHODS, paymentMadeSchema } from './receipts.js';

/** A visit has one to this many procedure lines (issue 16 item 4). */
export const VISIT_MAX_LINES = 20;
/** The longest reason a visit is voided for (every text field's limit, issue 15). */
export const VOID_REASON_MAX_LENGTH = TEXT_INPUT_MAX_LENGTH;

export const MSG_VISIT_DATE_IN_FUTURE = 'The visit date cannot be in the future';
/**
 * Issue 26 item 20: the provider's filing limit, in months: a visit dated earlier is refused. The server's setting
 * (VISIT_FILING_LIMIT_MONTHS) defaults to this; the form checks with it before asking (decision 0049).
 */
export const VISIT_FILING_LIMIT_MONTHS = 12;
/** A visit dated before the filing limit of `months` months. */
export function pastFilingLimitMessage(months: number = VISIT_FILING_LIMIT_MONTHS): string {
  return `The visit date is more than ${months} months ago: past the filing limit`;
}
/** Issue 26 item 20: a line that repeats another of the same visit (same code, tooth and surfaces). */
export function duplicateLineMessage(lineNumber: number): string {
  return `Same procedure, tooth and surfaces as line ${lineNumber}`;
}
export const MSG_VISIT_NEEDS_A_LINE = 'Add at least one procedure';
export const MSG_VISIT_TOO_MANY_LINES = `Up to ${VISIT_MAX_LINES} procedures`;
/** The patient's benefit was not in force on the visit date (the server adds the coverage dates it knows). */
export const MSG_NOT_COVERED_ON_DATE = 'The patient has no coverage on this date';
/** The form's idempotency key came back with another visit's details. */
export const MSG_VISIT_KEY_REUSED = 'This form was already saved with other details: reload the page';
export const MSG_VISIT_VOIDED = 'This visit is voided';
export const MSG_NOTHING_TO_PAY = 'The member owes nothing for this visit';
export const MSG_NO_MEMBER_FOUND = 'No member matches this member id and date of birth';

/** The visit's coverage dates in words, for the message of a date outside them. */
export function notCoveredMessage(start: string | null, end: string | null): string {
  if (start === null) return MSG_NOT_COVERED_ON_DATE;
  return `${MSG_NOT_COVERED_ON_DATE} (coverage ${formatIsoDate(start)} to ${end === null ? 'ongoing' : formatIsoDate(end)})`;
}

/** A procedure code of the catalogue, upper-cased. */
const procedureCodeSchema = z
  .string({ error: MSG_REQUIRED })
  .trim()
  .min(1, { error: MSG_REQUIRED })
  .transform((code) => code.toUpperCase())
  .refine((code) => findProcedure(code) !== undefined, { error: MSG_INVALID });

/** One procedure line as typed: the tooth and surfaces only where the procedure takes them (teeth.ts). */
export const visitLineSchema = z
  .object({
    code: procedureCodeSchema,
    tooth: z.string({ error: MSG_INVALID }).max(3, { error: MSG_INVALID }).nullish(),
    surfaces: z.string({ error: MSG_INVALID }).max(10, { error: MSG_INVALID }).nullish(),
  })
  .superRefine((line, ctx) => {
    for (const [field, message] of Object.entries(toothProblems(line))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform((line) => {
    const tooth = line.tooth?.trim() ? normaliseTooth(line.tooth) : null;
    const surfaces = (line.surfaces ?? '').replace(/[\s,]/g, '').toUpperCase();
    return { code: line.code, tooth, surfaces: surfaces === '' ? null : surfaces };
  });
export type VisitLineInput = z.input<typeof visitLineSchema>;
export type VisitLine = z.output<typeof visitLineSchema>;

/** The lines of a visit or an estimate: one to VISIT_MAX_LINES procedures, none repeating another. */
export const visitLinesSchema = z
  .array(visitLineSchema, { error: MSG_REQUIRED })
  .min(1, { error: MSG_VISIT_NEEDS_A_LINE })
  .max(VISIT_MAX_LINES, { error: MSG_VISIT_TOO_MANY_LINES })
  .superRefine((lines, ctx) => {
    const seen = new Map<string, number>();
    lines.forEach((line, index) => {
      const key = JSON.stringify([line.code, line.tooth, line.surfaces]);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else ctx.addIssue({ code: 'custom', path: [index, 'code'], message: duplicateLineMessage(first + 1) });
    });
  });

/** How a visit's and an estimate's forms end: the lines, and the form's key (a double submit saves once). */
export const visitLinesFields = {
  lines: visitLinesSchema,
  idempotency_key: z.uuid({ error: MSG_INVALID }),
};

/** A chosen record's id (a dentist, a location): 'Required' when none is chosen, else a database id. */
export const requiredIdSchema = z
  .int({ error: (issue) => (issue.input === undefined || issue.input === null ? MSG_REQUIRED : MSG_INVALID) })
  .positive({ error: MSG_INVALID })
  .max(ID_MAX, { error: MSG_INVALID });

/**
 * The earliest visit date a filing limit of `months` takes on `today` (that many months before, the same day of
 * the month), or null for no limit (0 months).
 */
export function earliestVisitDate(today: string, months: number = VISIT_FILING_LIMIT_MONTHS): string | null {
  return months === 0 ? null : dayjs(today).subtract(months, 'month').format('YYYY-MM-DD');
}

/**
 * A visit date: a real date, not after today (the reference day given, else read when checked) and, when a
 * filing limit is given, not before it. The contract checks the first; the server's setting the second.
 */
export function visitDateSchema(options: { today?: string; filingLimitMonths?: number } = {}) {
  const today = () => options.today ?? todayIsoDate();
  return isoDateSchema
    .refine((value) => value <= today(), { error: MSG_VISIT_DATE_IN_FUTURE })
    .refine(
      (value) => {
        const earliest =
          options.filingLimitMonths === undefined ? null : earliestVisitDate(today(), options.filingLimitMonths);
        return earliest === null || value >= earliest;
      },
      { error: pastFilingLimitMessage(options.filingLimitMonths) },
    );
}

/** POST dentist/v1/visits/: the visit as the front desk typed it, with the form's idempotency key. */
export function recordVisitBodySchemaFor(options: { today?: string } = {}) {
  return z.object({
    member_id: memberIdSchema,
    date_of_birth: dateOfBirthSchema(options),
    dentist_id: requiredIdSchema,
    location_id: requiredIdSchema,
    appointment_date: visitDateSchema(options),
    ...visitLinesFields,
  });
}
export const recordVisitBodySchema = recordVisitBodySchemaFor();
export type RecordVisitBody = z.input<typeof recordVisitBodySchema>;
export type RecordVisit = z.output<typeof recordVisitBodySchema>;

/** GET dentist/v1/visit-pricing/: what the form needs to price lines itself, for the patient on a date. */
export const visitPricingQuerySchema = z.object({
  member_id: memberIdSchema,
  date_of_birth: dateOfBirthSchema(),
  // As saving refuses it: a visit date after today is not priced either.
  appointment_date: visitDateSchema(),
});
export type VisitPricingQuery = z.input<typeof visitPricingQuerySchema>;

/** The coverage engine's plan, in the API's words (null when no network plan is in force). */
export const pricingPlanSchema = z.object({
  minimum_network: z.enum(NETWORKS),
  coverage_pds_percent: z.int().min(0).max(100),
  coverage_brs_percent: z.int().min(0).max(100),
  coverage_mrs_percent: z.int().min(0).max(100),
  coverage_ortho_percent: z.int().min(0).max(100),
  annual_max_cents: nonNegativeCentsSchema,
  family_max_cents: nonNegativeCentsSchema.nullable(),
  ortho_lifetime_max_cents: nonNegativeCentsSchema.nullable(),
  ortho_override: z.boolean().nullable(),
  ortho_covered_by_default: z.boolean(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** Everything `priceVisitLines` needs: the plan, what it has paid already, and the practice's fees. */
export const visitPricingInputsSchema = z.object({
  plan: pricingPlanSchema.nullable(),
  practice_network: z.enum(PRACTICE_NETWORK_TYPES),
  accumulators: z.object({
    patient_year_cents: nonNegativeCentsSchema,
    household_year_cents: nonNegativeCentsSchema,
    patient_ortho_lifetime_cents: nonNegativeCentsSchema,
  }),
  /** The practice's office fee of each code it has one for. */
  office_fees: z.record(z.string(), nonNegativeCentsSchema),
  /**
   * Issue 26 item 20: the plan's frequency limits and the patient's limited procedures before (at any practice,
   * a code, a date and a tooth), for a service on `service_date`. Absent or null: no limit applies.
   */
  frequency: z
    .object({
      limits: frequencyLimitsSchema,
      history: z.array(historyLineSchema),
      date_of_birth: isoDateStringSchema,
      service_date: isoDateStringSchema,
    })
    .nullish(),
});
export type VisitPricingInputs = z.infer<typeof visitPricingInputsSchema>;

export const visitPricingSchema = visitPricingInputsSchema.extend({
  patient: z.object({
    member_id: memberIdSchema,
    first_name: z.string(),
    last_name: z.string(),
    relationship: z.enum(RELATIONSHIPS),
  }),
  /** Whether a benefit is in force on the date (false: the visit cannot be saved for that date). */
  covered: z.boolean(),
  coverage_start: isoDateStringSchema.nullable(),
  coverage_end: isoDateStringSchema.nullable(),
});
export type VisitPricing = z.infer<typeof visitPricingSchema>;
export const visitPricingResponseSchema = dataEnvelope(visitPricingSchema);

/** GET dentist/v1/visit-choices/: the practice's dentists and locations, for the form's pickers. */
export const visitChoicesSchema = z.object({
  dentists: z.array(z.object({ id: idSchema, name: z.string() })),
  locations: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type VisitChoices = z.infer<typeof visitChoicesSchema>;
export const visitChoicesResponseSchema = dataEnvelope(visitChoicesSchema);

/** GET dentist/v1/visits/: newest first, by visit date range and the patient's name. */
export const visitsQuerySchema = paginationQuerySchema
  .extend({
    date_from: z.iso.date({ error: MSG_INVALID }).optional(),
    date_to: z.iso.date({ error: MSG_INVALID }).optional(),
    patient: z
      .string({ error: MSG_INVALID })
      .trim()
      .max(TEXT_INPUT_MAX_LENGTH, { error: maxLengthMessage(TEXT_INPUT_MAX_LENGTH) })
      .refine(...wellFormedText)
      .optional(),
  })
  .refine((q) => q.date_from === undefined || q.date_to === undefined || q.date_from <= q.date_to, {
    error: MSG_DATE_RANGE_ORDER,
    path: ['date_to'],
  });
export type VisitsQuery = z.input<typeof visitsQuerySchema>;

/** One row of the practice's visits. */
export const visitSummarySchema = z.object({
  id: idSchema,
  appointment_date: isoDateStringSchema,
  status: z.enum(APPOINTMENT_STATUSES),
  patient: z.object({ member_id: memberIdSchema, name: z.string() }),
  dentist_name: z.string().nullable(),
  billed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;
export const visitsResponseSchema = paginatedEnvelope(visitSummarySchema);

/** One priced line of a saved visit (or of the form, priced in the browser). */
export const visitLineItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  tooth: z.string().nullable(),
  surfaces: z.string().nullable(),
  billed_cents: nonNegativeCentsSchema,
  allowed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
  reduction_reason: z.enum(REDUCTION_REASONS).nullable(),
});
export type VisitLineItem = z.infer<typeof visitLineItemSchema>;

/** GET dentist/v1/visits/{id}/: the saved visit with its lines, payments and, once voided, who and why. */
export const visitDetailsSchema = visitSummarySchema.extend({
  dentist: z.object({ id: idSchema, name: z.string() }).nullable(),
  location: z.object({ id: idSchema, name: z.string() }).nullable(),
  lines: z.array(visitLineItemSchema),
  allowed_cents: nonNegativeCentsSchema,
  paid_cents: nonNegativeCentsSchema,
  payments: z.array(paymentMadeSchema),
  recorded_at: isoDateTimeStringSchema,
  voided: z.object({ at: isoDateTimeStringSchema, by: z.string(), reason: z.string() }).nullable(),
  /**
   * Decision 0048: what a void would refund to the patient's card through the gateway (the card charges not
   * refunded yet); null when it would refund nothing (no card charge, or voided already).
   */
  refundable: z.object({ amount_cents: nonNegativeCentsSchema }).nullable(),
  /** The card refunds made when the visit was voided, oldest first. */
  refunds: z.array(z.object({ amount_cents: nonNegativeCentsSchema, created_at: isoDateTimeStringSchema })),
  /** Paid at the office (Mark paid: cash, check, a card at the practice's own terminal): a void never refunds it. */
  paid_at_office_cents: nonNegativeCentsSchema,
});
export type VisitDetails = z.infer<typeof visitDetailsSchema>;
export const visitDetailsResponseSchema = dataEnvelope(visitDetailsSchema);

/** Decision 0048: the void's confirmation when the visit was paid by card (the gateway refunds it). */
export const voidRefundNotice = (cents: number): string =>
  `The card payment of ${formatMoney(cents)} will be refunded to the patient's card.`;

/** Decision 0048: a visit's refund line once voided. */
export const refundedToCardLine = (cents: number, on: string): string =>
  `Refunded ${formatMoney(cents)} to the patient's card on ${formatIsoDate(on.slice(0, 10))}`;

/** Decision 0048: what a void does not refund: the share paid at the office is settled there. */
export const paidAtOfficeNotice = (cents: number): string =>
  `${formatMoney(cents)} paid at the office is not refunded by card: settle it with the patient at the office.`;

/** POST dentist/v1/visits/{id}/void/: why (kept with who and when). */
export const voidVisitBodySchema = z.object({
  reason: requiredTrimmedString()
    .max(VOID_REASON_MAX_LENGTH, { error: maxLengthMessage(VOID_REASON_MAX_LENGTH) })
    .refine(...wellFormedText),
});
export type VoidVisitBody = z.input<typeof voidVisitBodySchema>;

/** POST dentist/v1/visits/{id}/payments/: the member paid their share at the office, by this method. */
export const visitPaymentBodySchema = z.object({
  method: z.enum(VISIT_PAYMENT_METHODS, { error: stringTypeError }),
});
export type VisitPaymentBody = z.input<typeof visitPaymentBodySchema>;
