// Issue 6: price check a procedure before the visit (spec §2 /price-check). The call is not in the spec:
// designed here under member/v4. The estimate comes from the coverage engine with the chosen family
// member's remaining benefits today; the local range is what the compared practices charge.
import { z } from 'zod';
import { PRACTICE_NETWORK_TYPES } from '../enums/networks.js';
import { SERVICE_TYPES } from '../enums/plans.js';
import { REDUCTION_REASONS } from '../coverage/coverage-types.js';
import { findProcedure } from '../coverage/procedure-catalogue.js';
import { MSG_INVALID, MSG_REQUIRED } from '../validation/messages.js';
import { zipSchema } from '../validation/identifiers.js';
import { PRICE_CHECK_MAX_PROCEDURES, RADIUS_CHOICES_MILES } from '../find-dentist/search-rules.js';
import { dataEnvelope } from './envelope.js';
import { centsSchema, idSchema, nonNegativeCentsSchema, requiredIdQuerySchema } from './common.js';
import { geoPointSchema } from './dentist-search.js';

/** Price check order: lowest out-of-pocket first (default) or nearest first. */
export const PRICE_CHECK_SORTS = ['out_of_pocket', 'distance'] as const;
export type PriceCheckSort = (typeof PRICE_CHECK_SORTS)[number];

/** Procedure codes, comma separated: each from the catalogue, no repeats, one to five. */
export const procedureCodesSchema = z
  .string({ error: MSG_REQUIRED })
  .trim()
  .min(1, { error: MSG_REQUIRED })
  .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
  .refine((codes) => codes.every((code) => findProcedure(code) !== undefined), { error: MSG_INVALID })
  .refine((codes) => new Set(codes).size === codes.length && codes.length <= PRICE_CHECK_MAX_PROCEDURES, {
    error: MSG_INVALID,
  });

/** GET member/v4/price-check/?codes=D2740&patient_id=12&zip=78701[&radius=25][&sort=out_of_pocket]. */
export const priceCheckQuerySchema = z.object({
  codes: procedureCodesSchema,
  patient_id: requiredIdQuerySchema,
  zip: zipSchema,
  radius: z
    .enum(RADIUS_CHOICES_MILES.map(String) as [string, ...string[]], { error: MSG_INVALID })
    .transform(Number)
    .optional(),
  sort: z.enum(PRICE_CHECK_SORTS, { error: MSG_INVALID }).optional(),
});
export type PriceCheckQuery = z.input<typeof priceCheckQuerySchema>;

/** Lowest, median and highest fee the compared practices charge for a procedure (null: none compared). */
export const feeRangeSchema = z.object({
  low_cents: nonNegativeCentsSchema,
  median_cents: nonNegativeCentsSchema,
  high_cents: nonNegativeCentsSchema,
  practices: z.int().positive(),
});
export type FeeRange = z.infer<typeof feeRangeSchema>;

/** A chosen procedure with the local range of fees. */
export const priceCheckProcedureSchema = z.object({
  code: z.string(),
  name: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  local_range: feeRangeSchema.nullable(),
});

/** One procedure at one practice: its fee, the allowed fee, and the member's and the plan's shares. */
export const priceCheckLineSchema = z.object({
  code: z.string(),
  billed_cents: nonNegativeCentsSchema,
  allowed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
  reduction_reason: z.enum(REDUCTION_REASONS).nullable(),
});
export type PriceCheckLine = z.infer<typeof priceCheckLineSchema>;

/** A nearby in-network practice location with the priced procedures. */
export const priceCheckResultSchema = z.object({
  location_id: idSchema,
  practice_id: idSchema,
  practice_name: z.string(),
  address_line_1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  distance_miles: z.number().nonnegative(),
  network: z.enum(PRACTICE_NETWORK_TYPES),
  lines: z.array(priceCheckLineSchema),
  billed_cents: nonNegativeCentsSchema,
  allowed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
});
export type PriceCheckResult = z.infer<typeof priceCheckResultSchema>;

/**
 * The price check. remaining_* are what is left of the patient's annual and the household's family
 * maximum today (null: no such limit or no plan); plan_in_force false means no plan pays (member pays all).
 */
export const priceCheckSchema = z.object({
  patient: z.object({ id: idSchema, name: z.string() }),
  plan_in_force: z.boolean(),
  annual_remaining_cents: centsSchema.nullable(),
  family_remaining_cents: centsSchema.nullable(),
  centre: geoPointSchema,
  radius_miles: z.number().positive(),
  procedures: z.array(priceCheckProcedureSchema),
  results: z.array(priceCheckResultSchema),
});
export type PriceCheck = z.infer<typeof priceCheckSchema>;
export const priceCheckResponseSchema = dataEnvelope(priceCheckSchema);
export type PriceCheckResponse = z.infer<typeof priceCheckResponseSchema>;
