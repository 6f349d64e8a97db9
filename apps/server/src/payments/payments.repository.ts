// The payment adapters' own rows (issue 7): the Stripe customer per household, the offline gateway's card
// tokens and charges, and what Stripe's webhook applies. The gateways and the webhook keep the rules; the SQL
// is here, the one kind of file that imports Drizzle (decision 21).
import { and, eq, sql } from 'drizzle-orm';
import {
  inOfficePlanPurchases,
  offlineCardTokens,
  paymentCustomers,
  payments,
  savedPaymentMethods,
  webhookEvents,
} from '../db/schema/index.js';
import type { DbOrTx } from '../platform/transaction.js';

export type OfflineCardToken = typeof offlineCardTokens.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The household's stored Stripe customer id, or null. */
export async function storedStripeCustomer(exec: DbOrTx, householdId: number): Promise<string | null> {
  const [known] = await exec
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.householdId, householdId), eq(paymentCustomers.gateway, 'stripe')));
  return known?.customerId ?? null;
}

/** Stores the household's Stripe customer unless one is stored already (a concurrent creation keeps the first). */
export async function storeStripeCustomer(exec: DbOrTx, householdId: number, customerId: string): Promise<void> {
  await exec.insert(paymentCustomers).values({ householdId, gateway: 'stripe', customerId }).onConflictDoNothing();
}

/** Stores an offline card token and returns it. */
export async function insertOfflineToken(
  exec: DbOrTx,
  token: typeof offlineCardTokens.$inferInsert,
): Promise<OfflineCardToken> {
  const [row] = await exec.insert(offlineCardTokens).values(token).returning();
  if (!row) throw new Error('token not stored');
  return row;
}

/** The household's offline card token by id; another household's token is null. */
export async function householdOfflineToken(
  exec: DbOrTx,
  householdId: number,
  id: string,
): Promise<OfflineCardToken | null> {
  const [row] = await exec
    .select()
    .from(offlineCardTokens)
    .where(and(eq(offlineCardTokens.id, id), eq(offlineCardTokens.householdId, householdId)));
  return row ?? null;
}

export interface OfflineChargeRequest {
  idempotencyKey: string;
  reference: string;
  paymentMethodId: string;
  householdId: number;
  amountCents: number;
  /** This month as year * 12 + month: a token that expired before it fails. */
  month: number;
}

/**
 * One statement (the job runner charges thousands): the token's outcome (an unknown or another household's
 * token declines, an expired one fails), stored under the key unless a charge with that key exists, whose
 * result is answered again, as Stripe does.
 */
export async function chargeOfflineOnce(
  tx: DbOrTx,
  request: OfflineChargeRequest,
): Promise<{ outcome: string; reference: string } | null> {
  const result = await tx.execute<{ outcome: string; reference: string }>(sql`
    with token as (
      select case when t.exp_year * 12 + t.exp_month < ${request.month}::int then 'expired' else t.outcome end as outcome
      from offline_card_tokens t where t.id = ${request.paymentMethodId} and t.household_id = ${request.householdId}
    ),
    stored as (
      insert into offline_charges (idempotency_key, reference, payment_method_id, amount_cents, outcome)
      select ${request.idempotencyKey}, ${request.reference}, ${request.paymentMethodId}, ${request.amountCents}, coalesce((select outcome from token), 'declined')
      on conflict (idempotency_key) do nothing
      returning outcome, reference
    )
    select outcome, reference from stored
    union all
    select outcome, reference from offline_charges where idempotency_key = ${request.idempotencyKey} and not exists (select 1 from stored)`);
  return result.rows[0] ?? null;
}

export interface OfflineRefundRequest {
  idempotencyKey: string;
  reference: string;
  chargeReference: string;
  amountCents: number;
}

/**
 * One statement, as a charge: stored under the key when the charge succeeded and what is left of it (its amount
 * less what was refunded before) covers the refund; a refund with that key already stored is answered again.
 * Null: refused (an unknown or declined charge, or more than is left of it).
 */
export async function refundOfflineOnce(tx: DbOrTx, request: OfflineRefundRequest): Promise<string | null> {
  const result = await tx.execute<{ reference: string }>(sql`
    with charge as (
      select c.amount_cents - coalesce((select sum(r.amount_cents) from offline_refunds r
          where r.charge_reference = c.reference), 0) as left_cents
      from offline_charges c where c.reference = ${request.chargeReference} and c.outcome = 'succeeds'
    ),
    stored as (
      insert into offline_refunds (idempotency_key, reference, charge_reference, amount_cents)
      select ${request.idempotencyKey}, ${request.reference}, ${request.chargeReference}, ${request.amountCents}::int
      from charge where charge.left_cents >= ${request.amountCents}::int
      on conflict (idempotency_key) do nothing
      returning reference
    )
    select reference from stored
    union all
    select reference from offline_refunds where idempotency_key = ${request.idempotencyKey} and not exists (select 1 from stored)`);
  return result.rows[0]?.reference ?? null;
}

