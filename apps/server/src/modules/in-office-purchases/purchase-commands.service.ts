// Issue 7: buying a plan, paying off its balance and switching auto renew. A purchase, its people, its
// schedule and its first charge commit in one transaction; a declined card leaves nothing. Each command
// holds a lock for its household or purchase while it charges, so doubled or concurrent requests charge
// once, and a retried request with the same idempotency key answers the first one's result (issue 15).
import {
  ERRORS,
  MSG_CARD_NOT_FOUND,
  MSG_PATIENT_NOT_IN_FAMILY,
  MSG_PLAN_NOT_AVAILABLE,
  addMonthsIso,
  errorAnswerOf,
  instalmentSchedule,
  planIneligibility,
  showsShopDentalPlans,
  type ConfirmPlanPurchaseRequest,
  type PlanPurchase,
} from '@dental/domain';
import { AppError, NotFoundError, ValidationError, appError } from '../../http/errors.js';
import type { MemberCaller } from '../../platform/caller.js';
import type { Clock } from '../../platform/clock.js';
import { isoDay } from '../../platform/dates.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import type { PlanPurchasesRepository } from './plan-purchases.repository.js';
import type { PurchaseLedgerRepository } from './purchase-ledger.repository.js';

/** 402: the card was declined; the body is the gateway's message. */
export class PaymentDeclinedError extends AppError {
  constructor(message: string) {
    super(errorAnswerOf(ERRORS.paymentDeclined, message));
  }
}

type ConfirmInput = Omit<ConfirmPlanPurchaseRequest, 'terms_accepted'>;

