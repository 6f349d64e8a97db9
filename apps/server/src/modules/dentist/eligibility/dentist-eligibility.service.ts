// Issue 16 item 3: eligibility and the Benefit Search of the dentist portal. A patient is found by the keys
// the front desk has (decision 0027), shown with the member home's benefit amounts (benefitAmounts through the
// member module's rows) and priced by the coverage engine with this practice's fees, as price check does.
// Every patient shown is audited as a read of that patient's record by the practice user.
import {
  MSG_SEVERAL_MEMBERS_MATCH,
  benefitAmounts,
  findProcedure,
  frequencyStatuses,
  frequencyVerdicts,
  isInNetwork,
  minimumNetworkLabel,
  planCoversOrtho,
  priceVisit,
  referenceScheduleFee,
  referenceScheduleNetwork,
  wording,
  type BenefitSearch,
  type BenefitSearchLine,
  type CoverageAccumulators,
  type CoveragePlan,
  type EligiblePatient,
  type Eligibility,
  type LimitUsage,
  type PatientKeys,
  type PracticeNetworkType,
} from '@dental/domain';
import { NotFoundError, ValidationError } from '../../../http/errors.js';
import type { FileDownload } from '../../../http/send-file.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';
import { coveragePlanOf } from '../../coverage/index.js';
import type { DentistEligibilityRepository, EligibilityRow } from './dentist-eligibility.repository.js';
import { renderEligibilityPdf } from './eligibility-pdf.js';
import { lookupThrottle } from './lookup-throttle.js';

const NO_PLAN_NAME = 'No active plan';
const accumulatorsOf = (row: EligibilityRow): CoverageAccumulators => ({
  patientYearCents: row.patient_year_cents,
  householdYearCents: row.household_year_cents,
  patientOrthoLifetimeCents: row.patient_ortho_lifetime_cents,
});

/** The plan in force, or null for an inactive benefit or one with no network plan behind it (in office). */
function planOf(row: EligibilityRow): CoveragePlan | null {
  return row.benefit_type === null ? null : coveragePlanOf(row);
}

function planNameOf(row: EligibilityRow): string {
  if (row.benefit_type === null) return wording(NO_PLAN_NAME, row.is_healthshare);
  if (row.benefit_type === 'in office') return row.in_office_plan_name ?? 'In-office membership';
  return row.plan_name ?? wording(NO_PLAN_NAME, row.is_healthshare);
}

const usage = (limit: number | null, used: number | null, remaining: number | null): LimitUsage | null =>
  limit === null || used === null || remaining === null
    ? null
    : { limit_cents: limit, used_cents: used, remaining_cents: remaining };

function eligiblePatientOf(row: EligibilityRow, practiceNetwork: PracticeNetworkType, today: string): EligiblePatient {
  const plan = planOf(row);
  const base = {
    member_id: row.member_id,
    first_name: row.first_name,
    last_name: row.last_name,
    date_of_birth: row.date_of_birth,
    relationship: row.relationship,
    benefit_type: row.benefit_type ?? 'inactive',
    plan_name: planNameOf(row),
    // Issue 26 item 23: the keys of each one's own check; the patient id stays on the server (the audit's).
    household: row.household.map(({ member_id, first_name, last_name, date_of_birth, relationship }) => ({
      member_id,
      first_name,
      last_name,
      date_of_birth,
      relationship,
    })),
  } as const;
  if (!plan) {
    return {
      ...base,
      // An in-office membership is a benefit in force without a network plan: eligible, nothing for the engine.
      eligible: row.benefit_type !== null,
      network: null,
      network_label: null,
      in_network: false,
      coverage: null,
      individual: null,
      family: null,
      ortho: null,
      coverage_start: row.start_date,
      coverage_end: row.end_date,
      frequency: [],
    };
  }
  const amounts = benefitAmounts(plan, accumulatorsOf(row));
  return {
    ...base,
    eligible: true,
    network: plan.minimumNetwork,
    network_label: wording(minimumNetworkLabel(plan.minimumNetwork), row.is_healthshare),
    in_network: isInNetwork(plan.minimumNetwork, practiceNetwork),
    coverage: {
      PDS: plan.coveragePdsPercent,
      BRS: plan.coverageBrsPercent,
      MRS: plan.coverageMrsPercent,
      ortho: planCoversOrtho(plan) ? plan.coverageOrthoPercent : 0,
    },
    individual: usage(amounts.dental_benefit_limit, amounts.dental_benefit_used, amounts.dental_benefit_remaining),
    family: usage(amounts.family_benefit_limit, amounts.family_benefit_used, amounts.family_benefit_remaining),
    ortho: usage(amounts.ortho_benefit_limit, amounts.ortho_benefit_used, amounts.ortho_benefit_remaining),
    coverage_start: row.start_date,
    coverage_end: row.end_date,
    frequency: frequencyStatuses(row.frequency_limits, row.procedure_history, today, row.date_of_birth),
  };
}

