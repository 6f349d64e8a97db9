// Issue 7: the one interface both card payment gateways (Stripe, offline) implement. Callers record every
// outcome in the payments ledger; a gateway never sees our database rows and never logs card data.
import type { CardBrand, PaymentGateway as GatewayName } from '@dental/domain';
import type { DbOrTx } from '../platform/transaction.js';

/** What may be kept and shown of a card. */
export interface CardSummary {
  paymentMethodId: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  householdId: number;
  paymentMethodId: string;
  amountCents: number;
  /** The same key answers the same charge: a retried or doubled request charges once. */
  idempotencyKey: string;
  description: string;
}

/** A charge's outcome: the gateway's reference, and on failure the message to show (a decline ...). */
export type ChargeResult = { ok: true; reference: string } | { ok: false; reference: string | null; message: string };

export interface RefundRequest {
  /** The charge's reference at the gateway (a Stripe PaymentIntent, an offline charge). */
  chargeReference: string;
  amountCents: number;
  /** The same key answers the same refund: a retried void refunds once. */
  idempotencyKey: string;
}

/** A refund's outcome: the gateway's refund id, or the gateway's reason for refusing it. */
export type RefundResult = { ok: true; reference: string } | { ok: false; message: string };

export interface PaymentGateway {
  readonly name: GatewayName;
  /**
   * Saves a payment method on the household's customer and answers its card, or null when the gateway
   * does not know it (or it belongs to another household).
   */
  attach(householdId: number, paymentMethodId: string): Promise<CardSummary | null>;
  /** Forgets a saved payment method at the gateway. */
  detach(paymentMethodId: string): Promise<void>;
  /**
   * Charges a saved payment method. `tx` is the caller's transaction: a gateway that keeps its records in
   * our database (offline) writes through it, so it never waits on the caller's own locks.
   */
  charge(request: ChargeRequest, tx: DbOrTx): Promise<ChargeResult>;
  /**
   * Refunds (part of) a charge, once per idempotency key. `tx` as for `charge`. A refusal is a result; a gateway
   * that does not answer throws.
   */
  refund(request: RefundRequest, tx: DbOrTx): Promise<RefundResult>;
}
