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

/**
 * Issue 27 item 6 (decision 0060): a company's or practice's US bank account, to verify by two micro-deposits.
 * The numbers are passed on to the gateway and dropped: never stored, never logged.
 */
export interface BankAccountSetupRequest {
  /** The holder as the gateway's customer is keyed: 'employer-3', 'practice-7'. */
  holderKey: string;
  /** The company's or practice's name (the account holder). */
  holderName: string;
  /** The holder's customer at the gateway from an account added before (Stripe), so one holder is one customer. */
  knownCustomerReference: string | null;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  /** The same key answers the same account: a retried or doubled request sends the deposits once. */
  idempotencyKey: string;
  /** Who accepted the debit mandate, from where (Stripe's online customer acceptance). */
  acceptedFrom: { ip: string; userAgent: string | undefined };
}

/** The account set up (its references and last 4 digits) with its deposits on their way, or the gateway's refusal. */
export type BankAccountSetupResult =
  | {
      ok: true;
      paymentMethodReference: string;
      verificationReference: string;
      customerReference: string | null;
      last4: string;
    }
  | { ok: false; message: string };

/** The deposits confirmed, or the gateway's reason for not confirming them (wrong amounts ...). */
export type MicroDepositResult = { ok: true } | { ok: false; message: string };

export interface PaymentGateway extends BankDebitGateway {
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
  /**
   * Adds a US bank account for debits and sends it two micro-deposits (decision 0060), once per idempotency key.
   * `tx` as for `charge`. A refusal of the numbers is a result; a gateway that does not answer throws.
   */
  setUpBankAccount(request: BankAccountSetupRequest, tx: DbOrTx): Promise<BankAccountSetupResult>;
  /** Confirms the two micro-deposits (cents, either order) of an account set up; after it, debits may use it. */
  verifyMicroDeposits(
    verificationReference: string,
    amountsCents: readonly [number, number],
    tx: DbOrTx,
  ): Promise<MicroDepositResult>;
}

/** Issue 27 item 6 (decision 0061): a debit of a verified US bank account (ACH), a company paying its invoice. */
export interface BankDebitRequest {
  /** The gateway's reference of the verified account (a Stripe us_bank_account PaymentMethod, an offline account). */
  bankAccountReference: string;
  amountCents: number;
  /** The same key answers the same debit: a retried or doubled payment debits once. */
  idempotencyKey: string;
  description: string;
}

/**
 * A debit's outcome: taken (`settled`), accepted and under way (an ACH debit takes days: Stripe answers
 * `processing`), or refused with the message to show.
 */
export type BankDebitResult =
  | { ok: true; reference: string; settled: boolean }
  | { ok: false; reference: string | null; message: string };

/** Issue 27 item 6: what a gateway adds to PaymentGateway to debit bank accounts (kept apart, so merges append). */
export interface BankDebitGateway {
  /**
   * Debits a verified bank account once per idempotency key. `tx` as for `charge`. A refusal is a result; a gateway
   * that does not answer throws.
   */
  debitBank(request: BankDebitRequest, tx: DbOrTx): Promise<BankDebitResult>;
}
