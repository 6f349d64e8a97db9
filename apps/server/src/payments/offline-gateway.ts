// Issue 7: the offline gateway (default when no Stripe secret key is set). It stands in for a card processor
// with records of its own: a token made from a card form keeps brand, last four, expiry and which test
// outcome the number stood for (OFFLINE_TEST_CARDS), never the number itself.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  MSG_CARD_EXPIRED,
  cardBrandOf,
  declineMessage,
  offlineCardOutcome,
  parseCardExpiry,
  type CardBrand,
  type OfflineCardOutcome,
} from '@dental/domain';
import type { Database } from '../db/database.js';
import { offlineCardTokens, offlineCharges } from '../db/schema/index.js';
import type { DbOrTx } from '../modules/member/shared/member-audit.repository.js';
import type { CardSummary, ChargeRequest, ChargeResult, PaymentGateway } from './gateway.js';

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

function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  return expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

function summaryOf(row: typeof offlineCardTokens.$inferSelect): CardSummary {
  return { paymentMethodId: row.id, brand: row.brand as CardBrand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
}

export function offlineGateway(db: Database, clock: () => Date): OfflineGateway {
  return {
    name: 'offline',

    async tokenize(householdId, card, now) {
      const { month, year } = parseCardExpiry(card.expiry);
      const id = `pm_off_${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .insert(offlineCardTokens)
        .values({
          id,
          householdId,
          brand: cardBrandOf(card.card_number),
          last4: card.card_number.slice(-4),
          expMonth: month,
          expYear: year,
          outcome: offlineCardOutcome(card.card_number),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('token not stored');
      return summaryOf(row);
    },

    async attach(householdId, paymentMethodId) {
      const [row] = await db
        .select()
        .from(offlineCardTokens)
        .where(and(eq(offlineCardTokens.id, paymentMethodId), eq(offlineCardTokens.householdId, householdId)));
      return row ? summaryOf(row) : null;
    },

    async detach() {
      // Tokens stay: past payments keep naming their card.
    },

    async charge(request: ChargeRequest, tx: DbOrTx): Promise<ChargeResult> {
      const [previous] = await tx.select().from(offlineCharges).where(eq(offlineCharges.idempotencyKey, request.idempotencyKey));
      if (previous) return resultOf(previous.outcome as OfflineCardOutcome | 'expired', previous.reference);
      const [token] = await tx
        .select()
        .from(offlineCardTokens)
        .where(and(eq(offlineCardTokens.id, request.paymentMethodId), eq(offlineCardTokens.householdId, request.householdId)));
      const outcome: OfflineCardOutcome | 'expired' = !token
        ? 'declined'
        : isExpired(token.expMonth, token.expYear, clock())
          ? 'expired'
          : (token.outcome as OfflineCardOutcome);
      const reference = `ch_off_${randomBytes(12).toString('hex')}`;
      const [stored] = await tx
        .insert(offlineCharges)
        .values({ idempotencyKey: request.idempotencyKey, reference, paymentMethodId: request.paymentMethodId, amountCents: request.amountCents, outcome })
        .onConflictDoNothing()
        .returning();
      if (stored) return resultOf(outcome, reference);
      // A concurrent request with the same key stored first: answer its result, as Stripe does.
      const [winner] = await tx.select().from(offlineCharges).where(eq(offlineCharges.idempotencyKey, request.idempotencyKey));
      return resultOf((winner?.outcome ?? 'declined') as OfflineCardOutcome | 'expired', winner?.reference ?? null);
    },
  };
}

function resultOf(outcome: OfflineCardOutcome | 'expired', reference: string | null): ChargeResult {
  if (outcome === 'succeeds' && reference) return { ok: true, reference };
  if (outcome === 'expired') return { ok: false, reference, message: MSG_CARD_EXPIRED };
  return { ok: false, reference, message: declineMessage(outcome === 'succeeds' ? 'declined' : outcome) };
}
