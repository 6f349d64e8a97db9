// Test fixtures of the visits and estimates screens (one set for both, as their forms share one slice).
import type { VisitLineItem, VisitPricing } from '@dental/domain';

/** Maria Lopez, covered from 2024 on a gold plan with nothing used, at a gold practice with `officeFees`. */
export const pricingFixture = (officeFees: Record<string, number>): VisitPricing => ({
  patient: { member_id: '123456789', first_name: 'Maria', last_name: 'Lopez', relationship: 'Spouse' },
  covered: true,
  coverage_start: '2024-01-01',
  coverage_end: null,
  plan: {
    minimum_network: 'gold',
    coverage_pds_percent: 100,
    coverage_brs_percent: 80,
    coverage_mrs_percent: 50,
    coverage_ortho_percent: 0,
    annual_max_cents: 150000,
    family_max_cents: null,
    ortho_lifetime_max_cents: null,
    ortho_override: null,
    ortho_covered_by_default: false,
  },
  practice_network: 'gold',
  accumulators: { patient_year_cents: 0, household_year_cents: 0, patient_ortho_lifetime_cents: 0 },
  office_fees: officeFees,
});

/** A saved cleaning line: billed $120.00, allowed and paid by the plan $90.00, the patient's share as given. */
export const cleaningLineFixture = (memberCents: number): VisitLineItem => ({
  code: 'D1110',
  name: 'Cleaning',
  service_type: 'PDS',
  tooth: null,
  surfaces: null,
  billed_cents: 12000,
  allowed_cents: 9000,
  plan_cents: 9000,
  member_cents: memberCents,
  reduction_reason: null,
});
