// Issue 27 item 2 (decision 0058): the company's group plan. A change is an offering from a first of a month not
// in the past; only a scheduled one (its date still ahead) can be cancelled, so the months that started keep the
// plan they had. Plan offerings are the company's commercial terms, not enrolment: a company using EDI changes
// them here too. Each change is written under the company's row lock and audited in its transaction.
import {
  ERRORS,
  MSG_INVALID,
  MSG_OFFERING_SAME_DATE,
  STANDARD_PLAN_TYPES,
  effectiveDateProblem,
  type GroupPlan,
  type PlanOffering,
  type PlanOfferingRequest,
  type StandardPlanType,
} from '@dental/domain';
import { NotFoundError, ValidationError, appError } from '../../../http/errors.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { EmployerCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import type { OfferingRow, PlanRepository } from './plan.repository.js';

const isStandard = (type: string | null): type is StandardPlanType =>
  (STANDARD_PLAN_TYPES as readonly (string | null)[]).includes(type);

function offeringOf(row: OfferingRow): PlanOffering {
  return {
    id: row.id,
    employee_class: row.employee_class,
    plan_type: isStandard(row.plan_type) ? row.plan_type : null,
    plan_name: row.plan_name,
    monthly_price_cents: row.monthly_price_cents,
    effective_date: row.effective_date,
  };
}

/** Classes match in any case, as the employees' plan does (enrolment.repository.ts); '' is every class. */
const classKey = (employeeClass: string | null) => (employeeClass ?? '').toLowerCase();

/**
 * The plan on `today` from every offering (newest first): the one in force per class (the latest on or before
 * today; every class first, then by class), the scheduled ones (soonest first) and the rest as history.
 */
export function groupPlanOn(rows: readonly OfferingRow[], today: string): GroupPlan {
  const current: PlanOffering[] = [];
  const history: PlanOffering[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.effective_date > today) continue;
    const key = classKey(row.employee_class);
    (seen.has(key) ? history : current).push(offeringOf(row));
    seen.add(key);
  }
  current.sort((a, b) => classKey(a.employee_class).localeCompare(classKey(b.employee_class)));
  const scheduled = rows
    .filter((row) => row.effective_date > today)
    .map(offeringOf)
    .sort((a, b) => a.effective_date.localeCompare(b.effective_date) || a.id - b.id);
  return { today, current, scheduled, history };
}

export function planService(deps: { repo: PlanRepository; clock: Clock }) {
  const { repo, clock } = deps;

  async function planOf(tx: DbOrTx, companyId: number): Promise<{ data: GroupPlan }> {
    return { data: groupPlanOn(await repo.offerings(tx, companyId), isoDay(clock())) };
  }

  /** One change of the plan under the company's lock, audited, answered with the plan as it now stands. */
  function change(caller: EmployerCaller, write: (tx: DbOrTx, today: string) => Promise<void>) {
    const companyId = caller.scope.companyId;
    return repo.transaction(async (tx) => {
      if (!(await repo.lockCompany(tx, companyId))) throw new NotFoundError();
      await write(tx, isoDay(clock()));
      return planOf(tx, companyId);
    });
  }

  return {
    /** GET employer/v1/plan/. */
    plan: (caller: EmployerCaller) => repo.transaction((tx) => planOf(tx, caller.scope.companyId)),

    /** POST employer/v1/plan/offerings/: a change from a first of a month not before today. */
    add: (caller: EmployerCaller, body: PlanOfferingRequest) =>
      change(caller, async (tx, today) => {
        const companyId = caller.scope.companyId;
        const employeeClass = body.employee_class ?? null;
        const problem = effectiveDateProblem(body.effective_date, today);
        if (problem) throw new ValidationError({ effective_date: problem });
        const planId = await repo.standardPlanId(tx, body.plan_type);
        if (planId === null) throw new ValidationError({ plan_type: MSG_INVALID });
        if (await repo.sameDateExists(tx, companyId, employeeClass, body.effective_date))
          throw new ValidationError({ effective_date: MSG_OFFERING_SAME_DATE });
        const id = await repo.insert(tx, companyId, {
          employeeClass,
          planId,
          monthlyPriceCents: body.monthly_price_cents,
          effectiveDate: body.effective_date,
        });
        await repo.audit(tx, caller, {
          action: AUDIT_ACTIONS.planOfferingAdd,
          outcome: 'success',
          subjectType: 'employer',
          subjectId: companyId,
          details: { offering_id: id, plan_type: body.plan_type, effective_date: body.effective_date },
        });
      }),

    /** DELETE employer/v1/plan/offerings/:id/: a scheduled change only (another company's: 404). */
    cancel: (caller: EmployerCaller, id: number) =>
      change(caller, async (tx, today) => {
        const companyId = caller.scope.companyId;
        const effectiveDate = await repo.effectiveDateOf(tx, companyId, id);
        if (effectiveDate === null) throw new NotFoundError();
        if (effectiveDate <= today) throw appError(ERRORS.offeringNotScheduled);
        await repo.remove(tx, companyId, id);
        await repo.audit(tx, caller, {
          action: AUDIT_ACTIONS.planOfferingCancel,
          outcome: 'success',
          subjectType: 'employer',
          subjectId: companyId,
          details: { offering_id: id, effective_date: effectiveDate },
        });
      }),
  };
}
export type PlanService = ReturnType<typeof planService>;
