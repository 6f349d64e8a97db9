// Decision 0033 (issue 16 item 4): the member's share of a visit charged to a card the household saved,
// through the payment gateway, once. One transaction holds the visit's row lock while it charges: the ledger
// row, the visit's payment (status paid), the member's notification and the audit row commit together. A
// declined attempt is kept (its row and audit) and nothing is marked paid.
import {
  ERRORS,
  cardLabel,
  errorAnswerOf,
  formatMoney,
  type ChargeVisitCardBody,
  type VisitCard,
  type VisitDetails,
} from '@dental/domain';
import { AppError, NotFoundError, appError } from '../../../http/errors.js';
import type { PaymentGateway } from '../../../payments/gateway.js';
import { AUDIT_ACTIONS, type AuditAction } from '../../../platform/audit.repository.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { notifyHousehold } from '../../member/index.js';
import { practiceAudit } from '../visit-lines/index.js';
import type { DentistVisitsRepository } from './dentist-visits.repository.js';
import type { VisitRow } from './visit-rows.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import { visitDetailsOf } from './visit-details.js';
import type { VisitCardChargeRepository } from './visit-card-charge.repository.js';

/** 402: the card was declined; the body is the gateway's message. */
export class CardDeclinedError extends AppError {
  constructor(message: string) {
    super(errorAnswerOf(ERRORS.paymentDeclined, message));
  }
}

/** 502: the gateway did not answer; nothing was written, and the same confirmation again is the same charge. */
export class GatewayUnavailableError extends AppError {
  constructor() {
    super(errorAnswerOf(ERRORS.paymentGatewayUnavailable));
  }
}

type Outcome = { ok: true; visit: VisitDetails } | { ok: false; message: string };