/** Records a webhook event's id; false when it was recorded before (the event was applied already). */
export async function recordWebhookEvent(tx: DbOrTx, id: string, type: string, at: Date): Promise<boolean> {
  const [fresh] = await tx.insert(webhookEvents).values({ id, type, receivedAt: at }).onConflictDoNothing().returning();
  return fresh !== undefined;
}

/** The succeeded payment a Stripe PaymentIntent made, or null. */
export async function succeededPaymentOf(tx: DbOrTx, intentId: string): Promise<PaymentRow | null> {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.gatewayReference, intentId), eq(payments.status, 'succeeded')));
  return paid ?? null;
}

/** Cents already refunded on a PaymentIntent. */
export async function refundedCentsOf(tx: DbOrTx, intentId: string): Promise<number> {
  const [already] = await tx
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.gatewayReference, intentId), eq(payments.status, 'refunded')));
  return already?.cents ?? 0;
}

/** A refund's ledger row: the same purchase, kind and card as the payment, with what this refund adds. */
export async function insertRefund(
  tx: DbOrTx,
  paid: PaymentRow,
  refund: { intentId: string; amountCents: number; eventId: string; at: Date },
): Promise<void> {
  await tx.insert(payments).values({
    purchaseId: paid.purchaseId,
    amountCents: refund.amountCents,
    status: 'refunded',
    kind: paid.kind,
    gateway: 'stripe',
    gatewayReference: refund.intentId,
    paymentMethodId: paid.paymentMethodId,
    cardBrand: paid.cardBrand,
    cardLast4: paid.cardLast4,
    idempotencyKey: `refund-${refund.eventId}`,
    createdAt: refund.at,
  });
}

/** Forgets a payment method detached at Stripe: its saved cards go, and purchases paying with it lose it. */
export async function forgetPaymentMethod(tx: DbOrTx, paymentMethodId: string): Promise<void> {
  const removed = await tx
    .delete(savedPaymentMethods)
    .where(eq(savedPaymentMethods.paymentMethodId, paymentMethodId))
    .returning();
  for (const row of removed) {
    await tx
      .update(inOfficePlanPurchases)
      .set({ paymentMethodId: null })
      .where(
        and(
          eq(inOfficePlanPurchases.householdId, row.householdId),
          eq(inOfficePlanPurchases.paymentMethodId, paymentMethodId),
        ),
      );
  }
}

export interface OfflineBankDebitRequest {
  idempotencyKey: string;
  reference: string;
  bankAccountReference: string;
  amountCents: number;
  /** What the offline processor does with this account: 'succeeds', or 'declined' for its declining test account. */
  outcome: 'succeeds' | 'declined';
}

/**
 * Issue 27 item 6: a bank debit in the offline gateway's charges (the account's reference where a card's token
 * goes), one statement as a charge: stored under the key unless a debit with that key exists, whose result is
 * answered again, as Stripe does.
 */
export async function debitOfflineOnce(
  tx: DbOrTx,
  request: OfflineBankDebitRequest,
): Promise<{ outcome: string; reference: string }> {
  const result = await tx.execute<{ outcome: string; reference: string }>(sql`
    with stored as (
      insert into offline_charges (idempotency_key, reference, payment_method_id, amount_cents, outcome)
      values (${request.idempotencyKey}, ${request.reference}, ${request.bankAccountReference}, ${request.amountCents}::int, ${request.outcome})
      on conflict (idempotency_key) do nothing
      returning outcome, reference
    )
    select outcome, reference from stored
    union all
    select outcome, reference from offline_charges where idempotency_key = ${request.idempotencyKey} and not exists (select 1 from stored)`);
  const row = result.rows[0];
  if (!row) throw new Error('offline debit not stored');
  return row;
}

/**
 * Issue 27 item 6 (decision 0061): an invoice's ACH debit that Stripe accepted (processing) has settled: its ledger
 * row succeeded. Nothing for an intent that is no invoice's.
 */
export async function settleInvoiceDebit(tx: DbOrTx, intentId: string): Promise<void> {
  await tx.execute(sql`update invoice_payments set status = 'succeeded'
    where gateway = 'stripe' and gateway_reference = ${intentId} and status = 'processing'`);
}

/**
 * Issue 27 item 6 (decision 0061): an invoice's ACH debit failed after Stripe accepted it: its ledger row failed with
 * the bank's reason, and the invoice is unpaid again (open; past due once its due date has gone, as reads say).
 */
export async function failInvoiceDebit(tx: DbOrTx, intentId: string, message: string): Promise<void> {
  await tx.execute(sql`with failed as (
      update invoice_payments set status = 'failed', failure_message = ${message}
      where gateway = 'stripe' and gateway_reference = ${intentId} and status = 'processing'
      returning invoice_id
    )
    update invoices set status = 'open', paid_at = null where id in (select invoice_id from failed)`);
}
