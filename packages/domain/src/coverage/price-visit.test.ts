import { describe, expect, it } from 'vitest';
import type { PracticeNetworkType } from '../enums/networks.js';
import type { CoverageAccumulators, CoverageLineInput, CoveragePlan } from './coverage-types.js';
import { ZERO_ACCUMULATORS } from './coverage-types.js';
import { referenceScheduleFee } from './fee-schedules.js';
import { findProcedure } from './procedure-catalogue.js';
import { percentOfCents, priceVisit, referenceScheduleNetwork } from './price-visit.js';

/** A silver_low-like plan: PDS 100 / BRS 80 / MRS 50, $1,500 a year, $4,500 a family, $1,500 ortho. */
function plan(overrides: Partial<CoveragePlan> = {}): CoveragePlan {
  return {
    minimumNetwork: 'silver',
    coveragePdsPercent: 100,
    coverageBrsPercent: 80,
    coverageMrsPercent: 50,
    coverageOrthoPercent: 50,
    annualMaxCents: 150_000,
    familyMaxCents: 450_000,
    orthoLifetimeMaxCents: 150_000,
    orthoOverride: null,
    orthoCoveredByDefault: true,
    ...overrides,
  };
}

/** A catalogue line billed at `billed` dollars at a practice of `network`, judged against the plan's schedule. */
function line(
  code: string,
  billedDollars: number,
  network: PracticeNetworkType,
  p: CoveragePlan = plan(),
): CoverageLineInput {
  const procedure = findProcedure(code);
  if (!procedure) throw new Error(`unknown code ${code}`);
  return {
    code,
    serviceType: procedure.serviceType,
    isOrtho: procedure.isOrtho,
    billedCents: billedDollars * 100,
    scheduleFeeCents: referenceScheduleFee(referenceScheduleNetwork(p.minimumNetwork, network), code),
  };
}

function acc(patientYear: number, householdYear = patientYear, ortho = 0): CoverageAccumulators {
  return {
    patientYearCents: patientYear * 100,
    householdYearCents: householdYear * 100,
    patientOrthoLifetimeCents: ortho * 100,
  };
}

