// Issue 7: the Stripe gateway, on the official SDK. Saved cards are PaymentMethods attached to one Customer
// per household; a charge is a PaymentIntent confirmed off-session, created with an idempotency key so a
// retried or doubled request charges once. Card numbers never reach our server (Stripe.js Elements).
import Stripe from 'stripe';
import { MSG_BANK_DEBIT_DECLINED, MSG_CARD_PROCESSING_ERROR, type CardBrand } from '@dental/domain';
import type { Database } from '../db/database.js';
import type { DbOrTx } from '../platform/transaction.js';
import type {
  BankDebitRequest,
  BankDebitResult,
  CardSummary,
  ChargeRequest,
  ChargeResult,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './gateway.js';
import { storedStripeCustomer, storeStripeCustomer } from './payments.repository.js';
import { stripeBankAccountMethods } from './stripe-bank-accounts.js';

export interface StripeGatewayOptions {
  secretKey: string;
  /** Another API address than Stripe's (tests point the SDK at a local fake: host, port, protocol). */
  apiBase?: string | undefined;
}

const BRANDS: Record<string, CardBrand> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The SDK client, pointed at apiBase when given. */
export function stripeClient(options: StripeGatewayOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  return new Stripe(options.secretKey, {
    // Retries network failures and Stripe's 409 for a concurrent request with the same idempotency key.
    maxNetworkRetries: 3,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

function summaryOf(method: Stripe.PaymentMethod): CardSummary | null {
  if (!method.card) return null;
  return {
    paymentMethodId: method.id,
    brand: BRANDS[method.card.brand] ?? 'Unknown',
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

function customerIdOf(value: string | Stripe.Customer | Stripe.DeletedCustomer | null): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function stripeGateway(db: Database, options: StripeGatewayOptions): PaymentGateway {
  const stripe = stripeClient(options);

  /** The household's Stripe customer, created once (its idempotency key makes a doubled creation one). */
  async function customerOf(householdId: number, exec: DbOrTx = db): Promise<string> {
    const known = await storedStripeCustomer(exec, householdId);
    if (known) return known;
    const customer = await stripe.customers.create(
      { metadata: { household_id: String(householdId) } },
      { idempotencyKey: `customer-household-${householdId}` },
    );
    await storeStripeCustomer(exec, householdId, customer.id);
    return (await storedStripeCustomer(exec, householdId)) ?? customer.id;
  }

  return {
    name: 'stripe',

    async attach(householdId, paymentMethodId) {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(paymentMethodId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
      const customer = await customerOf(householdId);
      const owner = customerIdOf(method.customer);
      if (owner && owner !== customer) return null;
      if (!owner) method = await stripe.paymentMethods.attach(paymentMethodId, { customer });
      return summaryOf(method);
    },

    async detach(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Already detached at Stripe (or unknown there): nothing left to forget.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    async charge(request: ChargeRequest, tx: DbOrTx): Promise<ChargeResult> {
      // Through the caller's transaction: on PGlite a query outside it would wait for it to end.
      const customer = await customerOf(request.householdId, tx);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer,
            payment_method: request.paymentMethodId,
            confirm: true,
            off_session: true,
            description: request.description,
            metadata: { household_id: String(request.householdId) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { ok: true, reference: intent.id };
        return { ok: false, reference: intent.id, message: MSG_CARD_PROCESSING_ERROR };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
          return { ok: false, reference: raw?.payment_intent?.id ?? null, message: error.message };
        }
        throw error;
      }
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.chargeReference, amount: request.amountCents },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { ok: false, message: refund.failure_reason ?? `Refund ${refund.status}` };
        return { ok: true, reference: refund.id };
      } catch (error) {
        // Stripe refused it (already refunded, more than is left, a disputed charge): a refusal, not an outage.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, message: error.message };
        throw error;
      }
    },

    // Issue 27 item 6: US bank accounts verified by micro-deposits (decision 0060).
    ...stripeBankAccountMethods(stripe),
    async debitBank(request: BankDebitRequest): Promise<BankDebitResult> {
      // Issue 27 item 6: an ACH debit is a us_bank_account PaymentIntent confirmed off-session on the verified
      // account (its mandate was accepted when it was verified), on the account's own customer.
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(request.bankAccountReference);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { ok: false, reference: null, message: MSG_BANK_DEBIT_DECLINED };
        throw error;
      }
      const customer = customerIdOf(method.customer);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            ...(customer ? { customer } : {}),
            payment_method: method.id,
            allowed_payment_method_types: ['us_bank_account'],
            confirm: true,
            off_session: true,
            description: request.description,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        // ACH settles in days: 'processing' is accepted; a later failure arrives as payment_intent.payment_failed.
        if (intent.status === 'succeeded' || intent.status === 'processing')
          return { ok: true, reference: intent.id, settled: intent.status === 'succeeded' };
        return {
          ok: false,
          reference: intent.id,
          message: intent.last_payment_error?.message ?? MSG_BANK_DEBIT_DECLINED,
        };
      } catch (error) {
        // Stripe refused the debit at once (a closed account, a missing mandate): a refusal, not an outage.
        if (
          error instanceof Stripe.errors.StripeCardError ||
          error instanceof Stripe.errors.StripeInvalidRequestError
        ) {
          const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
          return { ok: false, reference: raw?.payment_intent?.id ?? null, message: MSG_BANK_DEBIT_DECLINED };
        }
        throw error;
      }
    },
  };
}
