// spec §3 and §2: the benefit's limit/used/remaining amounts, from the plan and the accumulators.
import type { BenefitAmounts } from '../benefits/plan-benefit-rows.js';
import type { CoverageAccumulators, CoveragePlan } from './coverage-types.js';
import { planCoversOrtho } from './price-visit.js';

/** The plan fields the benefit amounts read. */
export type BenefitLimitsPlan = Pick<
  CoveragePlan,
  'annualMaxCents' | 'familyMaxCents' | 'orthoLifetimeMaxCents' | 'orthoOverride' | 'orthoCoveredByDefault'
>;

/** A limit, what the plan has paid against it, and what is left (cents). */
export function benefitUsage(limit: number, used: number): { limit: number; used: number; remaining: number } {
  // Remaining is never negative: the engine never pays past a maximum, and a lowered limit shows 0 left.
  return { limit, used, remaining: Math.max(0, limit - used) };
}

/**
 * The benefit response's amount fields in cents. Family fields are null when the plan has no family
 * maximum; ortho fields are null when it has no ortho lifetime maximum or does not cover ortho for this
 * member (spec §2: the row shows only if a limit exists).
 */
export function benefitAmounts(plan: BenefitLimitsPlan, accumulators: CoverageAccumulators): BenefitAmounts {
  const dental = benefitUsage(plan.annualMaxCents, accumulators.patientYearCents);
  const family =
    plan.familyMaxCents === null ? null : benefitUsage(plan.familyMaxCents, accumulators.householdYearCents);
  const ortho =
    plan.orthoLifetimeMaxCents === null || !planCoversOrtho(plan)
      ? null
      : benefitUsage(plan.orthoLifetimeMaxCents, accumulators.patientOrthoLifetimeCents);
  return {
    dental_benefit_limit: dental.limit,
    dental_benefit_used: dental.used,
    dental_benefit_remaining: dental.remaining,
    family_benefit_limit: family?.limit ?? null,
    family_benefit_used: family?.used ?? null,
    family_benefit_remaining: family?.remaining ?? null,
    ortho_benefit_limit: ortho?.limit ?? null,
    ortho_benefit_used: ortho?.used ?? null,
    ortho_benefit_remaining: ortho?.remaining ?? null,
  };
}