describe('priceVisit: worked examples', () => {
  it('crown at a gold practice on a silver_low plan after $1,400 used of $1,500: plan pays the last $100', () => {
    const visit = priceVisit({
      plan: plan(),
      practiceNetwork: 'gold',
      lines: [line('D2740', 1300, 'gold')],
      accumulators: acc(1400),
    });
    // gold schedule for D2740 is $1,000 (80% of $1,250); MRS 50% would be $500, but only $100 is left.
    expect(visit.lines[0]).toEqual({
      code: 'D2740',
      billedCents: 130_000,
      allowedCents: 100_000,
      planCents: 10_000,
      memberCents: 90_000,
      reductionReason: 'annual maximum reached',
    });
    expect(visit.accumulatorsAfter).toEqual(acc(1500, 1500));
  });

  it('cleaning, exam and bitewings at a platinum practice on a fresh year: plan pays all of the allowed fees', () => {
    const lines = [line('D1110', 140, 'platinum'), line('D0120', 75, 'platinum'), line('D0274', 95, 'platinum')];
    const visit = priceVisit({ plan: plan(), practiceNetwork: 'platinum', lines, accumulators: ZERO_ACCUMULATORS });
    // platinum schedule: $104 + $54 + $72 = $230 allowed, PDS 100%.
    expect(visit.totals).toEqual({ billedCents: 31_000, allowedCents: 23_000, planCents: 23_000, memberCents: 0 });
    expect(visit.lines.every((l) => l.reductionReason === null)).toBe(true);
  });

  it('filling billed below the schedule: the allowed fee is the billed fee', () => {
    const visit = priceVisit({
      plan: plan(),
      practiceNetwork: 'silver',
      lines: [line('D2391', 100, 'silver')],
      accumulators: ZERO_ACCUMULATORS,
    });
    expect(visit.lines[0]).toMatchObject({
      allowedCents: 10_000,
      planCents: 8_000,
      memberCents: 2_000,
      reductionReason: null,
    });
  });

  it('office_fees practice on an office_fees plan: allowed is the practice fee of $210, BRS 80% pays $168', () => {
    const p = plan({ minimumNetwork: 'office_fees' });
    const visit = priceVisit({
      plan: p,
      practiceNetwork: 'office_fees',
      lines: [line('D2391', 210, 'office_fees', p)],
      accumulators: ZERO_ACCUMULATORS,
    });
    expect(visit.inNetwork).toBe(true);
    expect(visit.lines[0]).toMatchObject({
      allowedCents: 21_000,
      planCents: 16_800,
      memberCents: 4_200,
      reductionReason: null,
    });
  });

  it('root canal at an out-of-network practice billed $1,400 on a gold plan: plan pays 50% of the $1,000 gold fee', () => {
    const p = plan({ minimumNetwork: 'gold' });
    const visit = priceVisit({
      plan: p,
      practiceNetwork: 'out_of_network',
      lines: [line('D3330', 1400, 'out_of_network', p)],
      accumulators: ZERO_ACCUMULATORS,
    });
    expect(visit.inNetwork).toBe(false);
    expect(visit.lines[0]).toMatchObject({
      allowedCents: 140_000,
      planCents: 50_000,
      memberCents: 90_000,
      reductionReason: 'not in network',
    });
  });

  it('silver practice on a platinum-only plan is out of network and judged on the silver schedule', () => {
    const p = plan({ minimumNetwork: 'platinum' });
    const visit = priceVisit({
      plan: p,
      practiceNetwork: 'silver',
      lines: [line('D1110', 115, 'silver', p)],
      accumulators: ZERO_ACCUMULATORS,
    });
    // silver D1110 is $80.50 -> $81 (70% of $115, whole dollars); PDS 100% of $81.
    expect(visit.lines[0]).toMatchObject({
      allowedCents: 11_500,
      planCents: 8_100,
      memberCents: 3_400,
      reductionReason: 'not in network',
    });
  });

  it('out-of-network line billed below the reference fee: no reduction', () => {
    const p = plan({ minimumNetwork: 'gold' });
    const visit = priceVisit({
      plan: p,
      practiceNetwork: 'partner',
      lines: [line('D1110', 50, 'partner', p)],
      accumulators: ZERO_ACCUMULATORS,
    });
    expect(visit.lines[0]).toMatchObject({ allowedCents: 5_000, planCents: 5_000, reductionReason: null });
  });

  it('night guard on a plan with 0% major coverage: not covered, the member pays the allowed $440', () => {
    const p = plan({ coverageMrsPercent: 0 });
    const visit = priceVisit({
      plan: p,
      practiceNetwork: 'gold',
      lines: [line('D9944', 600, 'gold', p)],
      accumulators: ZERO_ACCUMULATORS,
    });
    expect(visit.lines[0]).toMatchObject({
      allowedCents: 44_000,
      planCents: 0,
      memberCents: 44_000,
      reductionReason: 'not covered',
    });
  });

  it('family maximum of $3,000 with $2,950 used by the household: a $400 filling share is cut to $50', () => {
    const visit = priceVisit({
      plan: plan({ familyMaxCents: 300_000 }),
      practiceNetwork: 'platinum',
      lines: [line('D2393', 500, 'platinum')],
      accumulators: acc(200, 2950),
    });
    // platinum D2393 is $261, BRS 80% is $208.80; the family has $50 left, the patient $1,300.
    expect(visit.lines[0]).toMatchObject({
      allowedCents: 26_100,
      planCents: 5_000,
      memberCents: 21_100,
      reductionReason: 'family maximum reached',
    });
    expect(visit.accumulatorsAfter).toEqual(acc(250, 3000));
  });

  it('lines consume the maximum in order: the second crown finds nothing left', () => {
    const lines = [line('D2740', 1250, 'gold'), line('D2740', 1250, 'gold')];
    const visit = priceVisit({
      plan: plan({ annualMaxCents: 60_000 }),
      practiceNetwork: 'gold',
      lines,
      accumulators: ZERO_ACCUMULATORS,
    });
    expect(visit.lines.map((l) => [l.planCents, l.reductionReason])).toEqual([
      [50_000, null],
      [10_000, 'annual maximum reached'],
    ]);
  });

  it('teen braces with $1,200 of a $1,500 ortho lifetime maximum used: plan pays $300, the annual maximum is untouched', () => {
    const visit = priceVisit({
      plan: plan(),
      practiceNetwork: 'gold',
      lines: [line('D8080', 6000, 'gold')],
      accumulators: acc(100, 100, 1200),
    });
    expect(visit.lines[0]).toMatchObject({
      allowedCents: 464_000,
      planCents: 30_000,
      reductionReason: 'ortho lifetime maximum reached',
    });
    expect(visit.accumulatorsAfter).toEqual(acc(100, 100, 1500));
  });

  it('ortho: not covered by default unless the override says Yes; an override No never pays', () => {
    const price = (p: CoveragePlan) =>
      priceVisit({
        plan: p,
        practiceNetwork: 'gold',
        lines: [line('D8090', 6500, 'gold')],
        accumulators: ZERO_ACCUMULATORS,
      }).lines[0];
    expect(price(plan({ orthoCoveredByDefault: false }))).toMatchObject({
      planCents: 0,
      reductionReason: 'not covered',
    });
    expect(price(plan({ orthoCoveredByDefault: false, orthoOverride: true }))).toMatchObject({
      planCents: 150_000,
      reductionReason: 'ortho lifetime maximum reached',
    });
    expect(price(plan({ orthoCoveredByDefault: true, orthoOverride: false }))).toMatchObject({
      planCents: 0,
      reductionReason: 'not covered',
    });
  });

  it('no ortho lifetime maximum means no ortho limit', () => {
    const visit = priceVisit({
      plan: plan({ orthoLifetimeMaxCents: null }),
      practiceNetwork: 'gold',
      lines: [line('D8080', 5800, 'gold')],
      accumulators: ZERO_ACCUMULATORS,
    });
    expect(visit.lines[0]).toMatchObject({ planCents: 232_000, reductionReason: null });
  });

  it('rounds half a cent up: 50% of $0.15 is 8 cents', () => {
    expect(percentOfCents(15, 50)).toBe(8);
    expect(percentOfCents(1, 50)).toBe(1);
    expect(percentOfCents(19_999, 80)).toBe(15_999);
  });

  it('rejects non-integer cents and percents outside 0..100', () => {
    const bad = { ...line('D1110', 100, 'gold'), billedCents: 10.5 };
    expect(() =>
      priceVisit({ plan: plan(), practiceNetwork: 'gold', lines: [bad], accumulators: ZERO_ACCUMULATORS }),
    ).toThrow(RangeError);
    expect(() =>
      priceVisit({
        plan: plan({ coverageBrsPercent: 101 }),
        practiceNetwork: 'gold',
        lines: [],
        accumulators: ZERO_ACCUMULATORS,
      }),
    ).toThrow(RangeError);
  });
});

describe('referenceScheduleNetwork', () => {
  it("uses the practice's tier, none for in-network office fees, else the plan's minimum network", () => {
    expect(referenceScheduleNetwork('silver', 'platinum')).toBe('platinum');
    expect(referenceScheduleNetwork('platinum', 'silver')).toBe('silver');
    expect(referenceScheduleNetwork('office_fees', 'office_fees')).toBeNull();
    expect(referenceScheduleNetwork('gold', 'office_fees')).toBe('gold');
    expect(referenceScheduleNetwork('gold', 'out_of_network')).toBe('gold');
    expect(referenceScheduleNetwork('office_fees', 'partner')).toBe('silver');
  });
});
