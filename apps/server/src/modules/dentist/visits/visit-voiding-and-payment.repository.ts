// Issue 16 item 4: the SQL of voiding a visit and of the member's share paid at the office (decision 0028).
// STYLE: only repositories use Drizzle. Keyed by the visit's id alone: the service first finds the visit as its
// practice's and locks it (visit-listing.repository.ts, `visit(..., lock)`), in the same transaction.
import { sql } from 'drizzle-orm';
import type { VisitPaymentMethod } from '@dental/domain';
import { appointmentPayments } from '../../../db/schema/index.js';
import type { DbOrTx } from '../../../platform/transaction.js';

/** The statements that void a visit or record its payment, in the caller's transaction. */
export function visitVoidingAndPaymentStatements() {
  return {
    async markVoided(tx: DbOrTx, id: number, userId: number, reason: string): Promise<void> {
      await tx.execute(sql`update appointments set status = 'voided', voided_at = now(), voided_by_user_id = ${userId},
          void_reason = ${reason}, updated_at = now() where id = ${id}`);
    },

    /** The member's share settled at the office: one ledger row, the visit paid on that day. */
    async addPayment(tx: DbOrTx, id: number, paidOn: string, amountCents: number, method: VisitPaymentMethod) {
      await tx.insert(appointmentPayments).values({ appointmentId: id, paidOn, amountCents, method });
      await tx.execute(
        sql`update appointments set status = 'paid', payment_date = ${paidOn}, updated_at = now() where id = ${id}`,
      );
    },
  };
}
