// Issue 7 (spec §2 /in-office-plans, /start-plan-purchase): shopping the in-office plans practices sell.
// Not in spec §7: designed here in its style (trailing slash, { data } bodies, data.data lists).
// /purchase-sign-up creates the account with the existing newMemberSignup call (signup.ts: POST
// member/v4/signup/new-member/), then verifyEmail from the mailed link, then signIn; see
// apps/server/src/modules/in-office-purchases/README.md for the whole flow.
import { z } from 'zod';
import { zipSchema } from '../validation/identifiers.js';
import { dataEnvelope } from './envelope.js';
import { idQuerySchema, idSchema, nonNegativeCentsSchema, pageMetaSchema, paginationQuerySchema } from './common.js';

/** How far from the zip a practice may be to be shown (miles). */
export const PLAN_SHOP_RADIUS_MILES = 50;

/**
 * GET member/v4/in-office-plans/?zip=&practice_id=&page=&page_size= (signed in). zip defaults to the
 * member's own address zip; practice_id narrows to one practice.
 */
export const inOfficePlansQuerySchema = paginationQuerySchema.extend({
  zip: zipSchema.optional(),
  practice_id: idQuerySchema.optional(),
});
export type InOfficePlansQuery = z.input<typeof inOfficePlansQuerySchema>;

/** What a plan includes: a procedure, how many times per term. */
export const planInclusionSchema = z.object({
  procedure_code: z.string(),
  description: z.string(),
  times_per_term: z.int().positive(),
});

/**
 * The practice selling a plan, with one of its locations: the nearest to the searched zip in the shop, the
 * one the member chose there on the plan's page (location_id carried in the link), else its first.
 */
export const planPracticeSchema = z.object({
  id: idSchema,
  name: z.string(),
  location_id: idSchema,
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  /** Miles from the searched zip; null when no zip was searched (public plan link). */
  distance_miles: z.number().nonnegative().nullable(),
});
export type PlanPractice = z.infer<typeof planPracticeSchema>;

/**
 * One in-office plan for sale. Paid in full: price_cents once. Paid monthly: term_months instalments of
 * monthly_price_cents, the first at purchase (monthly_total_cents in all).
 */
export const inOfficePlanSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  practice: planPracticeSchema,
  includes: z.array(planInclusionSchema),
  discount_percent: z.int().min(0).max(100),
  price_cents: nonNegativeCentsSchema,
  monthly_price_cents: nonNegativeCentsSchema,
  monthly_total_cents: nonNegativeCentsSchema,
  term_months: z.int().positive(),
  /** Issue 17: who the plan may cover (domain planIneligibility): from min_age, under under_age. */
  eligibility: z.object({ min_age: z.int().nonnegative().nullable(), under_age: z.int().positive().nullable() }),
});
export type InOfficePlan = z.infer<typeof inOfficePlanSchema>;

/** A practice of the practice filter. */
export const planShopPracticeSchema = z.object({ id: idSchema, name: z.string() });

/**
 * The shop list: data.data the plans (nearest first), meta the page, filters what was searched: the zip
 * used (the member's own when none was given; null if unknown) and every practice with plans near it.
 */
export const inOfficePlansResponseSchema = z.object({
  data: z.array(inOfficePlanSchema),
  meta: pageMetaSchema,
  filters: z.object({ zip: z.string().nullable(), practices: z.array(planShopPracticeSchema) }),
});
export type InOfficePlansResponse = z.infer<typeof inOfficePlansResponseSchema>;

/** The plan page's location: the practice location chosen in the shop (`?location_id=`); else its first. */
export const inOfficePlanQuerySchema = z.object({
  location_id: idQuerySchema.optional(),
});
export type InOfficePlanQuery = z.input<typeof inOfficePlanQuerySchema>;

/** The query parameter of the plan pages' links that names the practice location chosen in the shop. */
export const PLAN_LOCATION_PARAM = 'location';

/** GET member/v4/in-office-plans/{id}/: one plan, public (no sign-in: /start-plan-purchase?plan={id}). */
export const inOfficePlanResponseSchema = dataEnvelope(inOfficePlanSchema);
export type InOfficePlanResponse = z.infer<typeof inOfficePlanResponseSchema>;

/** The query parameter of a practice's plan link: /start-plan-purchase?plan=12. */
export const START_PLAN_PURCHASE_PLAN_PARAM = 'plan';
