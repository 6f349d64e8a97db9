import type { CoveragePlan, VisitPricingInputs } from '@dental/domain';
import type { PricingColumns } from './benefit.repository.js';

/** The plan columns of a benefit row (benefit, estimate and price check queries select them alike). */
export interface PlanColumns {
  minimum_network: CoveragePlan['minimumNetwork'] | null;
  annual_max_cents: number | null;
  coverage_pds_percent: number | null;
  coverage_brs_percent: number | null;
  coverage_mrs_percent: number | null;
  coverage_ortho_percent: number | null;
  family_max_cents: CoveragePlan['familyMaxCents'];
  ortho_lifetime_max_cents: CoveragePlan['orthoLifetimeMaxCents'];
  ortho_override: CoveragePlan['orthoOverride'];
  ortho_covered_by_default: boolean | null;
}

/** The plan of the patient's benefit in force, as the coverage engine takes it, or null when none is in force. */
export function coveragePlanOf(row: PlanColumns): CoveragePlan | null {
  if (row.minimum_network === null || row.annual_max_cents === null) return null;
  return {
    minimumNetwork: row.minimum_network,
    coveragePdsPercent: row.coverage_pds_percent ?? 0,
    coverageBrsPercent: row.coverage_brs_percent ?? 0,
    coverageMrsPercent: row.coverage_mrs_percent ?? 0,
    coverageOrthoPercent: row.coverage_ortho_percent ?? 0,
    annualMaxCents: row.annual_max_cents,
    familyMaxCents: row.family_max_cents,
    orthoLifetimeMaxCents: row.ortho_lifetime_max_cents,
    orthoOverride: row.ortho_override,
    orthoCoveredByDefault: row.ortho_covered_by_default ?? false,
  };
}

/**
 * The engine's frequency inputs for a service on `serviceDate` (issue 26 item 20): the plan's limits and the
 * patient's history as `frequencyColumns` read them; null when the plan has none.
 */
export function frequencyInputsOf(row: PricingColumns, serviceDate: string): VisitPricingInputs['frequency'] {
  if (row.frequency_limits.length === 0) return null;
  return {
    limits: row.frequency_limits,
    history: row.procedure_history,
    date_of_birth: row.date_of_birth,
    service_date: serviceDate,
  };
}
