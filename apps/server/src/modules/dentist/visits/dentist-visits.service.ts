// Issue 16 item 4 (decision 0028): a visit recorded at the practice becomes the member's receipt. Saving locks
// the form's key and the patient's household, prices the lines with `priceVisitLines` (the browser's function)
// against the accumulators read in the same transaction, writes the visit, its lines, the member's
// notification and the audit row together. A saved visit is never edited: it is voided (visit-void.service.ts)
// or its member share is paid at the office, once.
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  ERRORS,
  MSG_NO_MEMBER_FOUND,
  MSG_VISIT_DATE_IN_FUTURE,
  earliestVisitDate,
  pastFilingLimitMessage,
  formatMoney,
  notCoveredMessage,
  type PricingPlan,
  type RecordVisit,
  type VisitDetails,
  type VisitPaymentMethod,
  type VisitPricing,
  type VisitPricingInputs,
  type VisitSummary,
  type visitsQuerySchema,
} from '@dental/domain';
import { NotFoundError, ValidationError, appError } from '../../../http/errors.js';
import { notePracticePatient } from '../patients/index.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { coveragePlanOf, frequencyInputsOf } from '../../coverage/index.js';
import type { LookupThrottle } from '../eligibility/index.js';
import { practiceAudit as audit, practiceAuditEntry, priceLines, requestHashOf } from '../visit-lines/index.js';
import type { DentistVisitsRepository } from './dentist-visits.repository.js';
import type { VisitPatientRow, VisitRow } from './visit-rows.js';
import { visitDetailsOf } from './visit-details.js';

/** The list's parsed query. */
type VisitsFilter = z.output<typeof visitsQuerySchema>;

export type { PracticeCaller };

function pricingPlanOf(row: VisitPatientRow): PricingPlan | null {
  const plan = row.benefit_type === null ? null : coveragePlanOf(row);
  if (plan === null) return null;
  return {
    minimum_network: plan.minimumNetwork,
    coverage_pds_percent: plan.coveragePdsPercent,
    coverage_brs_percent: plan.coverageBrsPercent,
    coverage_mrs_percent: plan.coverageMrsPercent,
    coverage_ortho_percent: plan.coverageOrthoPercent,
    annual_max_cents: plan.annualMaxCents,
    family_max_cents: plan.familyMaxCents,
    ortho_lifetime_max_cents: plan.orthoLifetimeMaxCents,
    ortho_override: plan.orthoOverride,
    ortho_covered_by_default: plan.orthoCoveredByDefault,
  };
}

/** The hash of what the form sent: the same key with other details is refused. */
function requestHash(visit: RecordVisit): string {
  const { member_id, date_of_birth, dentist_id, location_id, appointment_date } = visit;
  return requestHashOf([member_id, date_of_birth, dentist_id, location_id, appointment_date], visit.lines);
}

