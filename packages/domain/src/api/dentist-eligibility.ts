// Issue 16 item 3: the dentist portal's eligibility look-up and Benefit Search (decision 0027). A practice
// finds a patient by what the front desk is given at the counter, never by an id: member id and date of
// birth, or last name and date of birth (the same keys on both calls, so coverage cannot be enumerated).
import { z } from 'zod';
import { BENEFIT_TYPES } from '../enums/benefit-types.js';
import { NETWORKS, PRACTICE_NETWORK_TYPES } from '../enums/networks.js';
import { RELATIONSHIPS } from '../enums/people.js';
import { SERVICE_TYPES } from '../enums/plans.js';
import { REDUCTION_REASONS } from '../coverage/coverage-types.js';
import { findProcedure } from '../coverage/procedure-catalogue.js';
import { MSG_INVALID, MSG_REQUIRED, maxLengthMessage } from '../validation/messages.js';
import { memberIdSchema } from '../validation/identifiers.js';
import { wellFormedText } from '../validation/fields.js';
import { dateOfBirthSchema } from '../validation/dates.js';
import { TEXT_INPUT_MAX_LENGTH } from '../validation/limits.js';
import { dataEnvelope } from './envelope.js';
import { frequencyStatusSchema } from './frequency-limits.js';
import { centsSchema, isoDateStringSchema, nonNegativeCentsSchema } from './common.js';

/** The Benefit Search prices at most this many procedures at once (issue 16 item 3). */
export const BENEFIT_SEARCH_MAX_PROCEDURES = 10;
/** Said on the member id field when neither a member id nor a last name is given. */
export const MSG_MEMBER_ID_OR_LAST_NAME = 'Enter a member id or a last name';
/** The empty answer of a look-up. */
export const MSG_NO_MEMBER_MATCHES = 'No member matches';
/** A Benefit Search by last name that matches several patients (twins): the member id tells them apart. */
export const MSG_SEVERAL_MEMBERS_MATCH = 'Several members match: search by member id';

/** Look-ups (eligibility or Benefit Search) one practice user may make per window (decision 0030: guessing dates of birth). */
export const ELIGIBILITY_LOOKUPS_MAX = 60;
export const ELIGIBILITY_LOOKUP_WINDOW_MINUTES = 10;
/** The 429 of a practice user over the look-up limit. */
export const MSG_LOOKUPS_THROTTLED = `Too many look-ups: at most ${ELIGIBILITY_LOOKUPS_MAX} every ${ELIGIBILITY_LOOKUP_WINDOW_MINUTES} minutes. Wait a few minutes and try again.`;

/** An optional text of the query string: empty counts as not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/** A last name as typed: like every text field, no control character or malformed Unicode (issue 15). */
const lastNameSchema = z
  .string({ error: MSG_INVALID })
  .trim()
  .min(1, { error: MSG_REQUIRED })
  .max(TEXT_INPUT_MAX_LENGTH, { error: maxLengthMessage(TEXT_INPUT_MAX_LENGTH) })
  .refine(...wellFormedText);

/** The keys of one look-up: a member id or a last name (the member id wins when both are given), and a date of birth. */
const patientKeysShape = {
  member_id: optional(memberIdSchema),
  last_name: optional(lastNameSchema),
  date_of_birth: dateOfBirthSchema(),
};

