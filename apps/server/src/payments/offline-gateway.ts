// Issue 7: the offline gateway (default when no Stripe secret key is set). It stands in for a card processor
// with records of its own: a token made from a card form keeps brand, last four, expiry and which test
// outcome the number stood for (OFFLINE_TEST_CARDS), never the number itself.
import { randomBytes } from 'node:crypto';
import {
  MSG_BANK_DEBIT_DECLINED,
  MSG_CARD_EXPIRED,
  cardBrandOf,
  declineMessage,
  offlineCardOutcome,
  parseCardExpiry,
  type CardBrand,
  type OfflineCardOutcome,
} from '@dental/domain';
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
import {
  chargeOfflineOnce,
  debitOfflineOnce,
  refundOfflineOnce,
  householdOfflineToken,
  insertOfflineToken,
  type OfflineCardToken,
} from './payments.repository.js';
import { offlineBankAccountMethods } from './offline-bank-accounts.js';

/** A card form the tokenizing endpoint accepted (validated by offlineTokenizeRequestSchema). */
export interface OfflineCardForm {
  card_number: string;
  expiry: string;
}

export interface OfflineGateway extends PaymentGateway {
  readonly name: 'offline';
  /** Makes a token of a card form; the number is used here and dropped. */
  tokenize(householdId: number, card: OfflineCardForm, now: Date): Promise<CardSummary>;
}

/**
 * Issue 27 item 6: an offline bank account whose reference ends so refuses every debit (the offline processor's
 * test account, as 4000 0000 0000 0002 is its declining card); every other verified account is debited.
 */
export const OFFLINE_DECLINING_BANK_ACCOUNT_SUFFIX = '_declines';

/** The offline processor's reason for a refused refund (the caller shows its own message). */
export const OFFLINE_REFUND_REFUSED = 'The charge is unknown, was declined or has been refunded already.';

function summaryOf(row: OfflineCardToken): CardSummary {
  return {
    paymentMethodId: row.id,
    brand: row.brand as CardBrand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
  };
}

export function offlineGateway(db: Database, clock: () => Date): OfflineGateway {
  return {
    name: 'offline',

    async tokenize(householdId, card, now) {
      const { month, year } = parseCardExpiry(card.expiry);
      const id = `pm_off_${randomBytes(12).toString('hex')}`;
      const row = await insertOfflineToken(db, {
        id,
        householdId,
        brand: cardBrandOf(card.card_number),
        last4: card.card_number.slice(-4),
        expMonth: month,
        expYear: year,
        outcome: offlineCardOutcome(card.card_number),
        createdAt: now,
      });
      return summaryOf(row);
    },

    async attach(householdId, paymentMethodId) {
      const row = await householdOfflineToken(db, householdId, paymentMethodId);
      return row ? summaryOf(row) : null;
    },

    async detach() {
      // Tokens stay: past payments keep naming their card.
    },

    async charge(request: ChargeRequest, tx: DbOrTx): Promise<ChargeResult> {
      // One statement (payments.repository.ts): the job runner charges thousands.
      const now = clock();
      const row = await chargeOfflineOnce(tx, {
        idempotencyKey: request.idempotencyKey,
        reference: `ch_off_${randomBytes(12).toString('hex')}`,
        paymentMethodId: request.paymentMethodId,
        householdId: request.householdId,
        amountCents: request.amountCents,
        month: now.getUTCFullYear() * 12 + now.getUTCMonth() + 1,
      });
      return resultOf((row?.outcome ?? 'declined') as OfflineCardOutcome | 'expired', row?.reference ?? null);
    },

    async refund(request: RefundRequest, tx: DbOrTx): Promise<RefundResult> {
      const reference = await refundOfflineOnce(tx, {
        idempotencyKey: request.idempotencyKey,
        reference: `re_off_${randomBytes(12).toString('hex')}`,
        chargeReference: request.chargeReference,
        amountCents: request.amountCents,
      });
      return reference ? { ok: true, reference } : { ok: false, message: OFFLINE_REFUND_REFUSED };
    },

    // Issue 27 item 6: US bank accounts verified by two micro-deposits (decision 0060).
    ...offlineBankAccountMethods(clock),
    async debitBank(request: BankDebitRequest, tx: DbOrTx): Promise<BankDebitResult> {
      // Settled at once: the offline processor has no ACH days to wait.
      const row = await debitOfflineOnce(tx, {
        idempotencyKey: request.idempotencyKey,
        reference: `py_off_${randomBytes(12).toString('hex')}`,
        bankAccountReference: request.bankAccountReference,
        amountCents: request.amountCents,
        outcome: request.bankAccountReference.endsWith(OFFLINE_DECLINING_BANK_ACCOUNT_SUFFIX) ? 'declined' : 'succeeds',
      });
      return row.outcome === 'succeeds'
        ? { ok: true, reference: row.reference, settled: true }
        : { ok: false, reference: row.reference, message: MSG_BANK_DEBIT_DECLINED };
    },
  };
}

function resultOf(outcome: OfflineCardOutcome | 'expired', reference: string | null): ChargeResult {
  if (outcome === 'succeeds' && reference) return { ok: true, reference };
  if (outcome === 'expired') return { ok: false, reference, message: MSG_CARD_EXPIRED };
  return { ok: false, reference, message: declineMessage(outcome === 'succeeds' ? 'declined' : outcome) };
}
