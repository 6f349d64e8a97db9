// Decision 0033: the SQL of charging a visit's member share to a card the household saved. STYLE: only
// repositories use Drizzle. Cards are read by the visit's household, so another household's card is not found.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CardBrand } from '@dental/domain';
import { appointmentPayments, savedPaymentMethods, visitCardCharges } from '../../../db/schema/index.js';
import type { DbOrTx } from '../../../platform/transaction.js';

/** A saved card of the household, with the gateway's id the charge needs (never answered to the practice). */
export interface HouseholdCard {
  id: number;
  paymentMethodId: string;
  brand: CardBrand;
  last4: string;
}

export type VisitCardChargeRow = typeof visitCardCharges.$inferSelect;
export type NewVisitCardCharge = Omit<typeof visitCardCharges.$inferInsert, 'id' | 'createdAt'>;

const cardColumns = {
  id: savedPaymentMethods.id,
  paymentMethodId: savedPaymentMethods.paymentMethodId,
  brand: sql<CardBrand>`${savedPaymentMethods.brand}`,
  last4: savedPaymentMethods.last4,
};

export function visitCardChargeRepository() {
  return {
    /** The household's saved cards, newest first. */
    async householdCards(tx: DbOrTx, householdId: number): Promise<HouseholdCard[]> {
      return tx
        .select(cardColumns)
        .from(savedPaymentMethods)
        .where(eq(savedPaymentMethods.householdId, householdId))
        .orderBy(desc(savedPaymentMethods.createdAt), desc(savedPaymentMethods.id));
    },

    /** One saved card of the household (another household's card: null). */
    async householdCard(tx: DbOrTx, householdId: number, cardId: number): Promise<HouseholdCard | null> {
      const [row] = await tx
        .select(cardColumns)
        .from(savedPaymentMethods)
        .where(and(eq(savedPaymentMethods.id, cardId), eq(savedPaymentMethods.householdId, householdId)));
      return row ?? null;
    },

    /** The attempt made with this confirmation's key, if any. */
    async chargeByRequestKey(tx: DbOrTx, visitId: number, requestKey: string): Promise<VisitCardChargeRow | null> {
      const [row] = await tx
        .select()
        .from(visitCardCharges)
        .where(and(eq(visitCardCharges.appointmentId, visitId), eq(visitCardCharges.requestKey, requestKey)));
      return row ?? null;
    },

    /** How many attempts on this visit with this card were declined (each next attempt is a new gateway charge). */
    async declinedAttempts(tx: DbOrTx, visitId: number, paymentMethodId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(visitCardCharges)
        .where(
          and(
            eq(visitCardCharges.appointmentId, visitId),
            eq(visitCardCharges.paymentMethodId, paymentMethodId),
            eq(visitCardCharges.status, 'failed'),
          ),
        );
      return row?.n ?? 0;
    },

    /** The visit's payment row of a succeeded charge (method card), the visit paid that day. */
    async addCardPayment(tx: DbOrTx, visitId: number, paidOn: string, amountCents: number): Promise<number> {
      const [row] = await tx
        .insert(appointmentPayments)
        .values({ appointmentId: visitId, paidOn, amountCents, method: 'card' })
        .returning({ id: appointmentPayments.id });
      if (!row) throw new Error('payment not inserted');
      await tx.execute(
        sql`update appointments set status = 'paid', payment_date = ${paidOn}, updated_at = now() where id = ${visitId}`,
      );
      return row.id;
    },

    /** The attempt's ledger row, succeeded or declined. */
    async recordCharge(tx: DbOrTx, charge: NewVisitCardCharge): Promise<void> {
      await tx.insert(visitCardCharges).values(charge);
    },
  };
}
export type VisitCardChargeRepository = ReturnType<typeof visitCardChargeRepository>;
