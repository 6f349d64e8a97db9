import {
  DEFAULT_PAGE_SIZE,
  frequencyVerdicts,
  priceVisit,
  referenceScheduleFee,
  referenceScheduleNetwork,
  type EstimateDetails,
  type EstimatesResponse,
  type EstimateSummary,
  type PricedLineItem,
  type ReductionReason,
} from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import { coveragePlanOf } from '../../coverage/index.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { MemberCaller } from '../../../platform/caller.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';
import type { Clock } from '../../../platform/clock.js';
import type { EstimateRow, EstimatesRepository } from './estimates.repository.js';

/** An estimate's lines as the member sees them, and the day they were priced for. */
interface Priced {
  lines: PricedLineItem[];
  pricedOn: string;
  planInForce: boolean;
}

/**
 * Issue 26 item 3: an accepted estimate keeps the figures it was accepted with, its visit's as the practice
 * recorded it (priced on the visit's date, when a plan was in force: a visit is saved only then). Priced again
 * today, its own visit would have used up what the plan had left for it.
 */
function acceptedFigures(row: EstimateRow): Priced | null {
  if (row.practice_status !== 'converted' || row.visit_lines === null || row.visit_date === null) return null;
  return {
    lines: row.visit_lines.map((l) => ({ ...l, reduction_reason: l.reduction_reason as ReductionReason | null })),
    pricedOn: row.visit_date,
    planInForce: true,
  };
}

/**
 * Re-prices an estimate's lines with the coverage engine against today's plan, accumulators and frequency limits
 * (the practice's pricing of the same lines today: issue 26 item 20).
 */
function repriced(row: EstimateRow, today: string): Priced {
  const plan = coveragePlanOf(row);
  let lines: PricedLineItem[];
  if (plan === null) {
    // No plan in force: the member would pay the practice's fee.
    lines = row.lines.map((l) => ({
      code: l.code,
      name: l.name,
      tooth: l.tooth,
      billed_cents: l.billed_cents,
      allowed_cents: l.billed_cents,
      plan_cents: 0,
      member_cents: l.billed_cents,
      reduction_reason: l.billed_cents > 0 ? 'not covered' : null,
    }));
  } else {
    const schedule = referenceScheduleNetwork(plan.minimumNetwork, row.practice_network);
    const verdicts = frequencyVerdicts(
      row.frequency_limits,
      row.procedure_history,
      row.lines,
      today,
      row.date_of_birth,
    );
    const priced = priceVisit({
      plan,
      practiceNetwork: row.practice_network,
      lines: row.lines.map((l, i) => ({
        code: l.code,
        serviceType: l.service_type,
        isOrtho: l.is_ortho,
        billedCents: l.billed_cents,
        scheduleFeeCents: referenceScheduleFee(schedule, l.code),
        frequencyReason: verdicts[i] ?? null,
      })),
      accumulators: {
        patientYearCents: row.patient_year_cents,
        householdYearCents: row.household_year_cents,
        patientOrthoLifetimeCents: row.patient_ortho_lifetime_cents,
      },
    });
    lines = priced.lines.map((p, i) => ({
      code: p.code,
      name: row.lines[i]?.name ?? p.code,
      tooth: row.lines[i]?.tooth ?? null,
      billed_cents: p.billedCents,
      allowed_cents: p.allowedCents,
      plan_cents: p.planCents,
      member_cents: p.memberCents,
      reduction_reason: p.reductionReason,
    }));
  }
  return { lines, pricedOn: today, planInForce: plan !== null };
}

/** The estimate as the member sees it: accepted, with its visit's figures; else re-priced today. */
function priceEstimate(row: EstimateRow, today: string): EstimateDetails {
  const { lines, pricedOn, planInForce } = acceptedFigures(row) ?? repriced(row, today);
  const sum = (pick: (l: PricedLineItem) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const totals = {
    billed_cents: sum((l) => l.billed_cents),
    allowed_cents: sum((l) => l.allowed_cents),
    plan_cents: sum((l) => l.plan_cents),
    member_cents: sum((l) => l.member_cents),
  };
  return {
    id: row.id,
    patient: { id: row.patient_id, name: row.patient_name },
    practice: { id: row.practice_id, name: row.practice_name },
    date: row.date,
    valid_until: row.valid_until,
    status:
      row.practice_status === 'converted'
        ? 'accepted'
        : row.valid_until !== null && row.valid_until < today
          ? 'expired'
          : 'open',
    priced_on: pricedOn,
    plan_in_force: planInForce,
    visit_id: row.visit_id,
    billed_cents: totals.billed_cents,
    plan_cents: totals.plan_cents,
    member_cents: totals.member_cents,
    lines,
    totals,
  };
}

function summaryOf({ lines: _lines, totals: _totals, ...summary }: EstimateDetails): EstimateSummary {
  return summary;
}

/** The household's estimates, each re-priced by the coverage engine on read (issue 5) until accepted. */
export function estimatesService(deps: { repo: EstimatesRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async list(
      caller: MemberCaller,
      query: { page?: number | undefined; page_size?: number | undefined },
    ): Promise<EstimatesResponse> {
      const today = isoDay(clock());
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const { total, rows } = await repo.page(caller.scope.householdId, today, benefitYearOf(today), page, pageSize);
      return {
        data: rows.map((row) => summaryOf(priceEstimate(row, today))),
        meta: { page, page_size: pageSize, total },
      };
    },

    /** One estimate of the household (another's: 404), re-priced today; the read is audited. */
    async one(caller: MemberCaller, estimateId: number): Promise<EstimateDetails> {
      const today = isoDay(clock());
      const row = await repo.one(caller.scope.householdId, today, benefitYearOf(today), estimateId);
      if (!row) throw new NotFoundError();
      await repo.auditRead(caller, {
        action: AUDIT_ACTIONS.estimateRead,
        outcome: 'success',
        subjectType: 'patient',
        subjectId: row.patient_id,
        details: { estimate_id: estimateId },
      });
      return priceEstimate(row, today);
    },
  };
}
export type EstimatesService = ReturnType<typeof estimatesService>;
