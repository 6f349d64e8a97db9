// spec §3 and §7: in-office plan purchases, their list filters, payoff and auto renew.
import { z } from 'zod';
import {
  PAYMENT_FILTERS,
  PAYMENT_STATUSES,
  PLAN_PURCHASE_STATUSES,
  PLAN_PURCHASE_VIEWS,
} from '../enums/plan-purchases.js';
import { requiredTrimmedString } from '../validation/fields.js';
import { MSG_INVALID } from '../validation/messages.js';
import { dataEnvelope } from './envelope.js';
import {
  cardLast4Schema,
  idSchema,
  isoDateStringSchema,
  isoDateTimeStringSchema,
  nonNegativeCentsSchema,
  paginatedEnvelope,
  paginationQuerySchema,
} from './common.js';

/** spec §3 and §7: GET member/v4/in-office-plan-purchases/ optional filters (and DESIGN §3 pagination). */
export const planPurchasesQuerySchema = paginationQuerySchema.extend({
  view: z.enum(PLAN_PURCHASE_VIEWS, { error: MSG_INVALID }).optional(),
  payment_status: z.enum(PAYMENT_FILTERS, { error: MSG_INVALID }).optional(),
});
export type PlanPurchasesQuery = z.input<typeof planPurchasesQuerySchema>;

/** One instalment of a purchase's payment schedule. */
export const instalmentSchema = z.object({
  id: idSchema,
  due_date: isoDateStringSchema,
  amount_cents: nonNegativeCentsSchema,
  status: z.enum(PAYMENT_STATUSES),
  paid_at: isoDateTimeStringSchema.nullable(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

/** A patient a purchase covers. */
export const coveredPatientSchema = z.object({ patient_id: idSchema, name: z.string() });

/**
 * spec §3: an in-office plan purchase: id and auto_renew (spec), the rest designed here. payment_status
 * is the worst of its instalments (Past due, then Scheduled, else Paid); balance_cents is what is unpaid.
 */
export const planPurchaseSchema = z.object({
  id: idSchema,
  auto_renew: z.boolean(),
  plan_name: z.string(),
  practice_name: z.string(),
  status: z.enum(PLAN_PURCHASE_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  covered_patients: z.array(coveredPatientSchema),
  start_date: isoDateStringSchema,
  end_date: isoDateStringSchema,
  total_cents: nonNegativeCentsSchema,
  balance_cents: nonNegativeCentsSchema,
  next_payment_date: isoDateStringSchema.nullable(),
  card_last4: cardLast4Schema.nullable(),
  instalments: z.array(instalmentSchema),
});
export type PlanPurchase = z.infer<typeof planPurchaseSchema>;

/** spec §7: the purchases list (data.data). */
export const planPurchasesResponseSchema = paginatedEnvelope(planPurchaseSchema);
export type PlanPurchasesResponse = z.infer<typeof planPurchasesResponseSchema>;

/** spec §7: GET member/v4/in-office-plan-purchases/{id}/ (data.data). */
export const planPurchaseResponseSchema = dataEnvelope(planPurchaseSchema);
export type PlanPurchaseResponse = z.infer<typeof planPurchaseResponseSchema>;

/** spec §7: POST .../{id}/payoff-balance/: the saved card (payment method id) to charge. */
export const payoffBalanceRequestSchema = z.object({ use_stripe_payment_method_id: requiredTrimmedString() });
export type PayoffBalanceRequest = z.input<typeof payoffBalanceRequestSchema>;

/** The payoff answer: the updated purchase, the amount charged and the card's last four digits. */
export const payoffBalanceResponseSchema = dataEnvelope(
  z.object({ purchase: planPurchaseSchema, charged_cents: nonNegativeCentsSchema, card_last4: cardLast4Schema }),
);
export type PayoffBalanceResponse = z.infer<typeof payoffBalanceResponseSchema>;

/** spec §7: PATCH .../{id}/ toggles auto renew. */
export const autoRenewRequestSchema = z.object({ auto_renew: z.boolean({ error: MSG_INVALID }) });
export type AutoRenewRequest = z.input<typeof autoRenewRequestSchema>;

/** The auto renew answer: the updated purchase. */
export const autoRenewResponseSchema = planPurchaseResponseSchema;
