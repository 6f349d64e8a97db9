// The member's benefit (spec §3) and plan details: amounts from the plan and the accumulators through the
// domain coverage module, wording for healthshare members (spec §1).
import {
  SERVICE_TYPE_LABELS,
  benefitAmounts,
  minimumNetworkLabel,
  planCoversOrtho,
  wording,
  type Benefit,
  type BenefitType,
  type PlanDetails,
  type ServiceCoverage,
} from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import type { MemberCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';
import type { BenefitRepository, BenefitRow, MembershipRow } from '../../coverage/index.js';

/** spec §2: the plan overview navigation label, in the member's wording. */
export const PLAN_LABEL = 'My Plan';
/** Plan names when there is no network plan behind the benefit. */
export const NO_PLAN_NAME = 'No active plan';
export const IN_OFFICE_PLAN_NAME = 'In-office membership';

/** What each service type covers, in plain words (plan details). */
const SERVICE_DESCRIPTIONS = {
  PDS: 'Check-ups, cleanings and X-rays that keep problems from starting and find them early.',
  BRS: 'Fillings, simple extractions and other treatment of small problems.',
  MRS: 'Crowns, bridges, dentures, root canals and other larger treatment.',
  ORTHO: 'Braces and other treatment that straightens teeth.',
} as const;

/** The benefit type answered: the stored one, or 'inactive' with no benefit in force. */
export function benefitTypeOf(row: Pick<BenefitRow, 'benefit_type'>): BenefitType {
  return row.benefit_type ?? 'inactive';
}

/** The plan name a person sees: the network plan, the in-office plan, or none. */
export function planNameOf(
  row: Pick<BenefitRow, 'benefit_type' | 'plan_name' | 'in_office_plan_name' | 'is_healthshare'>,
): string {
  const type = benefitTypeOf(row);
  if (type === 'inactive') return wording(NO_PLAN_NAME, row.is_healthshare);
  if (type === 'in office') return row.in_office_plan_name ?? IN_OFFICE_PLAN_NAME;
  return row.plan_name ?? wording(NO_PLAN_NAME, row.is_healthshare);
}

/** The plan fields the coverage module reads, or null when no network plan is behind the benefit. */
function coveragePlanOf(row: BenefitRow) {
  if (benefitTypeOf(row) === 'inactive' || row.plan_name === null || row.annual_max_cents === null) return null;
  return {
    annualMaxCents: row.annual_max_cents,
    familyMaxCents: row.family_max_cents,
    orthoLifetimeMaxCents: row.ortho_lifetime_max_cents,
    orthoOverride: row.ortho_override,
    orthoCoveredByDefault: row.ortho_covered_by_default ?? false,
  };
}

/** spec §3: the benefit answer of one patient's row. */
export function benefitOf(row: BenefitRow): Benefit {
  const plan = coveragePlanOf(row);
  const amounts = benefitAmounts(
    plan ?? {
      annualMaxCents: 0,
      familyMaxCents: null,
      orthoLifetimeMaxCents: null,
      orthoOverride: null,
      orthoCoveredByDefault: false,
    },
    {
      patientYearCents: row.patient_year_cents,
      householdYearCents: row.household_year_cents,
      patientOrthoLifetimeCents: row.patient_ortho_lifetime_cents,
    },
  );
  return {
    benefit_type: benefitTypeOf(row),
    plan_name: planNameOf(row),
    plan_label: wording(PLAN_LABEL, row.is_healthshare),
    request_reimbursement_form_url: row.request_reimbursement_form_url,
    ...amounts,
  };
}

function planDetailsOf(row: BenefitRow, today: string, membership: MembershipRow | null): PlanDetails {
  const plan = coveragePlanOf(row);
  const year = benefitYearOf(today);
  const hs = row.is_healthshare;
  const coverage: ServiceCoverage[] = [];
  if (plan) {
    const percents = {
      PDS: row.coverage_pds_percent ?? 0,
      BRS: row.coverage_brs_percent ?? 0,
      MRS: row.coverage_mrs_percent ?? 0,
    } as const;
    for (const type of ['PDS', 'BRS', 'MRS'] as const) {
      coverage.push({
        service_type: type,
        label: SERVICE_TYPE_LABELS[type],
        description: SERVICE_DESCRIPTIONS[type],
        coverage_percent: percents[type],
        covered: percents[type] > 0,
      });
    }
    const ortho = planCoversOrtho(plan) ? (row.coverage_ortho_percent ?? 0) : 0;
    coverage.push({
      service_type: 'ORTHO',
      label: 'Orthodontics',
      description: SERVICE_DESCRIPTIONS.ORTHO,
      coverage_percent: ortho,
      covered: ortho > 0,
    });
  }
  const network = plan ? row.minimum_network : null;
  return {
    plan_name: planNameOf(row),
    benefit_type: benefitTypeOf(row),
    minimum_network: network,
    minimum_network_label: network ? wording(minimumNetworkLabel(network), hs) : null,
    coverage,
    annual_max_cents: plan?.annualMaxCents ?? null,
    family_max_cents: plan?.familyMaxCents ?? null,
    ortho_lifetime_max_cents: plan && planCoversOrtho(plan) ? plan.orthoLifetimeMaxCents : null,
    // An in-office membership runs over its purchase's term, not the calendar benefit year.
    period_start: membership?.start_date ?? year.start,
    period_end: membership?.end_date ?? year.end,
    effective_date: row.start_date ?? today,
    membership: membership
      ? {
          practice_name: membership.practice_name,
          includes: membership.includes,
          discount_percent: membership.discount_percent,
        }
      : null,
  };
}

export function benefitService(deps: { repo: BenefitRepository; clock: Clock }) {
  async function ownRow(caller: MemberCaller): Promise<{ row: BenefitRow; today: string }> {
    const today = isoDay(deps.clock());
    const row = await deps.repo.findForUser(caller.actor.userId, today, benefitYearOf(today));
    if (!row) throw new NotFoundError();
    return { row, today };
  }
  return {
    /** GET member/v4/benefit/: the caller's own benefit. */
    async benefit(caller: MemberCaller): Promise<Benefit> {
      return benefitOf((await ownRow(caller)).row);
    },
    /** GET member/v4/benefit/plan-details/. */
    async planDetails(caller: MemberCaller): Promise<PlanDetails> {
      const { row, today } = await ownRow(caller);
      const membership =
        benefitTypeOf(row) === 'in office' ? await deps.repo.currentMembership(row.patient_id, today) : null;
      return planDetailsOf(row, today, membership);
    },
  };
}
export type BenefitService = ReturnType<typeof benefitService>;