/** Says which half of the pair is missing, on the member id field (the first of the form). */
function requireMemberIdOrLastName(
  keys: { member_id?: string | undefined; last_name?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (keys.member_id === undefined && keys.last_name === undefined) {
    ctx.addIssue({ code: 'custom', path: ['member_id'], message: MSG_MEMBER_ID_OR_LAST_NAME });
  }
}

/** GET dentist/v1/eligibility/?member_id=123456789&date_of_birth=1980-02-03 (or last_name=...). */
export const eligibilityQuerySchema = z.object(patientKeysShape).superRefine(requireMemberIdOrLastName);
export type EligibilityQuery = z.input<typeof eligibilityQuerySchema>;
/** The parsed keys the server looks a patient up by. */
export type PatientKeys = z.output<typeof eligibilityQuerySchema>;

/** Issue 26 item 8: the Benefit Search limit, as the server refuses an 11th code and as the screen says it. */
export const MSG_BENEFIT_SEARCH_LIMIT = `Up to ${BENEFIT_SEARCH_MAX_PROCEDURES} procedures at a time`;

/** Procedure codes, comma separated: each from the catalogue, no repeats, one to ten. */
export const benefitSearchCodesSchema = z
  .string({ error: MSG_REQUIRED })
  .trim()
  .min(1, { error: MSG_REQUIRED })
  .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
  .refine((codes) => codes.every((code) => findProcedure(code) !== undefined), { error: MSG_INVALID })
  .refine((codes) => new Set(codes).size === codes.length, { error: MSG_INVALID })
  .refine((codes) => codes.length <= BENEFIT_SEARCH_MAX_PROCEDURES, {
    error: MSG_BENEFIT_SEARCH_LIMIT,
  });

/** GET dentist/v1/eligibility/benefit-search/?member_id=...&date_of_birth=...&codes=D1110,D2740. */
export const benefitSearchQuerySchema = z
  .object({ ...patientKeysShape, codes: benefitSearchCodesSchema })
  .superRefine(requireMemberIdOrLastName);
export type BenefitSearchQuery = z.input<typeof benefitSearchQuerySchema>;

/**
 * GET dentist/v1/eligibility/eligibility.pdf?member_id=...&date_of_birth=... (issue 26 item 21): the printout of
 * one patient's card, by the look-up's keys; the member id (one patient) is required, and it is counted as a look-up.
 */
export const eligibilityPrintQuerySchema = z.object({
  member_id: memberIdSchema,
  date_of_birth: dateOfBirthSchema(),
});
export type EligibilityPrintQuery = z.input<typeof eligibilityPrintQuerySchema>;

/** What the plan pays of one service type, in percent. */
export const coveragePercentsSchema = z.object({
  PDS: z.int().min(0).max(100),
  BRS: z.int().min(0).max(100),
  MRS: z.int().min(0).max(100),
  ortho: z.int().min(0).max(100),
});

/** A limit with what is used and what remains (cents); the member home's benefits table rows. */
export const limitUsageSchema = z.object({
  limit_cents: centsSchema,
  used_cents: centsSchema,
  remaining_cents: centsSchema,
});
export type LimitUsage = z.infer<typeof limitUsageSchema>;

/** One patient a look-up found. Everything after `eligible` is null when no benefit is in force today. */
/**
 * Issue 26 item 23: another covered person of the patient's household, with the keys of their own check (a
 * look-up of theirs is audited as any other).
 */
export const householdMemberSchema = z.object({
  member_id: memberIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: isoDateStringSchema,
  relationship: z.enum(RELATIONSHIPS),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const eligiblePatientSchema = z.object({
  member_id: memberIdSchema,
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: isoDateStringSchema,
  relationship: z.enum(RELATIONSHIPS),
  /** False for an inactive benefit: the patient is shown, not eligible. */
  eligible: z.boolean(),
  benefit_type: z.enum(BENEFIT_TYPES),
  plan_name: z.string(),
  /** The plan's minimum network (null: no network plan in force). */
  network: z.enum(NETWORKS).nullable(),
  network_label: z.string().nullable(),
  /** Whether this practice is in network for the patient's plan (false with no plan). */
  in_network: z.boolean(),
  coverage: coveragePercentsSchema.nullable(),
  individual: limitUsageSchema.nullable(),
  family: limitUsageSchema.nullable(),
  ortho: limitUsageSchema.nullable(),
  coverage_start: isoDateStringSchema.nullable(),
  /** null: open-ended. */
  coverage_end: isoDateStringSchema.nullable(),
  /** The household's other people with a benefit in force today (none for an inactive patient). */
  household: z.array(householdMemberSchema),
  /**
   * Issue 26 item 20: each of the plan's frequency limits today, with the last date (from visits at any
   * practice) and when it is next covered; empty with no plan or a plan without limits.
   */
  frequency: z.array(frequencyStatusSchema),
});
export type EligiblePatient = z.infer<typeof eligiblePatientSchema>;

export const eligibilitySchema = z.object({
  /** This practice's network type, as the provider set it. */
  practice_network: z.enum(PRACTICE_NETWORK_TYPES),
  /** Empty when no member matches. */
  patients: z.array(eligiblePatientSchema),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;
export const eligibilityResponseSchema = dataEnvelope(eligibilitySchema);

/** One procedure priced at this practice today. */
export const benefitSearchLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  fee_cents: nonNegativeCentsSchema,
  allowed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  patient_cents: nonNegativeCentsSchema,
  reduction_reason: z.enum(REDUCTION_REASONS).nullable(),
});
export type BenefitSearchLine = z.infer<typeof benefitSearchLineSchema>;

export const benefitSearchSchema = z.object({
  member_id: memberIdSchema,
  name: z.string(),
  plan_in_force: z.boolean(),
  lines: z.array(benefitSearchLineSchema),
  fee_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  patient_cents: nonNegativeCentsSchema,
  /** What remains of the individual limit before and after these procedures (null: no plan). */
  individual_remaining_cents: centsSchema.nullable(),
  individual_remaining_after_cents: centsSchema.nullable(),
  /** Issue 26 item 20: the frequency limits of the codes asked about, as on the eligibility card. */
  frequency: z.array(frequencyStatusSchema),
});
export type BenefitSearch = z.infer<typeof benefitSearchSchema>;
export const benefitSearchResponseSchema = dataEnvelope(benefitSearchSchema);
