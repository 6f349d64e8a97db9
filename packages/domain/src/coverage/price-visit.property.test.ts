import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NETWORKS, PRACTICE_NETWORK_TYPES } from '../enums/networks.js';
import type {
  CoverageAccumulators,
  CoverageLineInput,
  CoveragePlan,
  PricedLine,
  VisitInput,
} from './coverage-types.js';
import { PROCEDURE_CATALOGUE } from './procedure-catalogue.js';
import { coveragePercent, percentOfCents, planCoversOrtho, priceVisit } from './price-visit.js';

const cents = (max: number) => fc.integer({ min: 0, max });
const percent = fc.integer({ min: 0, max: 100 });
const MAX_REASONS = new Set(['annual maximum reached', 'family maximum reached', 'ortho lifetime maximum reached']);

const planArb: fc.Arbitrary<CoveragePlan> = fc.record({
  minimumNetwork: fc.constantFrom(...NETWORKS),
  coveragePdsPercent: percent,
  coverageBrsPercent: percent,
  coverageMrsPercent: percent,
  coverageOrthoPercent: percent,
  annualMaxCents: cents(300_000),
  familyMaxCents: fc.option(cents(600_000)),
  orthoLifetimeMaxCents: fc.option(cents(300_000)),
  orthoOverride: fc.option(fc.boolean()),
  orthoCoveredByDefault: fc.boolean(),
});

/** Plans whose maximums are far beyond any generated visit, so no maximum can bind. */
const unboundedPlanArb = planArb.map((p) => ({
  ...p,
  annualMaxCents: 1e12,
  familyMaxCents: null,
  orthoLifetimeMaxCents: null,
}));

const lineArb: fc.Arbitrary<CoverageLineInput> = fc
  .record({
    procedure: fc.constantFrom(...PROCEDURE_CATALOGUE),
    billedCents: cents(800_000),
    scheduleFeeCents: fc.option(cents(800_000)),
  })
  .map(({ procedure, billedCents, scheduleFeeCents }) => ({
    code: procedure.code,
    serviceType: procedure.serviceType,
    isOrtho: procedure.isOrtho,
    billedCents,
    scheduleFeeCents,
  }));

const accArb: fc.Arbitrary<CoverageAccumulators> = fc
  .record({
    patientYearCents: cents(400_000),
    otherHouseholdCents: cents(400_000),
    patientOrthoLifetimeCents: cents(400_000),
  })
  .map(({ patientYearCents, otherHouseholdCents, patientOrthoLifetimeCents }) => ({
    patientYearCents,
    householdYearCents: patientYearCents + otherHouseholdCents,
    patientOrthoLifetimeCents,
  }));

const visitArb = (plan: fc.Arbitrary<CoveragePlan>): fc.Arbitrary<VisitInput> =>
  fc.record({
    plan,
    practiceNetwork: fc.constantFrom(...PRACTICE_NETWORK_TYPES),
    lines: fc.array(lineArb, { maxLength: 8 }),
    accumulators: accArb,
  });

const sum = (lines: readonly PricedLine[], pick: (l: PricedLine) => number) =>
  lines.reduce((total, l) => total + pick(l), 0);
const left = (max: number | null, used: number) => (max === null ? Number.POSITIVE_INFINITY : Math.max(0, max - used));

/** A year of visits of one household: [patient index, visit], priced in the order given with threaded accumulators. */
type YearVisit = { patient: number; practiceNetwork: VisitInput['practiceNetwork']; lines: CoverageLineInput[] };
function priceYear(plan: CoveragePlan, visits: readonly YearVisit[]): { plan: number; lines: PricedLine[] } {
  const patients = new Map<number, { year: number; ortho: number }>();
  let household = 0;
  const priced: PricedLine[] = [];
  for (const v of visits) {
    const own = patients.get(v.patient) ?? { year: 0, ortho: 0 };
    const accumulators = {
      patientYearCents: own.year,
      householdYearCents: household,
      patientOrthoLifetimeCents: own.ortho,
    };
    const result = priceVisit({ plan, practiceNetwork: v.practiceNetwork, lines: v.lines, accumulators });
    household = result.accumulatorsAfter.householdYearCents;
    patients.set(v.patient, {
      year: result.accumulatorsAfter.patientYearCents,
      ortho: result.accumulatorsAfter.patientOrthoLifetimeCents,
    });
    priced.push(...result.lines);
  }
  return { plan: sum(priced, (l) => l.planCents), lines: priced };
}

const yearArb = (patients: number) =>
  fc.array(
    fc.record({
      patient: fc.integer({ min: 0, max: patients - 1 }),
      practiceNetwork: fc.constantFrom(...PRACTICE_NETWORK_TYPES),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
    }),
    { maxLength: 8 },
  );

/** A year of visits and the same visits in another order. */
const yearAndShuffleArb = (patients: number) =>
  yearArb(patients).chain((visits) =>
    fc.tuple(fc.constant(visits), fc.shuffledSubarray(visits, { minLength: visits.length, maxLength: visits.length })),
  );