export function dentistVisitsService(deps: {
  repo: DentistVisitsRepository;
  clock: Clock;
  /** The eligibility look-up's throttle: the pricing call finds a patient by the same keys (decision 0030). */
  throttle: LookupThrottle;
  /** The provider's filing limit in months (0: none), the setting VISIT_FILING_LIMIT_MONTHS. */
  filingLimitMonths: number;
}) {
  const { repo, clock, throttle, filingLimitMonths } = deps;

  /** Issue 26 item 20: a visit dated before the filing limit is refused, as is its pricing. */
  function refusePastFilingLimit(day: string): void {
    const earliest = earliestVisitDate(isoDay(clock()), filingLimitMonths);
    if (earliest !== null && day < earliest) {
      throw new ValidationError({ appointment_date: pastFilingLimitMessage(filingLimitMonths) });
    }
  }

  /** The patient and the engine's inputs on `day` (the benefit in force then, that benefit year's sums). */
  async function pricingOf(
    tx: DbOrTx,
    practiceId: number,
    keys: { member_id: string; date_of_birth: string },
    day: string,
    lock = false,
  ): Promise<{ row: VisitPatientRow; practiceName: string; inputs: VisitPricingInputs } | null> {
    const row = await repo.findPatient(tx, keys, day, benefitYearOf(day), lock);
    if (!row) return null;
    const practice = await repo.practiceForPricing(tx, practiceId);
    return {
      row,
      practiceName: practice.name,
      inputs: {
        plan: pricingPlanOf(row),
        practice_network: practice.network,
        accumulators: {
          patient_year_cents: row.patient_year_cents,
          household_year_cents: row.household_year_cents,
          patient_ortho_lifetime_cents: row.patient_ortho_lifetime_cents,
        },
        office_fees: practice.officeFees,
        frequency: frequencyInputsOf(row, day),
      },
    };
  }

  const details = (tx: DbOrTx, visit: VisitRow) => visitDetailsOf(repo, tx, visit);

  async function reread(tx: DbOrTx, practiceId: number, id: number): Promise<VisitDetails> {
    const visit = await repo.visitWithParts(tx, practiceId, id);
    if (!visit) throw new Error(`visit ${id} vanished`);
    return details(tx, visit);
  }

  /** Saves the visit (see `record`); the id and whether it is new. Runs inside the caller's transaction. */
  async function save(
    tx: DbOrTx,
    caller: PracticeCaller,
    visit: RecordVisit,
  ): Promise<{ created: boolean; id: number }> {
    if (visit.appointment_date > isoDay(clock())) {
      throw new ValidationError({ appointment_date: MSG_VISIT_DATE_IN_FUTURE });
    }
    refusePastFilingLimit(visit.appointment_date);
    const hash = requestHash(visit);
    await repo.lockKey(tx, caller.scope.practiceId, visit.idempotency_key);
    const { seen, ...owns } = await repo.keyAndOwnership(
      tx,
      caller.scope.practiceId,
      visit.idempotency_key,
      visit.dentist_id,
      visit.location_id,
    );
    if (seen) {
      if (seen.request_hash !== hash) throw appError(ERRORS.visitKeyReused);
      return { created: false, id: seen.id };
    }
    // Another practice's dentist or location is as unknown as an id that exists nowhere (decision 0023).
    if (!owns.dentist || !owns.location) throw new NotFoundError();
    const found = await pricingOf(tx, caller.scope.practiceId, visit, visit.appointment_date, true);
    if (!found) throw new ValidationError({ member_id: MSG_NO_MEMBER_FOUND });
    const { row, inputs, practiceName } = found;
    if (row.benefit_type === null) {
      throw new ValidationError({ appointment_date: notCoveredMessage(row.latest_start, row.latest_end) });
    }
    const priced = priceLines(inputs, visit.lines);
    // With the visit, the patient becomes one of the practice's patients (decision 0030).
    const id = await repo.insertVisit(
      tx,
      {
        householdId: row.household_id,
        patientId: row.patient_id,
        practiceId: caller.scope.practiceId,
        locationId: visit.location_id,
        dentistId: visit.dentist_id,
        appointmentDate: visit.appointment_date,
        idempotencyKey: visit.idempotency_key,
        requestHash: hash,
        recordedByUserId: caller.actor.userId,
      },
      priced.rows,
    );
    await repo.notifyHouseholdAndAudit(
      tx,
      {
        householdId: row.household_id,
        kind: 'claim',
        title: `New receipt from ${practiceName}`,
        body:
          `${row.first_name}'s visit on ${visit.appointment_date}: the plan pays ${formatMoney(priced.totals.plan_cents)}, ` +
          `the member's share is ${formatMoney(priced.totals.member_cents)}.`,
      },
      caller,
      practiceAuditEntry(caller, AUDIT_ACTIONS.visitRecord, row.patient_id, { visit_id: id }),
    );
    return { created: true, id };
  }

  return {
    /** GET dentist/v1/visit-pricing/: the engine's inputs for the form (the read is audited like a look-up). */
    async pricing(
      caller: PracticeCaller,
      query: { member_id: string; date_of_birth: string; appointment_date: string },
    ): Promise<VisitPricing> {
      refusePastFilingLimit(query.appointment_date);
      // Counted before the transaction (its own statement): a refused look-up reads nothing.
      await throttle.count(caller, 'visit_pricing');
      const priced = await repo.transaction(async (tx) => {
        const found = await pricingOf(tx, caller.scope.practiceId, query, query.appointment_date);
        if (!found) return null;
        const { row, inputs } = found;
        await audit(tx, caller, AUDIT_ACTIONS.eligibilityRead, row.patient_id, { call: 'visit_pricing' });
        await notePracticePatient(tx, {
          practiceId: caller.scope.practiceId,
          patientId: row.patient_id,
          checkedAt: clock(),
        });
        return {
          ...inputs,
          patient: {
            member_id: row.member_id,
            first_name: row.first_name,
            last_name: row.last_name,
            relationship: row.relationship,
          },
          covered: row.benefit_type !== null,
          coverage_start: row.benefit_type === null ? row.latest_start : row.start_date,
          coverage_end: row.benefit_type === null ? row.latest_end : row.end_date,
        };
      });
      if (priced) return priced;
      // Issue 26 item 16: a miss is a security event.
      await throttle.auditNoMatch(caller, 'visit_pricing', 'member_id');
      throw new NotFoundError();
    },

    /** POST dentist/v1/visits/: `created` false when the key was seen with the same details (the same visit). */
    async record(caller: PracticeCaller, visit: RecordVisit): Promise<{ created: boolean; visit: VisitDetails }> {
      // Keys that match no one answer so, which makes recording a visit a date-of-birth oracle too (decision
      // 0030): a miss counts as a look-up, and with none left every attempt is refused, a right guess as well.
      await throttle.check(caller, 'visit');
      try {
        return await repo.transaction(async (tx) => {
          const { created, id } = await save(tx, caller, visit);
          return { created, visit: await reread(tx, caller.scope.practiceId, id) };
        });
      } catch (error) {
        const missed =
          error instanceof ValidationError &&
          typeof error.errors === 'object' &&
          error.errors.member_id === MSG_NO_MEMBER_FOUND;
        if (missed) {
          await throttle.count(caller, 'visit');
          await throttle.auditNoMatch(caller, 'visit', 'member_id');
        }
        throw error;
      }
    },

    /**
     * Saves a visit inside the caller's transaction: the one save of record-visit, re-used by an estimate
     * recorded as a visit (decision 0032) so both lock, price, notify and audit alike.
     */
    saveInTransaction: save,

    /** The patient of the keys and the engine's inputs on `day` (an estimate is priced like a visit). */
    pricingInTransaction: pricingOf,

    /** Counts a look-up of a patient by member id and date of birth against the user's throttle (decision 0030). */
    countLookup: (caller: PracticeCaller) => throttle.count(caller, 'estimate'),

    /** GET dentist/v1/visit-choices/: the practice's dentists and locations. */
    choices(caller: PracticeCaller) {
      return repo.choices(caller.scope.practiceId);
    },

    /** GET dentist/v1/visits/: the practice's visits, newest first. */
    async list(caller: PracticeCaller, query: VisitsFilter) {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const rows = await repo.list(
        caller.scope.practiceId,
        { date_from: query.date_from, date_to: query.date_to, patient: query.patient?.trim() || undefined },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      const data: VisitSummary[] = rows.map((row) => ({
        id: row.id,
        appointment_date: row.appointment_date,
        status: row.status,
        patient: { member_id: row.member_id, name: row.patient_name },
        dentist_name: row.dentist_name,
        billed_cents: row.billed_cents,
        plan_cents: row.plan_cents,
        member_cents: row.member_cents,
      }));
      return { data, meta: { page, page_size: pageSize, total: rows[0]?.total ?? 0 } };
    },

    /** GET dentist/v1/visits/{id}/: audited as a read of the patient's record. */
    async details(caller: PracticeCaller, id: number): Promise<VisitDetails> {
      return repo.transaction(async (tx) => {
        const visit = await repo.visit(tx, caller.scope.practiceId, id);
        if (!visit) throw new NotFoundError();
        await audit(tx, caller, AUDIT_ACTIONS.visitRead, visit.patient_id, { visit_id: id });
        return details(tx, visit);
      });
    },

    /** POST dentist/v1/visits/{id}/payments/: the member's share paid at the office; again does nothing. */
    async pay(caller: PracticeCaller, id: number, method: VisitPaymentMethod): Promise<VisitDetails> {
      return repo.transaction(async (tx) => {
        const visit = await repo.visit(tx, caller.scope.practiceId, id, true);
        if (!visit) throw new NotFoundError();
        if (visit.status === 'voided') throw appError(ERRORS.visitVoided);
        const paid = (await repo.payments(tx, id)).reduce((total, p) => total + p.amount_cents, 0);
        const owed = visit.member_cents - paid;
        if (visit.status === 'paid' || (paid > 0 && owed <= 0)) return details(tx, visit);
        if (owed <= 0) throw appError(ERRORS.nothingToPay);
        await repo.addPayment(tx, id, isoDay(clock()), owed, method);
        await audit(tx, caller, AUDIT_ACTIONS.visitPayment, visit.patient_id, { visit_id: id, method });
        return reread(tx, caller.scope.practiceId, id);
      });
    },
  };
}
export type DentistVisitsService = ReturnType<typeof dentistVisitsService>;
