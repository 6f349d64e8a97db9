// Issue 16 item 5 (decision 0032): a pre-treatment estimate made at the practice. The patient is named by the
// keys of the eligibility look-up (member id and date of birth, decision 0027); the lines are a visit's lines
// (`visitLinesFields`), priced by `priceVisitLines`, the record-visit form's function, in the browser and on the
// server. An estimate is a draft until sent; once sent the member sees it; it ends converted (recorded as a
// visit) or voided.
import { z } from 'zod';
import { addDaysIso } from '../payments/schedule.js';
import { memberIdSchema } from '../validation/identifiers.js';
import { MSG_INVALID } from '../validation/messages.js';
import { dateOfBirthSchema, isoDateSchema, todayIsoDate } from '../validation/dates.js';
import { dataEnvelope } from './envelope.js';
import {
  idSchema,
  isoDateStringSchema,
  isoDateTimeStringSchema,
  nonNegativeCentsSchema,
  paginatedEnvelope,
  paginationQuerySchema,
} from './common.js';
import {
  requiredIdSchema,
  visitDateSchema,
  visitLineItemSchema,
  visitLinesFields,
  voidVisitBodySchema,
} from './dentist-visits.js';

/** What happened to an estimate, in order (decision 0032): no "accepted" of its own, recording it is accepting. */
export const PRACTICE_ESTIMATE_STATUSES = ['draft', 'sent', 'converted', 'voided'] as const;
export type PracticeEstimateStatus = (typeof PRACTICE_ESTIMATE_STATUSES)[number];

/** An estimate is valid at most this many days from the day it is made (decision 0032). */
export const ESTIMATE_MAX_VALID_DAYS = 365;
/** The expiry the form offers: 90 days, a common validity of a pre-treatment estimate. */
export const ESTIMATE_DEFAULT_VALID_DAYS = 90;

export const MSG_ESTIMATE_EXPIRY_PAST = 'The expiry date cannot be in the past';
export const MSG_ESTIMATE_EXPIRY_TOO_FAR = `The expiry date must be within ${ESTIMATE_MAX_VALID_DAYS} days`;
export const MSG_ESTIMATE_KEY_REUSED = 'This estimate was already saved with other details: reload the page';
export const MSG_ESTIMATE_NOT_DRAFT = 'This estimate was already sent';
export const MSG_ESTIMATE_CLOSED = 'This estimate is already recorded as a visit or voided';
export const MSG_ESTIMATE_EXPIRED = 'This estimate has expired';
export const MSG_ESTIMATE_NOT_COVERED = 'The patient has no coverage today';

/** The expiry date: not before today, at most ESTIMATE_MAX_VALID_DAYS days ahead. */
export function estimateExpirySchema(options: { today?: string } = {}) {
  const today = () => options.today ?? todayIsoDate();
  return isoDateSchema
    .refine((value) => value >= today(), { error: MSG_ESTIMATE_EXPIRY_PAST, abort: true })
    .refine((value) => value <= addDaysIso(today(), ESTIMATE_MAX_VALID_DAYS), { error: MSG_ESTIMATE_EXPIRY_TOO_FAR });
}

/** POST dentist/v1/estimates/: the estimate as the front desk typed it, with the form's idempotency key. */
export function createEstimateBodySchemaFor(options: { today?: string } = {}) {
  return z.object({
    member_id: memberIdSchema,
    date_of_birth: dateOfBirthSchema(options),
    valid_until: estimateExpirySchema(options),
    ...visitLinesFields,
  });
}
export const createEstimateBodySchema = createEstimateBodySchemaFor();
export type CreateEstimateBody = z.input<typeof createEstimateBodySchema>;
export type CreateEstimate = z.output<typeof createEstimateBodySchema>;

/** GET dentist/v1/estimates/: newest first, by status and the patient's member id. */
export const practiceEstimatesQuerySchema = paginationQuerySchema.extend({
  status: z.enum(PRACTICE_ESTIMATE_STATUSES, { error: MSG_INVALID }).optional(),
  member_id: memberIdSchema.optional(),
});
export type PracticeEstimatesQuery = z.input<typeof practiceEstimatesQuerySchema>;

export const practiceEstimateSummarySchema = z.object({
  id: idSchema,
  estimate_date: isoDateStringSchema,
  valid_until: isoDateStringSchema.nullable(),
  status: z.enum(PRACTICE_ESTIMATE_STATUSES),
  /** Sent, past its expiry and not recorded: the member's Estimates says expired too. */
  expired: z.boolean(),
  patient: z.object({ member_id: memberIdSchema, name: z.string() }),
  billed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
});
export type PracticeEstimateSummary = z.infer<typeof practiceEstimateSummarySchema>;
export const practiceEstimatesResponseSchema = paginatedEnvelope(practiceEstimateSummarySchema);

/** GET dentist/v1/estimates/{id}/: the lines with the shares as priced when it was made. */
export const practiceEstimateDetailsSchema = practiceEstimateSummarySchema.extend({
  date_of_birth: isoDateStringSchema,
  lines: z.array(visitLineItemSchema),
  allowed_cents: nonNegativeCentsSchema,
  created_by: z.string().nullable(),
  sent_at: isoDateTimeStringSchema.nullable(),
  /** The visit it became (status converted). */
  visit_id: idSchema.nullable(),
  voided: z.object({ at: isoDateTimeStringSchema, reason: z.string() }).nullable(),
});
export type PracticeEstimateDetails = z.infer<typeof practiceEstimateDetailsSchema>;
export const practiceEstimateDetailsResponseSchema = dataEnvelope(practiceEstimateDetailsSchema);

/** POST dentist/v1/estimates/{id}/void/: why (the visit's rule). */
export const voidEstimateBodySchema = voidVisitBodySchema;

/**
 * POST dentist/v1/estimates/{id}/visit/: the patient accepted; the visit's dentist, location and date (default
 * today: not in the future, inside coverage, as any visit) and the form's key (a double click records one visit).
 */
export function recordEstimateVisitBodySchemaFor(options: { today?: string } = {}) {
  return z.object({
    dentist_id: requiredIdSchema,
    location_id: requiredIdSchema,
    appointment_date: visitDateSchema(options).optional(),
    idempotency_key: z.uuid({ error: MSG_INVALID }),
  });
}
export const recordEstimateVisitBodySchema = recordEstimateVisitBodySchemaFor();
export type RecordEstimateVisitBody = z.input<typeof recordEstimateVisitBodySchema>;
