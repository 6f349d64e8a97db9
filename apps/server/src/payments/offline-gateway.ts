// Issue 7: the offline gateway (default when no Stripe secret key is set). It stands in for a card processor
// with records of its own: a token made from a card form keeps brand, last four, expiry and which test
// outcome the number stood for (OFFLINE_TEST_CARDS), never the number itself.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
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
import { offlineCardTokens } from '../db/schema/index.js';
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
      // One statement (the job runner charges thousands): the token's outcome (an unknown or another
      // household's token declines, an expired one fails), stored under the key unless a charge with that
      // key exists, whose result is answered again, as Stripe does.
      const now = clock();
      const month = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
      const reference = `ch_off_${randomBytes(12).toString('hex')}`;
      const result = await tx.execute<{ outcome: string; reference: string }>(sql`
        with token as (
          select case when t.exp_year * 12 + t.exp_month < ${month}::int then 'expired' else t.outcome end as outcome
          from offline_card_tokens t where t.id = ${request.paymentMethodId} and t.household_id = ${request.householdId}
        ),
        stored as (
          insert into offline_charges (idempotency_key, reference, payment_method_id, amount_cents, outcome)
          select ${request.idempotencyKey}, ${reference}, ${request.paymentMethodId}, ${request.amountCents}, coalesce((select outcome from token), 'declined')
          on conflict (idempotency_key) do nothing
          returning outcome, reference
        )
        select outcome, reference from stored
        union all
        select outcome, reference from offline_charges where idempotency_key = ${request.idempotencyKey} and not exists (select 1 from stored)`);
      const row = result.rows[0];
      return resultOf((row?.outcome ?? 'declined') as OfflineCardOutcome | 'expired', row?.reference ?? null);
    },
  };
}

function resultOf(outcome: OfflineCardOutcome | 'expired', reference: string | null): ChargeResult {
  if (outcome === 'succeeds' && reference) return { ok: true, reference };
  if (outcome === 'expired') return { ok: false, reference, message: MSG_CARD_EXPIRED };
  return { ok: false, reference, message: declineMessage(outcome === 'succeeds' ? 'declined' : outcome) };
}
