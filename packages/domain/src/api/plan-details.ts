// /plan-details: the plan's coverage in plain words (not in spec §7; designed here).
import { z } from 'zod';
import { NETWORKS } from '../enums/networks.js';
import { SERVICE_TYPES } from '../enums/plans.js';
import { BENEFIT_TYPES } from '../enums/benefit-types.js';
import { dataEnvelope } from './envelope.js';
import { centsSchema, isoDateStringSchema } from './common.js';

/** Coverage of one service type: the percent the plan pays of the allowed fee. */
export const serviceCoverageSchema = z.object({
  service_type: z.enum([...SERVICE_TYPES, 'ORTHO']),
  label: z.string(),
  description: z.string(),
  coverage_percent: z.int().min(0).max(100),
  covered: z.boolean(),
});
export type ServiceCoverage = z.infer<typeof serviceCoverageSchema>;

/**
 * An in-office member's membership (issue 17): the practice it is with, the services it includes (times per
 * term) and the discount on other treatment there. There is no insurance limit behind it.
 */
export const membershipDetailsSchema = z.object({
  practice_name: z.string(),
  includes: z.array(
    z.object({ procedure_code: z.string(), description: z.string(), times_per_term: z.int().positive() }),
  ),
  discount_percent: z.int().min(0).max(100),
});
export type MembershipDetails = z.infer<typeof membershipDetailsSchema>;

export const planDetailsSchema = z.object({
  plan_name: z.string(),
  benefit_type: z.enum(BENEFIT_TYPES),
  /** null for in-office and inactive benefits, which have no network plan. */
  minimum_network: z.enum(NETWORKS).nullable(),
  /** spec §3: cumulative label, e.g. 'Platinum, Gold'. */
  minimum_network_label: z.string().nullable(),
  coverage: z.array(serviceCoverageSchema),
  annual_max_cents: centsSchema.nullable(),
  family_max_cents: centsSchema.nullable(),
  ortho_lifetime_max_cents: centsSchema.nullable(),
  period_start: isoDateStringSchema,
  period_end: isoDateStringSchema,
  effective_date: isoDateStringSchema,
  /** The in-office membership behind an in-office benefit (its term is the period); null otherwise. */
  membership: membershipDetailsSchema.nullable(),
});
export type PlanDetails = z.infer<typeof planDetailsSchema>;
export const planDetailsResponseSchema = dataEnvelope(planDetailsSchema);
