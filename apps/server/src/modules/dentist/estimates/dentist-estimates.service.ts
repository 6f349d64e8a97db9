// Issue 16 item 5 (decision 0032): a pre-treatment estimate made at the practice. Made as a draft, priced by
// `priceVisitLines` (the record-visit form's function) against today's plan and accumulators; sent, the
// household's member users are notified and the member's Estimates lists it (re-priced on every read there);
// the patient accepting it, the front desk records it as a visit in one step: the visit module's own save, in
// the same transaction that marks the estimate converted.
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  ERRORS,
  MSG_ESTIMATE_NOT_COVERED,
  MSG_NO_MEMBER_FOUND,
  formatMoney,
  type CreateEstimate,
  type PracticeEstimateDetails,
  type PracticeEstimateSummary,
  type practiceEstimatesQuerySchema,
} from '@dental/domain';
import { NotFoundError, ValidationError, appError } from '../../../http/errors.js';
import type { FileDownload } from '../../../http/send-file.js';
import { notePracticePatient } from '../patients/index.js';
import type { DentistVisitsService } from '../visits/index.js';
import { notifyHousehold } from '../../member/index.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { lineItemOf, lineToPriceOf, practiceAudit as audit, priceLines, requestHashOf } from '../visit-lines/index.js';
import type { DentistEstimatesRepository, EstimateListRow, EstimateRow } from './dentist-estimates.repository.js';
import { renderEstimatePdf } from './estimate-pdf.js';

type EstimatesFilter = z.output<typeof practiceEstimatesQuerySchema>;

/** "Record as visit": the visit's dentist, location, date (default today) and the form's key. */
export interface EstimateVisit {
  dentist_id: number;
  location_id: number;
  appointment_date?: string | undefined;
  idempotency_key: string;
}

/** The hash of what the form sent: the same key with other details is refused. */
function requestHash(estimate: CreateEstimate): string {
  return requestHashOf([estimate.member_id, estimate.date_of_birth, estimate.valid_until], estimate.lines);
}

function summaryOf(row: EstimateListRow | EstimateRow, today: string): PracticeEstimateSummary {
  return {
    id: row.id,
    estimate_date: row.estimate_date,
    valid_until: row.valid_until,
    status: row.status,
    expired: isExpired(row, today),
    patient: { member_id: row.member_id, name: row.patient_name },
    billed_cents: row.billed_cents,
    plan_cents: row.plan_cents,
    member_cents: row.member_cents,
  };
}

/** Past its expiry and still open (a draft or sent): it can no longer be sent or recorded. */
function isExpired(row: { status: string; valid_until: string | null }, today: string): boolean {
  return (row.status === 'draft' || row.status === 'sent') && row.valid_until !== null && row.valid_until < today;
}

