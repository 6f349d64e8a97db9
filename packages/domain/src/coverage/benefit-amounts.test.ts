import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planBenefitRows } from '../benefits/plan-benefit-rows.js';
import { benefitAmounts, type BenefitLimitsPlan } from './benefit-amounts.js';

const plan = (overrides: Partial<BenefitLimitsPlan> = {}): BenefitLimitsPlan => ({
  annualMaxCents: 150_000,
  familyMaxCents: 450_000,
  orthoLifetimeMaxCents: 200_000,
  orthoOverride: null,
  orthoCoveredByDefault: true,
  ...overrides,
});

describe('benefitAmounts', () => {
  it('$400 used of $1,500, $900 of the $4,500 family maximum, $500 of $2,000 ortho', () => {
    const amounts = benefitAmounts(plan(), {
      patientYearCents: 40_000,
      householdYearCents: 90_000,
      patientOrthoLifetimeCents: 50_000,
    });
    expect(amounts).toEqual({
      dental_benefit_limit: 150_000,
      dental_benefit_used: 40_000,
      dental_benefit_remaining: 110_000,
      family_benefit_limit: 450_000,
      family_benefit_used: 90_000,
      family_benefit_remaining: 360_000,
      ortho_benefit_limit: 200_000,
      ortho_benefit_used: 50_000,
      ortho_benefit_remaining: 150_000,
    });
    expect(planBenefitRows(amounts).map((r) => r.key)).toEqual(['individual', 'family', 'ortho']);
  });

  it('family and ortho are null when the plan has no such limit, or ortho is not covered', () => {
    const zero = { patientYearCents: 0, householdYearCents: 0, patientOrthoLifetimeCents: 0 };
    const none = benefitAmounts(plan({ familyMaxCents: null, orthoLifetimeMaxCents: null }), zero);
    expect([none.family_benefit_limit, none.family_benefit_used, none.family_benefit_remaining]).toEqual([
      null,
      null,
      null,
    ]);
    expect([none.ortho_benefit_limit, none.ortho_benefit_used, none.ortho_benefit_remaining]).toEqual([
      null,
      null,
      null,
    ]);
    expect(benefitAmounts(plan({ orthoOverride: false }), zero).ortho_benefit_limit).toBeNull();
    expect(benefitAmounts(plan({ orthoCoveredByDefault: false }), zero).ortho_benefit_limit).toBeNull();
    expect(benefitAmounts(plan({ orthoCoveredByDefault: false, orthoOverride: true }), zero).ortho_benefit_limit).toBe(
      200_000,
    );
  });

  it('remaining is never negative and used + remaining = limit while within the limit', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        amount,
        fc.option(amount),
        fc.option(amount),
        amount,
        amount,
        amount,
        (annual, family, ortho, used, household, orthoUsed) => {
          const b = benefitAmounts(
            plan({ annualMaxCents: annual, familyMaxCents: family, orthoLifetimeMaxCents: ortho }),
            {
              patientYearCents: used,
              householdYearCents: household,
              patientOrthoLifetimeCents: orthoUsed,
            },
          );
          expect(b.dental_benefit_remaining).toBe(Math.max(0, annual - used));
          expect(b.family_benefit_remaining === null || b.family_benefit_remaining >= 0).toBe(true);
          expect(b.ortho_benefit_remaining === null || b.ortho_benefit_remaining >= 0).toBe(true);
          if (used <= annual) expect(b.dental_benefit_used + b.dental_benefit_remaining).toBe(annual);
          expect(b.family_benefit_limit).toBe(family);
        },
      ),
    );
  });
});