export function dentistEligibilityService(deps: { repo: DentistEligibilityRepository; clock: Clock }) {
  const { repo, clock } = deps;
  const throttle = lookupThrottle(repo, clock);

  /**
   * The look-up of both calls, counted by the throttle, found, audited (one read of each patient shown by the
   * practice user) and noted as the practice's patients in one statement; at a throttle's limit, 429 and
   * nothing read. A refused look-up and one that matched no one each write a security event (issue 26 item 16).
   */
  async function lookUp(
    call: 'eligibility' | 'benefit_search',
    caller: PracticeCaller,
    keys: PatientKeys,
    codes?: readonly string[],
  ) {
    const window = throttle.window();
    const today = isoDay(window.now);
    const key = keys.member_id !== undefined ? 'member_id' : 'last_name';
    const { throttle: counted, found } = await repo.lookUp({
      call,
      userId: caller.actor.userId,
      practiceId: caller.scope.practiceId,
      keys,
      today,
      year: benefitYearOf(today),
      ...(codes ? { codes } : {}),
      throttle: window,
      origin: caller.origin,
    });
    await window.refuseOver(caller, call, counted, key);
    if (!found) throw new Error('look-up: under the limit but nothing found');
    if (found.rows.length === 0) await throttle.auditNoMatch(caller, call, key);
    return { ...found, today };
  }

  return {
    /** GET dentist/v1/eligibility/: every patient the keys match (none: an empty list). */
    async eligibility(caller: PracticeCaller, keys: PatientKeys): Promise<Eligibility> {
      const { today, network: practiceNetwork, rows } = await lookUp('eligibility', caller, keys);
      return {
        practice_network: practiceNetwork,
        patients: rows.map((row) => eligiblePatientOf(row, practiceNetwork, today)),
      };
    },

    /**
     * GET dentist/v1/eligibility/eligibility.pdf (issue 26 item 21): the one patient the member id and date of
     * birth find, as a printout of the card. The same look-up as the card's (the same throttle, audit rows and
     * note, in the same statement): no way around the limits. No match: 404 (audited as a miss, as the card's).
     */
    async eligibilityPdf(caller: PracticeCaller, keys: PatientKeys): Promise<FileDownload> {
      const { today, network: practiceNetwork, rows } = await lookUp('eligibility', caller, keys);
      const [row] = rows;
      if (!row) throw new NotFoundError();
      const body = await renderEligibilityPdf(eligiblePatientOf(row, practiceNetwork, today), { asOf: today });
      return { body, filename: `eligibility-${today}.pdf`, contentType: 'application/pdf' };
    },

    /** GET dentist/v1/eligibility/benefit-search/: the codes priced for the one matching patient today. */
    async benefitSearch(caller: PracticeCaller, query: PatientKeys & { codes: string[] }): Promise<BenefitSearch> {
      const {
        today,
        network: practiceNetwork,
        fees,
        rows,
      } = await lookUp('benefit_search', caller, query, query.codes);
      const [row] = rows;
      if (!row) throw new NotFoundError();
      // Several: none was audited or noted (the statement shows a Benefit Search's patient only when one matches).
      if (rows.length > 1) throw new ValidationError({ last_name: MSG_SEVERAL_MEMBERS_MATCH });
      const plan = planOf(row);
      const accumulators = accumulatorsOf(row);
      const procedures = query.codes.map((code) => {
        const procedure = findProcedure(code);
        if (!procedure) throw new Error(`unknown procedure ${code}`);
        return procedure;
      });
      let lines: BenefitSearchLine[];
      if (plan === null) {
        lines = procedures.map((p) => {
          const fee = fees[p.code] ?? 0;
          return {
            code: p.code,
            name: p.name,
            service_type: p.serviceType,
            fee_cents: fee,
            allowed_cents: fee,
            plan_cents: 0,
            patient_cents: fee,
            reduction_reason: fee > 0 ? 'not covered' : null,
          };
        });
      } else {
        // The same call as price check and the estimates: the practice's fee, the schedule of its tier.
        const schedule = referenceScheduleNetwork(plan.minimumNetwork, practiceNetwork);
        // Issue 26 item 20: a code over the plan's frequency limit today is priced 0 by the plan (no tooth here).
        const verdicts = frequencyVerdicts(
          row.frequency_limits,
          row.procedure_history,
          procedures,
          today,
          row.date_of_birth,
        );
        const priced = priceVisit({
          plan,
          practiceNetwork,
          accumulators,
          lines: procedures.map((p, i) => ({
            code: p.code,
            serviceType: p.serviceType,
            isOrtho: p.isOrtho,
            billedCents: fees[p.code] ?? 0,
            scheduleFeeCents: referenceScheduleFee(schedule, p.code),
            frequencyReason: verdicts[i] ?? null,
          })),
        });
        lines = priced.lines.map((l, i) => ({
          code: l.code,
          name: procedures[i]?.name ?? l.code,
          service_type: procedures[i]?.serviceType ?? 'PDS',
          fee_cents: l.billedCents,
          allowed_cents: l.allowedCents,
          plan_cents: l.planCents,
          patient_cents: l.memberCents,
          reduction_reason: l.reductionReason,
        }));
      }
      const sum = (key: 'fee_cents' | 'plan_cents' | 'patient_cents') => lines.reduce((t, l) => t + l[key], 0);
      const remaining = plan === null ? null : Math.max(0, plan.annualMaxCents - accumulators.patientYearCents);
      const nonOrthoPlan = lines.reduce((t, l, i) => t + (procedures[i]?.isOrtho ? 0 : l.plan_cents), 0);
      return {
        member_id: row.member_id,
        name: `${row.first_name} ${row.last_name}`,
        plan_in_force: plan !== null,
        lines,
        fee_cents: sum('fee_cents'),
        plan_cents: sum('plan_cents'),
        patient_cents: sum('patient_cents'),
        individual_remaining_cents: remaining,
        individual_remaining_after_cents: remaining === null ? null : Math.max(0, remaining - nonOrthoPlan),
        frequency:
          plan === null
            ? []
            : frequencyStatuses(
                row.frequency_limits.filter((limit) => limit.codes.some((code) => query.codes.includes(code))),
                row.procedure_history,
                today,
                row.date_of_birth,
              ),
      };
    },
  };
}
export type DentistEligibilityService = ReturnType<typeof dentistEligibilityService>;