export function purchaseCommandsService(deps: {
  ledger: PurchaseLedgerRepository;
  reads: PlanPurchasesRepository;
  gateway: PaymentGateway;
  clock: Clock;
}) {
  const { ledger, reads, gateway, clock } = deps;

  async function read(caller: MemberCaller, purchaseId: number): Promise<PlanPurchase> {
    const row = await reads.one(caller.scope.householdId, isoDay(clock()), purchaseId);
    if (!row) throw new NotFoundError();
    const { total: _total, ...purchase } = row;
    return purchase;
  }

  return {
    /** POST member/v4/in-office-plan-purchases/: { purchase, created } (created false: the key was used). */
    async confirm(caller: MemberCaller, body: ConfirmInput): Promise<{ purchase: PlanPurchase; created: boolean }> {
      const patientId = await ledger.ownPatientId(caller.actor.userId);
      if (patientId === null) throw new NotFoundError();
      const member = { householdId: caller.scope.householdId, patientId };
      // spec §6: employer and Altrua members are not sold in-office plans (the portal hides the shop; this
      // holds for a request made by hand). Nothing is charged or written.
      if (!showsShopDentalPlans(await ledger.benefitTypeOn(member.patientId, isoDay(clock()))))
        throw appError(ERRORS.shopNotOffered);
      const plan = await ledger.planForSale(body.plan_id);
      if (!plan) throw new ValidationError({ plan_id: MSG_PLAN_NOT_AVAILABLE });
      const patientIds = [...new Set(body.covered_patient_ids)];
      const people = await ledger.peopleInHousehold(member.householdId, patientIds);
      if (people.length !== patientIds.length)
        throw new ValidationError({ covered_patient_ids: MSG_PATIENT_NOT_IN_FAMILY });
      const key = body.idempotency_key.trim();
      const outcome = await ledger.transaction(async (tx) => {
        // One household's purchases one at a time (issue 17): a retried key and the duplicate check below
        // see every purchase committed before, on PGlite and across API instances.
        await ledger.lockKey(tx, `purchase:${member.householdId}`);
        const existing = await ledger.purchaseByKey(tx, member.householdId, key);
        if (existing) return { purchaseId: existing, created: false };
        const today = isoDay(clock());
        for (const person of people) {
          const reason = planIneligibility(
            plan.eligibility,
            { name: person.name, date_of_birth: person.dateOfBirth },
            today,
          );
          if (reason) throw new ValidationError({ covered_patient_ids: reason });
        }
        const [held] = await ledger.alreadyCovered(tx, member.householdId, plan.id, patientIds, today);
        const holder = held && people.find((p) => p.id === held.patientId);
        if (holder) throw appError(ERRORS.alreadyHoldsPlan, holder.name);
        const card = await ledger.savedCard(tx, member.householdId, body.payment_method_id);
        if (!card) throw new ValidationError({ payment_method_id: MSG_CARD_NOT_FOUND });
        const now = clock();
        const startDate = isoDay(now);
        const schedule = instalmentSchedule(
          { price_cents: plan.priceCents, monthly_price_cents: plan.monthlyPriceCents, term_months: plan.termMonths },
          body.payment_mode,
          startDate,
        );
        const first = schedule[0];
        if (!first) throw new ValidationError({ plan_id: MSG_PLAN_NOT_AVAILABLE });
        // The card is part of the gateway's key: another card after a decline is a new charge.
        const chargeKey = `purchase-${member.householdId}-${key}-${card.paymentMethodId}`;
        const charge = await gateway.charge(
          {
            householdId: member.householdId,
            paymentMethodId: card.paymentMethodId,
            amountCents: first.amount_cents,
            idempotencyKey: chargeKey,
            description: plan.name,
          },
          tx,
        );
        if (!charge.ok) throw new PaymentDeclinedError(charge.message);
        const created = await ledger.createPurchase(tx, {
          plan,
          household: member,
          coveredPatientIds: patientIds,
          mode: body.payment_mode,
          schedule,
          startDate,
          endDate: addMonthsIso(startDate, plan.termMonths),
          paymentMethodId: card.paymentMethodId,
          idempotencyKey: key,
          autoRenew: true,
          at: now,
        });
        if (!created) throw appError(ERRORS.planGone);
        const paymentId = await ledger.recordPayment(tx, {
          purchaseId: created.purchaseId,
          kind: 'purchase',
          amountCents: first.amount_cents,
          ok: true,
          gateway: gateway.name,
          reference: charge.reference,
          paymentMethodId: card.paymentMethodId,
          card: { brand: card.brand, last4: card.last4 },
          idempotencyKey: chargeKey,
          failureMessage: null,
          at: now,
        });
        if (paymentId === null) throw appError(ERRORS.planGone);
        await ledger.markPaid(tx, created.purchaseId, created.instalmentIds.slice(0, 1), paymentId, now);
        await ledger.grantInOfficeBenefit(tx, patientIds, startDate, addMonthsIso(startDate, plan.termMonths), now);
        return { purchaseId: created.purchaseId, created: true };
      });
      return { purchase: await read(caller, outcome.purchaseId), created: outcome.created };
    },

    /**
     * POST .../{id}/payoff-balance/: charges the whole balance once; a declined attempt stays in the ledger.
     * With an idempotency key, the same key again answers that first attempt (its success, or its decline).
     */
    async payoff(caller: MemberCaller, purchaseId: number, paymentMethodId: string, idempotencyKey?: string) {
      const member = caller.scope;
      const requestKey = idempotencyKey?.trim();
      const outcome = await ledger.transaction(async (tx) => {
        const purchase = await ledger.lockPurchase(tx, member.householdId, purchaseId);
        if (!purchase) throw new NotFoundError();
        const keyed = requestKey ? `payoff-${purchaseId}-request-${requestKey}` : null;
        const earlier = keyed ? await ledger.paymentByKey(tx, keyed) : null;
        if (earlier) {
          const charge =
            earlier.status === 'failed'
              ? { ok: false as const, message: earlier.failureMessage ?? '' }
              : { ok: true as const };
          return { charge, balance: earlier.amountCents, last4: earlier.cardLast4 ?? '' };
        }
        const balance = purchase.total_cents - purchase.paid_cents;
        if (balance <= 0) throw appError(ERRORS.noBalance);
        const card = await ledger.savedCard(tx, member.householdId, paymentMethodId);
        if (!card) throw new ValidationError({ use_stripe_payment_method_id: MSG_CARD_NOT_FOUND });
        const now = clock();
        // The request's key, else the ledger's state: the same payoff retried charges once, a later one anew.
        const chargeKey = keyed ?? `payoff-${purchaseId}-${purchase.ledger_rows}-${balance}-${card.paymentMethodId}`;
        const charge = await gateway.charge(
          {
            householdId: member.householdId,
            paymentMethodId: card.paymentMethodId,
            amountCents: balance,
            idempotencyKey: chargeKey,
            description: 'Plan balance payoff',
          },
          tx,
        );
        const paymentId = await ledger.recordPayment(tx, {
          purchaseId,
          kind: 'payoff',
          amountCents: balance,
          ok: charge.ok,
          gateway: gateway.name,
          reference: charge.reference,
          paymentMethodId: card.paymentMethodId,
          card: { brand: card.brand, last4: card.last4 },
          idempotencyKey: chargeKey,
          failureMessage: charge.ok ? null : charge.message,
          at: now,
        });
        if (charge.ok && paymentId !== null) await ledger.markPaid(tx, purchaseId, 'all unpaid', paymentId, now);
        return { charge, balance, last4: card.last4 };
      });
      if (!outcome.charge.ok) throw new PaymentDeclinedError(outcome.charge.message);
      return { purchase: await read(caller, purchaseId), charged_cents: outcome.balance, card_last4: outcome.last4 };
    },

    /** PATCH .../{id}/: auto renew on or off. */
    async setAutoRenew(caller: MemberCaller, purchaseId: number, autoRenew: boolean): Promise<PlanPurchase> {
      if (!(await ledger.setAutoRenew(caller.scope.householdId, purchaseId, autoRenew, clock())))
        throw new NotFoundError();
      return read(caller, purchaseId);
    },
  };
}
export type PurchaseCommandsService = ReturnType<typeof purchaseCommandsService>;
