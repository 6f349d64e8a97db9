// Decision 0048 (issue 26 item 4): the SQL of refunding a voided visit's card charges. STYLE: only repositories
// use Drizzle. Keyed by the visit's id alone: the void service first finds the visit as its practice's and locks
// it, in the same transaction.
import { sql } from 'drizzle-orm';
import { visitCardRefunds } from '../../../db/schema/index.js';
import type { DbOrTx } from '../../../platform/transaction.js';

/** A succeeded card charge of the visit that no refund has answered yet. */
export type RefundableCharge = {
  id: number;
  gateway: string;
  gateway_reference: string;
  amount_cents: number;
};

/** The statements of a void's card refunds, in the caller's transaction. */
export function visitCardRefundStatements() {
  return {
    /** The visit's succeeded card charges with no refund row, oldest first. */
    async refundableCharges(tx: DbOrTx, visitId: number): Promise<RefundableCharge[]> {
      const result = await tx.execute<RefundableCharge>(sql`select c.id, c.gateway, c.gateway_reference, c.amount_cents
        from visit_card_charges c
        where c.appointment_id = ${visitId} and c.status = 'succeeded' and c.gateway_reference is not null
          and not exists (select 1 from visit_card_refunds r where r.charge_id = c.id)
        order by c.id`);
      return result.rows;
    },

    /** The refund's ledger row; false when the charge had one already (it is refunded once). */
    async recordCardRefund(
      tx: DbOrTx,
      refund: { appointmentId: number; chargeId: number; amountCents: number; gatewayRefundId: string },
    ): Promise<boolean> {
      const stored = await tx.insert(visitCardRefunds).values(refund).onConflictDoNothing().returning();
      return stored.length > 0;
    },
  };
}
