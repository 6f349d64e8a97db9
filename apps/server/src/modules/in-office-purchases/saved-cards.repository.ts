// Issue 7: a household's saved cards (brand, last four, expiry and the gateway's payment method id).
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inOfficePlanPurchases, savedPaymentMethods } from '../../db/schema/index.js';
import type { CardSummary } from '../../payments/gateway.js';

export function savedCardsRepository(db: Database) {
  return {
    list(householdId: number) {
      return db
        .select()
        .from(savedPaymentMethods)
        .where(eq(savedPaymentMethods.householdId, householdId))
        .orderBy(desc(savedPaymentMethods.createdAt), desc(savedPaymentMethods.id));
    },

    /** Saves a card; the same payment method again answers the row already saved (if it is this household's). */
    async save(householdId: number, gateway: string, card: CardSummary, at: Date) {
      await db
        .insert(savedPaymentMethods)
        .values({
          householdId,
          gateway,
          paymentMethodId: card.paymentMethodId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          createdAt: at,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(savedPaymentMethods)
        .where(
          and(
            eq(savedPaymentMethods.paymentMethodId, card.paymentMethodId),
            eq(savedPaymentMethods.householdId, householdId),
          ),
        );
      return row ?? null;
    },

    /** Removes a card; purchases whose schedule charged it keep no card (payoff then needs another). */
    async remove(householdId: number, id: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(savedPaymentMethods)
          .where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.householdId, householdId)))
          .returning();
        if (!row) return null;
        await tx
          .update(inOfficePlanPurchases)
          .set({ paymentMethodId: null })
          .where(
            and(
              eq(inOfficePlanPurchases.householdId, householdId),
              eq(inOfficePlanPurchases.paymentMethodId, row.paymentMethodId),
            ),
          );
        return row;
      });
    },
  };
}
export type SavedCardsRepository = ReturnType<typeof savedCardsRepository>;