export function visitCardChargeService(deps: {
  visits: DentistVisitsRepository;
  charges: VisitCardChargeRepository;
  gateway: PaymentGateway;
  clock: Clock;
}) {
  const { visits, charges, gateway, clock } = deps;

  /** The audit row of a read of the cards or a charge: the visit's patient, the visit's id in the details. */
  const audit = (
    tx: DbOrTx,
    caller: PracticeCaller,
    visit: VisitRow,
    action: AuditAction,
    outcome: 'success' | 'failure',
    details: Record<string, string | number | null> = {},
  ) => practiceAudit(tx, caller, action, visit.patient_id, { visit_id: visit.id, ...details }, outcome);

  async function reread(tx: DbOrTx, caller: PracticeCaller, id: number): Promise<VisitDetails> {
    const visit = await visits.visit(tx, caller.scope.practiceId, id);
    if (!visit) throw new Error(`visit ${id} vanished`);
    return visitDetailsOf(visits, tx, visit);
  }

  /** The charge itself, under the visit's lock; answers the outcome to send after the transaction. */
  async function chargeLocked(
    tx: DbOrTx,
    caller: PracticeCaller,
    id: number,
    body: ChargeVisitCardBody,
  ): Promise<Outcome> {
    const visit = await visits.visit(tx, caller.scope.practiceId, id, true);
    if (!visit) throw new NotFoundError();
    // The same confirmation again (a double click, a retry): the first attempt's answer, nothing charged.
    const earlier = await charges.chargeByRequestKey(tx, id, body.idempotency_key);
    if (earlier) {
      return earlier.status === 'succeeded'
        ? { ok: true, visit: await visitDetailsOf(visits, tx, visit) }
        : { ok: false, message: earlier.failureMessage ?? '' };
    }
    if (visit.status === 'voided') throw appError(ERRORS.visitVoided);
    const paid = (await visits.payments(tx, id)).reduce((total, p) => total + p.amount_cents, 0);
    const owed = visit.member_cents - paid;
    // Paid already (at the office, or by another confirmation): the visit as it is, nothing charged.
    if (visit.status === 'paid' || (paid > 0 && owed <= 0))
      return { ok: true, visit: await visitDetailsOf(visits, tx, visit) };
    if (owed <= 0) throw appError(ERRORS.nothingToPay);
    const card = await charges.householdCard(tx, visit.household_id, body.card_id);
    // Another household's card is as unknown as a card that exists nowhere (decision 0023).
    if (!card) throw new NotFoundError();
    // The gateway's key is the visit, the card and the attempt: a retry after a timeout (nothing recorded) is
    // the same charge at the gateway; after a decline the next attempt is a new one.
    const attempt = await charges.declinedAttempts(tx, id, card.paymentMethodId);
    const gatewayKey = `visit-${id}-${card.paymentMethodId}-${attempt}`;
    let result;
    try {
      result = await gateway.charge(
        {
          householdId: visit.household_id,
          paymentMethodId: card.paymentMethodId,
          amountCents: owed,
          idempotencyKey: gatewayKey,
          description: `Visit ${visit.appointment_date}: member share`,
        },
        tx,
      );
    } catch {
      // A timeout or an outage: the transaction rolls back; the gateway's key makes the retry charge once.
      throw new GatewayUnavailableError();
    }
    const today = isoDay(clock());
    const base = {
      appointmentId: id,
      householdId: visit.household_id,
      requestKey: body.idempotency_key,
      gatewayKey,
      gateway: gateway.name,
      gatewayReference: result.reference,
      paymentMethodId: card.paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      amountCents: owed,
      chargedByUserId: caller.actor.userId,
    };
    if (!result.ok) {
      await charges.recordCharge(tx, { ...base, status: 'failed', failureMessage: result.message });
      await audit(tx, caller, visit, AUDIT_ACTIONS.visitCardCharge, 'failure', { amount_cents: owed });
      return { ok: false, message: result.message };
    }
    const paymentId = await charges.addCardPayment(tx, id, today, owed);
    await charges.recordCharge(tx, { ...base, status: 'succeeded', appointmentPaymentId: paymentId });
    const practice = await visits.practiceNetwork(tx, caller.scope.practiceId);
    await notifyHousehold(
      tx,
      visit.household_id,
      'payment',
      `Payment to ${practice.name}`,
      `${formatMoney(owed)} for ${visit.patient_name.split(' ')[0] ?? ''}'s visit on ${visit.appointment_date} ` +
        `was charged to your ${cardLabel(card)}. The receipt shows it paid.`,
    );
    await audit(tx, caller, visit, AUDIT_ACTIONS.visitCardCharge, 'success', { amount_cents: owed });
    return { ok: true, visit: await reread(tx, caller, id) };
  }

  return {
    /** GET dentist/v1/visits/{id}/cards/: the household's saved cards, brand and last four (audited). */
    async cards(caller: PracticeCaller, id: number): Promise<VisitCard[]> {
      return visits.transaction(async (tx) => {
        const visit = await visits.visit(tx, caller.scope.practiceId, id);
        if (!visit) throw new NotFoundError();
        const cards = await charges.householdCards(tx, visit.household_id);
        await audit(tx, caller, visit, AUDIT_ACTIONS.visitCardsRead, 'success', { count: cards.length });
        return cards.map((card) => ({ id: card.id, brand: card.brand, last4: card.last4 }));
      });
    },

    /**
     * POST dentist/v1/visits/{id}/card-charges/: charges what the member still owes, once. A decline is 402 with
     * the gateway's message (the attempt kept, nothing paid); the same key again answers the same outcome.
     */
    async charge(caller: PracticeCaller, id: number, body: ChargeVisitCardBody): Promise<VisitDetails> {
      const outcome = await visits.transaction((tx) => chargeLocked(tx, caller, id, body));
      if (!outcome.ok) throw new CardDeclinedError(outcome.message);
      return outcome.visit;
    },
  };
}
export type VisitCardChargeService = ReturnType<typeof visitCardChargeService>;
