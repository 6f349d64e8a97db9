// The eligibility tests' patient: Maria Lopez, covered by her employer's Gold PPO, in network (the look-up's
// answer as the server gives it). Each test overrides what it is about.
import type { EligiblePatient } from '@dental/domain';

export function eligiblePatientFixture(overrides: Partial<EligiblePatient> = {}): EligiblePatient {
  return {
    member_id: '123456789',
    first_name: 'Maria',
    last_name: 'Lopez',
    date_of_birth: '1985-04-12',
    relationship: 'Spouse',
    eligible: true,
    benefit_type: 'employer',
    plan_name: 'Gold PPO',
    network: 'gold',
    network_label: 'Gold',
    in_network: true,
    coverage: { PDS: 100, BRS: 80, MRS: 50, ortho: 0 },
    individual: { limit_cents: 150000, used_cents: 0, remaining_cents: 150000 },
    family: null,
    ortho: null,
    coverage_start: '2024-01-01',
    coverage_end: null,
    household: [],
    frequency: [],
    ...overrides,
  };
}
