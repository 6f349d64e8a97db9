// Issue 7: Stripe's webhook. Verified by signature over the raw body (and the timestamp's age, by our
// clock); each event applies once, by its id, in the same transaction as its effect. Handled: a refund
// (a ledger row: the balance grows back) and a payment method detached at Stripe (its saved card goes); an
// invoice's ACH debit settled or failed days after Stripe accepted it (issue 27 item 6, decision 0061).
import Stripe from 'stripe';
import type { FastifyPluginAsync } from 'fastify';
import { ERRORS, MSG_BANK_DEBIT_DECLINED, STRIPE_WEBHOOK_PATH } from '@dental/domain';
import type { Env } from '../config/env.js';
import { NotFoundError, appError } from '../http/errors.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import type { DbOrTx } from '../platform/transaction.js';
import {
  failInvoiceDebit,
  forgetPaymentMethod,
  insertRefund,
  recordWebhookEvent,
  refundedCentsOf,
  settleInvoiceDebit,
  succeededPaymentOf,
} from './payments.repository.js';

/** Seconds a signed event stays acceptable (Stripe's own default). */
const TOLERANCE_SECONDS = 300;

async function applyRefund(tx: DbOrTx, charge: Stripe.Charge, eventId: string, at: Date): Promise<void> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return;
  const paid = await succeededPaymentOf(tx, intentId);
  if (!paid) return;
  // amount_refunded is the charge's running total: record only what this event adds.
  const delta = Math.min(charge.amount_refunded, paid.amountCents) - (await refundedCentsOf(tx, intentId));
  if (delta <= 0) return;
  await insertRefund(tx, paid, { intentId, amountCents: delta, eventId, at });
}

async function applyDetached(tx: DbOrTx, method: Stripe.PaymentMethod): Promise<void> {
  await forgetPaymentMethod(tx, method.id);
}

/** Applies a verified event once; false when its id was seen before. */
export async function applyStripeEvent(db: Database, event: Stripe.Event, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, event.id, event.type, at))) return false;
    if (event.type === 'charge.refunded') await applyRefund(tx, event.data.object, event.id, at);
    if (event.type === 'payment_method.detached') await applyDetached(tx, event.data.object);
    if (event.type === 'payment_intent.succeeded') await settleInvoiceDebit(tx, event.data.object.id);
    if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      await failInvoiceDebit(tx, intent.id, intent.last_payment_error?.message ?? MSG_BANK_DEBIT_DECLINED);
    }
    return true;
  });
}

/** POST /webhooks/stripe/ on the member app: 404 without a signing secret, 400 for a bad signature or age. */
export function stripeWebhookRoutes(deps: { env: Env; db: Database; clock: Clock }): FastifyPluginAsync {
  const { env, db, clock } = deps;
  return async (app) => {
    // The signature covers the exact bytes Stripe sent: keep the body raw in this scope only.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // Stripe's server calls it, not a browser session: its signature is the proof, not an XSRF token.
    app.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true }, config: { xsrf: false } }, async (request, reply) => {
      const secret = env.STRIPE_WEBHOOK_SECRET;
      if (!secret) throw new NotFoundError();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        throw appError(ERRORS.webhookSignatureInvalid);
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(
          request.body,
          signature,
          secret,
          TOLERANCE_SECONDS,
          undefined,
          clock().getTime(),
        );
      } catch {
        throw appError(ERRORS.webhookSignatureInvalid);
      }
      const applied = await applyStripeEvent(db, event, clock());
      return reply.status(200).send({ received: true, duplicate: !applied });
    });
  };
}
