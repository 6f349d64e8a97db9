// spec §3 and §7: in-office plan purchases, their list filters, payoff and auto renew.
import { z } from 'zod';
import {
  PAYMENT_FILTERS,
  PAYMENT_STATUSES,
  PLAN_PURCHASE_STATUSES,
  PLAN_PURCHASE_VIEWS,
} from '../enums/plan-purchases.js';
import {
  CARD_BRANDS,
  MSG_TERMS_REQUIRED,
  PAYMENT_KINDS,
  PAYMENT_MODES,
  PAYMENT_RECORD_STATUSES,
} from '../payments/payments.js';
import { wellFormedText } from '../validation/fields.js';
import { TEXT_INPUT_MAX_LENGTH } from '../validation/limits.js';
import { requiredTextSchema } from '../validation/text.js';
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

/**
 * One instalment of a purchase's payment schedule. A failed charge is retried on INSTALMENT_RETRY_DAYS
 * (next_attempt_date); after the last retry it is Past due. failure_message: the last decline, if any.
 */
export const instalmentSchema = z.object({
  id: idSchema,
  sequence: z.int().positive(),
  due_date: isoDateStringSchema,
  amount_cents: nonNegativeCentsSchema,
  status: z.enum(PAYMENT_STATUSES),
  paid_at: isoDateTimeStringSchema.nullable(),
  attempts: z.int().nonnegative(),
  next_attempt_date: isoDateStringSchema.nullable(),
  failure_message: z.string().nullable(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

/** A card charge of a purchase (a ledger row): failed ones are listed too, with their decline message. */
export const purchasePaymentSchema = z.object({
  id: idSchema,
  kind: z.enum(PAYMENT_KINDS),
  amount_cents: nonNegativeCentsSchema,
  status: z.enum(PAYMENT_RECORD_STATUSES),
  card_brand: z.enum(CARD_BRANDS).nullable(),
  card_last4: cardLast4Schema.nullable(),
  created_at: isoDateTimeStringSchema,
  failure_message: z.string().nullable(),
});
export type PurchasePayment = z.infer<typeof purchasePaymentSchema>;

/** A patient a purchase covers. */
export const coveredPatientSchema = z.object({ patient_id: idSchema, name: z.string() });

/**
 * spec §3: an in-office plan purchase: id and auto_renew (spec), the rest designed here. payment_status
 * is the worst of its instalments (Past due, then Scheduled, else Paid); balance_cents is what is unpaid,
 * derived from the payments ledger (total_cents minus paid_cents). past_due: any instalment is Past due.
 * next_payment_*: the next unpaid instalment. card_*: the card the schedule charges (payment_method_id null
 * when that card was removed: payoff then needs another card). Payments newest first.
 */
export const planPurchaseSchema = z.object({
  id: idSchema,
  auto_renew: z.boolean(),
  plan_id: idSchema,
  plan_name: z.string(),
  practice_id: idSchema,
  practice_name: z.string(),
  payment_mode: z.enum(PAYMENT_MODES),
  status: z.enum(PLAN_PURCHASE_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  covered_patients: z.array(coveredPatientSchema),
  start_date: isoDateStringSchema,
  end_date: isoDateStringSchema,
  total_cents: nonNegativeCentsSchema,
  paid_cents: nonNegativeCentsSchema,
  balance_cents: nonNegativeCentsSchema,
  past_due: z.boolean(),
  next_payment_date: isoDateStringSchema.nullable(),
  next_payment_cents: nonNegativeCentsSchema.nullable(),
  payment_method_id: z.string().nullable(),
  card_brand: z.enum(CARD_BRANDS).nullable(),
  card_last4: cardLast4Schema.nullable(),
  instalments: z.array(instalmentSchema),
  payments: z.array(purchasePaymentSchema),
});
export type PlanPurchase = z.infer<typeof planPurchaseSchema>;

/** spec §7: the purchases list (data.data). */
export const planPurchasesResponseSchema = paginatedEnvelope(planPurchaseSchema);
export type PlanPurchasesResponse = z.infer<typeof planPurchasesResponseSchema>;

/** spec §7: GET member/v4/in-office-plan-purchases/{id}/ (data.data). */
export const planPurchaseResponseSchema = dataEnvelope(planPurchaseSchema);
export type PlanPurchaseResponse = z.infer<typeof planPurchaseResponseSchema>;

/** Idempotency key of a confirm: one per checkout attempt (crypto.randomUUID()), reused on every retry. */
export const idempotencyKeySchema = z
  .string({ error: MSG_INVALID })
  .trim()
  .refine(...wellFormedText)
  .min(8, MSG_INVALID)
  .max(TEXT_INPUT_MAX_LENGTH, MSG_INVALID);

/**
 * POST member/v4/in-office-plan-purchases/ (/complete-plan-purchase: confirm). Creates the purchase, its
 * covered patients, its instalment schedule and charges the first payment in one transaction: 201 with the
 * purchase; a declined card answers 402 `{ errors: '<decline message>' }` and leaves nothing. The same
 * idempotency_key again answers the same purchase (200) and charges nothing more.
 */
export const confirmPlanPurchaseRequestSchema = z.object({
  plan_id: idSchema,
  covered_patient_ids: z.array(idSchema, { error: MSG_INVALID }).min(1, MSG_INVALID).max(20, MSG_INVALID),
  payment_mode: z.enum(PAYMENT_MODES, { error: MSG_INVALID }),
  payment_method_id: requiredTextSchema,
  terms_accepted: z.literal(true, { error: MSG_TERMS_REQUIRED }),
  idempotency_key: idempotencyKeySchema,
});
export type ConfirmPlanPurchaseRequest = z.input<typeof confirmPlanPurchaseRequestSchema>;
export const confirmPlanPurchaseResponseSchema = planPurchaseResponseSchema;

/**
 * spec §7: POST .../{id}/payoff-balance/: the saved card (its payment_method_id) to charge the whole balance
 * to. 200 with the charge; 402 `{ errors: '<decline message>' }` when declined; 409 `{ errors: MSG_NO_BALANCE }`
 * when nothing is owed (e.g. a doubled click already paid it: concurrent payoffs charge once).
 */
export const payoffBalanceRequestSchema = z.object({
  use_stripe_payment_method_id: requiredTextSchema,
  /**
   * Issue 15: one per payoff attempt, reused on a retry: the same key again answers the first attempt's
   * result (its success even when nothing is owed any more, or its decline). Optional: spec §7 names only
   * the card; without it a doubled payoff still charges once (409 for the second).
   */
  idempotency_key: idempotencyKeySchema.optional(),
});
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