export function dentistEstimatesService(deps: {
  repo: DentistEstimatesRepository;
  visits: DentistVisitsService;
  clock: Clock;
}) {
  const { repo, visits, clock } = deps;

  async function details(tx: DbOrTx, row: EstimateRow): Promise<PracticeEstimateDetails> {
    const lines = await repo.lines(tx, row.id);
    return {
      ...summaryOf(row, isoDay(clock())),
      date_of_birth: row.date_of_birth,
      allowed_cents: row.allowed_cents,
      lines: lines.map(lineItemOf),
      created_by: row.created_by,
      sent_at: row.sent_at,
      visit_id: row.appointment_id,
      voided: row.voided_at === null ? null : { at: row.voided_at, reason: row.void_reason ?? '' },
    };
  }

  async function reread(tx: DbOrTx, practiceId: number, id: number): Promise<PracticeEstimateDetails> {
    const row = await repo.estimate(tx, practiceId, id);
    if (!row) throw new Error(`estimate ${id} vanished`);
    return details(tx, row);
  }

  /** The practice's estimate, locked for a change (another practice's: 404, as an unknown id). */
  async function lockedEstimate(tx: DbOrTx, caller: PracticeCaller, id: number): Promise<EstimateRow> {
    const row = await repo.estimate(tx, caller.scope.practiceId, id, true);
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    /** POST dentist/v1/estimates/: `created` false when the key was seen with the same details. */
    async create(
      caller: PracticeCaller,
      estimate: CreateEstimate,
    ): Promise<{ created: boolean; estimate: PracticeEstimateDetails }> {
      // The patient is found by member id and date of birth, as in eligibility: one look-up of its throttle, so
      // that a draft nobody else sees is no way around it (decision 0030).
      await visits.countLookup(caller);
      const hash = requestHash(estimate);
      const today = isoDay(clock());
      return repo.transaction(async (tx) => {
        await repo.lockKey(tx, caller.scope.practiceId, estimate.idempotency_key);
        const seen = await repo.estimateByKey(tx, caller.scope.practiceId, estimate.idempotency_key);
        if (seen) {
          if (seen.request_hash !== hash) throw appError(ERRORS.estimateKeyReused);
          return { created: false, estimate: await reread(tx, caller.scope.practiceId, seen.id) };
        }
        const found = await visits.pricingInTransaction(tx, caller.scope.practiceId, estimate, today);
        if (!found) throw new ValidationError({ member_id: MSG_NO_MEMBER_FOUND });
        const { row, inputs } = found;
        if (row.benefit_type === null) throw new ValidationError({ member_id: MSG_ESTIMATE_NOT_COVERED });
        const priced = priceLines(inputs, estimate.lines);
        // Making an estimate reads the patient's coverage: the patient is one of the practice's (decision 0030).
        await notePracticePatient(tx, {
          practiceId: caller.scope.practiceId,
          patientId: row.patient_id,
          checkedAt: clock(),
        });
        const id = await repo.insertEstimate(
          tx,
          {
            householdId: row.household_id,
            patientId: row.patient_id,
            practiceId: caller.scope.practiceId,
            estimateDate: today,
            validUntil: estimate.valid_until,
            idempotencyKey: estimate.idempotency_key,
            requestHash: hash,
            createdByUserId: caller.actor.userId,
          },
          priced.rows,
        );
        await audit(tx, caller, AUDIT_ACTIONS.practiceEstimateCreate, row.patient_id, { estimate_id: id });
        return { created: true, estimate: await reread(tx, caller.scope.practiceId, id) };
      });
    },

    /** GET dentist/v1/estimates/: the practice's estimates, newest first. */
    async list(caller: PracticeCaller, query: EstimatesFilter) {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const rows = await repo.list(
        caller.scope.practiceId,
        { status: query.status, member_id: query.member_id },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      const today = isoDay(clock());
      return {
        data: rows.map((row) => summaryOf(row, today)),
        meta: { page, page_size: pageSize, total: rows[0]?.total ?? 0 },
      };
    },

    /** GET dentist/v1/estimates/{id}/: audited as a read of the patient's record. */
    async details(caller: PracticeCaller, id: number): Promise<PracticeEstimateDetails> {
      return repo.transaction(async (tx) => {
        const row = await repo.estimate(tx, caller.scope.practiceId, id);
        if (!row) throw new NotFoundError();
        await audit(tx, caller, AUDIT_ACTIONS.practiceEstimateRead, row.patient_id, { estimate_id: id });
        return details(tx, row);
      });
    },

    /**
     * GET dentist/v1/estimates/{id}/estimate.pdf (issue 26 item 21): the estimate as one page for the patient,
     * audited as its details are (with `format: pdf`); another practice's: 404. The file name: date and id only.
     */
    async estimatePdf(caller: PracticeCaller, id: number): Promise<FileDownload> {
      const { estimate, practiceName } = await repo.transaction(async (tx) => {
        const row = await repo.estimate(tx, caller.scope.practiceId, id);
        if (!row) throw new NotFoundError();
        await audit(tx, caller, AUDIT_ACTIONS.practiceEstimateRead, row.patient_id, { estimate_id: id, format: 'pdf' });
        return { estimate: await details(tx, row), practiceName: await repo.practiceName(tx, caller.scope.practiceId) };
      });
      const body = await renderEstimatePdf(estimate, { practiceName, issuedOn: isoDay(clock()) });
      return { body, filename: `estimate-${estimate.estimate_date}-${id}.pdf`, contentType: 'application/pdf' };
    },

    /** POST dentist/v1/estimates/{id}/send/: the member sees it and is notified; again: the estimate as it is. */
    async send(caller: PracticeCaller, id: number): Promise<PracticeEstimateDetails> {
      return repo.transaction(async (tx) => {
        const row = await lockedEstimate(tx, caller, id);
        if (row.status === 'sent') return details(tx, row);
        if (row.status !== 'draft') throw appError(ERRORS.estimateClosed);
        if (isExpired(row, isoDay(clock()))) throw appError(ERRORS.estimateExpired);
        await repo.markSent(tx, id);
        const practice = await repo.practiceName(tx, caller.scope.practiceId);
        await notifyHousehold(
          tx,
          row.household_id,
          'estimate',
          `New estimate from ${practice}`,
          `${row.patient_name}'s estimate, valid until ${row.valid_until ?? 'further notice'}: the plan would pay ` +
            `${formatMoney(row.plan_cents)}, the member's share ${formatMoney(row.member_cents)} (as of today).`,
        );
        await audit(tx, caller, AUDIT_ACTIONS.practiceEstimateSend, row.patient_id, { estimate_id: id });
        return reread(tx, caller.scope.practiceId, id);
      });
    },

    /** POST dentist/v1/estimates/{id}/void/: a draft or sent estimate withdrawn (the member no longer sees it). */
    async void(caller: PracticeCaller, id: number, reason: string): Promise<PracticeEstimateDetails> {
      return repo.transaction(async (tx) => {
        const row = await lockedEstimate(tx, caller, id);
        if (row.status !== 'draft' && row.status !== 'sent') throw appError(ERRORS.estimateClosed);
        await repo.markVoided(tx, id, caller.actor.userId, reason);
        await audit(tx, caller, AUDIT_ACTIONS.practiceEstimateVoid, row.patient_id, { estimate_id: id });
        return reread(tx, caller.scope.practiceId, id);
      });
    },

    /**
     * POST dentist/v1/estimates/{id}/visit/: the patient accepted; the estimate's lines become a visit on the
     * date given (priced as a visit on that day by the visit module's save) and the estimate is converted, in one
     * transaction. The same key again answers the estimate as it is (one visit).
     */
    async recordVisit(caller: PracticeCaller, id: number, visit: EstimateVisit): Promise<PracticeEstimateDetails> {
      return repo.transaction(async (tx) => {
        const row = await lockedEstimate(tx, caller, id);
        if (row.status === 'converted' && row.appointment_id !== null) {
          if ((await repo.visitKey(tx, row.appointment_id)) === visit.idempotency_key) return details(tx, row);
          throw appError(ERRORS.estimateClosed);
        }
        if (row.status !== 'draft' && row.status !== 'sent') throw appError(ERRORS.estimateClosed);
        const today = isoDay(clock());
        if (isExpired(row, today)) throw appError(ERRORS.estimateExpired);
        const lines = await repo.lines(tx, id);
        const saved = await visits.saveInTransaction(tx, caller, {
          member_id: row.member_id,
          date_of_birth: row.date_of_birth,
          dentist_id: visit.dentist_id,
          location_id: visit.location_id,
          appointment_date: visit.appointment_date ?? today,
          lines: lines.map(lineToPriceOf),
          idempotency_key: visit.idempotency_key,
        });
        await repo.markConverted(tx, id, saved.id);
        await audit(tx, caller, AUDIT_ACTIONS.practiceEstimateConvert, row.patient_id, {
          estimate_id: id,
          visit_id: saved.id,
        });
        return reread(tx, caller.scope.practiceId, id);
      });
    },
  };
}
export type DentistEstimatesService = ReturnType<typeof dentistEstimatesService>;