describe('priceVisit properties (issue 5 invariants)', () => {
  it('shares are never negative, add up to the allowed fee, and the allowed fee never exceeds the billed fee', () => {
    fc.assert(
      fc.property(visitArb(planArb), (input) => {
        const visit = priceVisit(input);
        for (const l of visit.lines) {
          expect(l.planCents).toBeGreaterThanOrEqual(0);
          expect(l.memberCents).toBeGreaterThanOrEqual(0);
          expect(l.planCents + l.memberCents).toBe(l.allowedCents);
          expect(l.allowedCents).toBeLessThanOrEqual(l.billedCents);
          expect(Number.isInteger(l.planCents) && Number.isInteger(l.memberCents)).toBe(true);
        }
        expect(visit.totals.planCents + visit.totals.memberCents).toBe(visit.totals.allowedCents);
      }),
    );
  });

  it('never pays past a remaining annual, family or ortho maximum, nor more than the coverage share', () => {
    fc.assert(
      fc.property(visitArb(planArb), (input) => {
        const { plan, accumulators: a } = input;
        const visit = priceVisit(input);
        const general = visit.lines.filter((_, i) => !input.lines[i]?.isOrtho);
        const ortho = visit.lines.filter((_, i) => input.lines[i]?.isOrtho);
        expect(sum(general, (l) => l.planCents)).toBeLessThanOrEqual(left(plan.annualMaxCents, a.patientYearCents));
        expect(sum(general, (l) => l.planCents)).toBeLessThanOrEqual(left(plan.familyMaxCents, a.householdYearCents));
        expect(sum(ortho, (l) => l.planCents)).toBeLessThanOrEqual(
          left(plan.orthoLifetimeMaxCents, a.patientOrthoLifetimeCents),
        );
        visit.lines.forEach((l, i) => {
          const source = input.lines[i];
          if (source)
            expect(l.planCents).toBeLessThanOrEqual(percentOfCents(l.allowedCents, coveragePercent(plan, source)));
        });
        expect(visit.accumulatorsAfter).toEqual({
          patientYearCents: a.patientYearCents + sum(general, (l) => l.planCents),
          householdYearCents: a.householdYearCents + sum(general, (l) => l.planCents),
          patientOrthoLifetimeCents: a.patientOrthoLifetimeCents + sum(ortho, (l) => l.planCents),
        });
      }),
    );
  });

  it('a plan without ortho coverage pays no ortho line unless the override says Yes; an override No never pays ortho', () => {
    fc.assert(
      fc.property(visitArb(planArb), (input) => {
        const visit = priceVisit(input);
        visit.lines.forEach((l, i) => {
          if (!input.lines[i]?.isOrtho) return;
          if (
            input.plan.orthoOverride === false ||
            (!input.plan.orthoCoveredByDefault && input.plan.orthoOverride !== true)
          ) {
            expect(l.planCents).toBe(0);
            if (l.allowedCents > 0) expect(l.reductionReason).toBe('not covered');
          }
        });
        expect(planCoversOrtho(input.plan)).toBe(input.plan.orthoOverride ?? input.plan.orthoCoveredByDefault);
      }),
    );
  });

  it('when no maximum binds, a year of visits costs the plan the same in any order', () => {
    fc.assert(
      fc.property(unboundedPlanArb, yearAndShuffleArb(3), (plan, [visits, shuffled]) => {
        const inOrder = priceYear(plan, visits);
        const reordered = priceYear(plan, shuffled);
        expect(reordered.plan).toBe(inOrder.plan);
        expect(inOrder.lines.some((l) => l.reductionReason !== null && MAX_REASONS.has(l.reductionReason))).toBe(false);
      }),
    );
  });

  it('order changes the total only through the maximums: one patient always gets min(what is left, the uncapped shares)', () => {
    fc.assert(
      fc.property(planArb, yearAndShuffleArb(1), (plan, [visits, shuffled]) => {
        const unbounded = { ...plan, annualMaxCents: 1e12, familyMaxCents: null, orthoLifetimeMaxCents: null };
        const isOrtho = (v: YearVisit) => v.lines.map((l) => l.isOrtho);
        const uncapped = priceYear(unbounded, visits).lines;
        const flags = visits.flatMap(isOrtho);
        const general = sum(
          uncapped.filter((_, i) => !flags[i]),
          (l) => l.planCents,
        );
        const ortho = sum(
          uncapped.filter((_, i) => flags[i]),
          (l) => l.planCents,
        );
        const expected =
          Math.min(general, plan.annualMaxCents, plan.familyMaxCents ?? Number.POSITIVE_INFINITY) +
          Math.min(ortho, plan.orthoLifetimeMaxCents ?? Number.POSITIVE_INFINITY);
        expect(priceYear(plan, visits).plan).toBe(expected);
        expect(priceYear(plan, shuffled).plan).toBe(expected);
      }),
    );
  });

  it('does not change its input', () => {
    fc.assert(
      fc.property(visitArb(planArb), (input) => {
        const copy = structuredClone(input);
        priceVisit(input);
        expect(input).toEqual(copy);
      }),
    );
  });
});
