import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planBenefitRows, type BenefitAmounts } from './plan-benefit-rows.js';

const base: BenefitAmounts = {
  dental_benefit_limit: 150000,
  dental_benefit_used: 50000,
  dental_benefit_remaining: 100000,
  family_benefit_limit: null,
  family_benefit_used: null,
  family_benefit_remaining: null,
  ortho_benefit_limit: null,
  ortho_benefit_used: null,
  ortho_benefit_remaining: null,
};

describe('plan benefits table rows (spec §2)', () => {
  it('shows only the individual row without family and ortho limits', () => {
    expect(planBenefitRows(base)).toEqual([
      {
        key: 'individual',
        label: 'Individual (annual max)',
        limit: 150000,
        used: 50000,
        remaining: 100000,
        remainingColor: 'primary',
      },
    ]);
  });

  it('adds family and ortho rows when their limits exist, coloured by the rule', () => {
    const rows = planBenefitRows({
      ...base,
      family_benefit_limit: 300000,
      family_benefit_used: 300000,
      family_benefit_remaining: 0,
      ortho_benefit_limit: 0,
      ortho_benefit_used: 0,
      ortho_benefit_remaining: 0,
    });
    expect(rows.map((r) => [r.key, r.remainingColor])).toEqual([
      ['individual', 'primary'],
      ['family', 'error'],
      ['ortho', 'neutral'],
    ]);
  });

  it('has a row for each limit that exists, in order', () => {
    const limit = fc.option(fc.integer({ min: 0, max: 1e7 }));
    fc.assert(
      fc.property(limit, limit, (family, ortho) => {
        const rows = planBenefitRows({ ...base, family_benefit_limit: family, ortho_benefit_limit: ortho });
        const keys = ['individual', ...(family !== null ? ['family'] : []), ...(ortho !== null ? ['ortho'] : [])];
        expect(rows.map((r) => r.key)).toEqual(keys);
      }),
    );
  });
});
