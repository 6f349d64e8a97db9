// Issue 25 item 11: the fee each line bills (the practice's office fee, else the schedule fee of the tier the visit
// is judged against, else the catalogue's typical fee) and who pays it, as fixed figures worked out by hand.
// D2391 (back tooth filling, one surface, BRS): typical $190.00; schedules are 90/80/70% of it (platinum $171.00,
// gold $152.00, silver $133.00). The plan is gold_high's terms: BRS 80%, maximums far from reached.
import { describe, expect, it } from 'vitest';
import type { PracticeNetworkType } from '../enums/networks.js';
import type { ReductionReason } from '../coverage/coverage-types.js';
import type { PricingPlan, VisitPricingInputs } from '../api/dentist-visits.js';
import { priceVisitLines } from './visit-pricing.js';

const GOLD_HIGH: PricingPlan = {
  minimum_network: 'gold',
  coverage_pds_percent: 100,
  coverage_brs_percent: 80,
  coverage_mrs_percent: 50,
  coverage_ortho_percent: 50,
  annual_max_cents: 200_000,
  family_max_cents: 600_000,
  ortho_lifetime_max_cents: 200_000,
  ortho_override: null,
  ortho_covered_by_default: true,
};

function inputs(
  plan: PricingPlan | null,
  practiceNetwork: PracticeNetworkType,
  officeFees: Record<string, number>,
): VisitPricingInputs {
  return {
    plan,
    practice_network: practiceNetwork,
    accumulators: { patient_year_cents: 0, household_year_cents: 0, patient_ortho_lifetime_cents: 0 },
    office_fees: officeFees,
  };
}

/** One row of the table: the inputs and the D2391 line's figures in cents. */
interface FeeCase {
  case: string;
  plan: PricingPlan | null;
  network: PracticeNetworkType;
  fees: Record<string, number>;
  billed: number;
  allowed: number;
  plan_cents: number;
  member: number;
  reason: ReductionReason | null;
}

describe('priceVisitLines: the fee a line bills and who pays it', () => {
  it.each<FeeCase>([
    {
      case: 'the office fee first, even above the schedule (in network the schedule fee is allowed)',
      plan: GOLD_HIGH,
      network: 'gold',
      fees: { D2391: 21_000 },
      billed: 21_000,
      allowed: 15_200,
      plan_cents: 12_160,
      member: 3_040,
      reason: null,
    },
    {
      case: 'the office fee below the schedule is billed and allowed',
      plan: GOLD_HIGH,
      network: 'gold',
      fees: { D2391: 14_000 },
      billed: 14_000,
      allowed: 14_000,
      plan_cents: 11_200,
      member: 2_800,
      reason: null,
    },
    {
      case: "no office fee for the code: the schedule fee of the practice's tier",
      plan: GOLD_HIGH,
      network: 'platinum',
      fees: { D0120: 5_500 },
      billed: 17_100,
      allowed: 17_100,
      plan_cents: 13_680,
      member: 3_420,
      reason: null,
    },
    {
      case: "no office fee, out of network: the schedule of the plan's minimum network",
      plan: GOLD_HIGH,
      network: 'out_of_network',
      fees: {},
      billed: 15_200,
      allowed: 15_200,
      plan_cents: 12_160,
      member: 3_040,
      reason: null,
    },
    {
      case: 'no office fee and no schedule (an office-fees practice in network): the typical fee',
      plan: { ...GOLD_HIGH, minimum_network: 'office_fees' },
      network: 'office_fees',
      fees: {},
      billed: 19_000,
      allowed: 19_000,
      plan_cents: 15_200,
      member: 3_800,
      reason: null,
    },
    {
      case: 'no plan: the member pays all of the office fee',
      plan: null,
      network: 'gold',
      fees: { D2391: 21_000 },
      billed: 21_000,
      allowed: 21_000,
      plan_cents: 0,
      member: 21_000,
      reason: 'not covered',
    },
    {
      case: 'no plan and no office fee: no schedule either, the member pays all of the typical fee',
      plan: null,
      network: 'gold',
      fees: {},
      billed: 19_000,
      allowed: 19_000,
      plan_cents: 0,
      member: 19_000,
      reason: 'not covered',
    },
    {
      case: 'an office fee of zero is the fee (not a missing one): nothing to pay, no reason',
      plan: null,
      network: 'gold',
      fees: { D2391: 0 },
      billed: 0,
      allowed: 0,
      plan_cents: 0,
      member: 0,
      reason: null,
    },
  ])('$case', ({ plan, network, fees, billed, allowed, plan_cents, member, reason }) => {
    const priced = priceVisitLines(inputs(plan, network, fees), [{ code: 'D2391', tooth: '30', surfaces: 'O' }]);
    expect(priced.lines).toEqual([
      {
        code: 'D2391',
        name: 'Back tooth white filling, one surface',
        service_type: 'BRS',
        tooth: '30',
        surfaces: 'O',
        billed_cents: billed,
        allowed_cents: allowed,
        plan_cents,
        member_cents: member,
        reduction_reason: reason,
      },
    ]);
    expect(priced.totals).toEqual({
      billed_cents: billed,
      allowed_cents: allowed,
      plan_cents,
      member_cents: member,
    });
  });

  it('sums the lines in order and leaves out a code the catalogue does not know (a half-typed line)', () => {
    // Gold practice, gold_high: D0120 and D1110 (PDS 100%) bill their office fees and are allowed the gold
    // schedule ($48.00, $92.00 of $60.00 and $115.00); D2391 as above.
    const priced = priceVisitLines(inputs(GOLD_HIGH, 'gold', { D0120: 6_200, D1110: 12_000, D2391: 21_000 }), [
      { code: 'D0120' },
      { code: 'D99' },
      { code: 'D1110' },
      { code: 'D2391', tooth: '30', surfaces: 'O' },
    ]);
    expect(priced.lines.map((line) => [line.code, line.billed_cents, line.plan_cents, line.member_cents])).toEqual([
      ['D0120', 6_200, 4_800, 0],
      ['D1110', 12_000, 9_200, 0],
      ['D2391', 21_000, 12_160, 3_040],
    ]);
    expect(priced.totals).toEqual({
      billed_cents: 39_200,
      allowed_cents: 29_200,
      plan_cents: 26_160,
      member_cents: 3_040,
    });
  });
});
