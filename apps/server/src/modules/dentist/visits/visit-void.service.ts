// Issue 16 item 4 and decision 0048 (issue 26 item 4): voiding a visit. The visit is kept (who, when, why) and
// its lines leave the accumulators; each card charge of the visit is refunded through the gateway inside the
// void's transaction, once per charge (the gateway key `refund-visit-<visit>-charge-<charge>` and the
// `visit_card_refunds` row, unique per charge). A refund the gateway refuses, or does not answer, refuses the
// void: nothing changes. What was paid at the office is settled at the office, never through the gateway.
import { ERRORS, formatMoney, type VisitDetails } from '@dental/domain';
import { NotFoundError, appError } from '../../../http/errors.js';
import type { PaymentGateway, RefundResult } from '../../../payments/gateway.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { notifyHousehold } from '../../member/index.js';
import { practiceAudit } from '../visit-lines/index.js';
import type { DentistVisitsRepository } from './dentist-visits.repository.js';
import type { RefundableCharge } from './visit-card-refund.repository.js';
import { visitDetailsOf } from './visit-details.js';
import type { VisitRow } from './visit-rows.js';

/** The gateway's key of a charge's refund: a retried void is the same refund at the gateway. */
export const refundKeyOf = (visitId: number, chargeId: number) => `refund-visit-${visitId}-charge-${chargeId}`;

export function visitVoidService(deps: { repo: DentistVisitsRepository; gateway: PaymentGateway }) {
  const { repo, gateway } = deps;

  /** Refunds one charge at the gateway and records it; a refusal or no answer refuses the whole void. */
  async function refund(tx: DbOrTx, visitId: number, charge: RefundableCharge): Promise<void> {
    let result: RefundResult;
    try {
      result = await gateway.refund(
        {
          chargeReference: charge.gateway_reference,
          amountCents: charge.amount_cents,
          idempotencyKey: refundKeyOf(visitId, charge.id),
        },
        tx,
      );
    } catch {
      // A timeout or an outage: the transaction rolls back; the same key makes the retry refund once.
      throw appError(ERRORS.refundUnavailable);
    }
    if (!result.ok) throw appError(ERRORS.refundRefused);
    await repo.recordCardRefund(tx, {
      appointmentId: visitId,
      chargeId: charge.id,
      amountCents: charge.amount_cents,
      gatewayRefundId: result.reference,
    });
  }

  /** The member hears of the refund with the void that made it. */
  async function notifyRefund(tx: DbOrTx, caller: PracticeCaller, visit: VisitRow, cents: number) {
    const practice = await repo.practiceNetwork(tx, caller.scope.practiceId);
    await notifyHousehold(
      tx,
      visit.household_id,
      'payment',
      `Refund from ${practice.name}`,
      `${formatMoney(cents)} for ${visit.patient_name.split(' ')[0] ?? ''}'s visit on ${visit.appointment_date} ` +
        `was refunded to your card: the visit was voided.`,
    );
  }

  return {
    /**
     * POST dentist/v1/visits/{id}/void/: once (409 when voided already); the rows stay, the accumulators get the
     * plan's share back and the card charges are refunded (decision 0048).
     */
    async void(caller: PracticeCaller, id: number, reason: string): Promise<VisitDetails> {
      return repo.transaction(async (tx) => {
        const visit = await repo.visit(tx, caller.scope.practiceId, id, true);
        if (!visit) throw new NotFoundError();
        if (visit.status === 'voided') throw appError(ERRORS.visitVoided);
        const charges = await repo.refundableCharges(tx, id);
        for (const charge of charges) await refund(tx, id, charge);
        const refunded = charges.reduce((total, charge) => total + charge.amount_cents, 0);
        await repo.markVoided(tx, id, caller.actor.userId, reason);
        if (refunded > 0) await notifyRefund(tx, caller, visit, refunded);
        await practiceAudit(tx, caller, AUDIT_ACTIONS.visitVoid, visit.patient_id, {
          visit_id: id,
          refunded_cents: refunded,
        });
        const voided = await repo.visitWithParts(tx, caller.scope.practiceId, id);
        if (!voided) throw new Error(`visit ${id} vanished`);
        return visitDetailsOf(repo, tx, voided);
      });
    },
  };
}
export type VisitVoidService = ReturnType<typeof visitVoidService>;
