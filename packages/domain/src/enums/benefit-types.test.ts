import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BENEFIT_TYPES,
  BENEFIT_TYPE_LABELS,
  isGroupCoverage,
  isInOfficeBenefit,
  normaliseBenefitType,
  showsPriceCheck,
  showsShopDentalPlans,
} from './benefit-types.js';

describe('benefit types (spec §3)', () => {
  it('labels every benefit type', () => {
    expect(Object.keys(BENEFIT_TYPE_LABELS)).toEqual([...BENEFIT_TYPES]);
  });

  it("normalises 'in-office' to 'in office' and rejects unknown values", () => {
    expect(normaliseBenefitType('in-office')).toBe('in office');
    expect(normaliseBenefitType('in office')).toBe('in office');
    expect(normaliseBenefitType('Altrua')).toBe('Altrua');
    expect(normaliseBenefitType('altrua')).toBeNull();
    expect(normaliseBenefitType('toString')).toBeNull();
    expect(normaliseBenefitType(null)).toBeNull();
  });

  it('counts employer and Altrua as group coverage, nothing else', () => {
    expect(BENEFIT_TYPES.filter(isGroupCoverage)).toEqual(['employer', 'Altrua']);
    expect(isGroupCoverage(undefined)).toBe(false);
  });

  it('hides PriceCheck for in-office, in either spelling (spec §2)', () => {
    expect(showsPriceCheck('in office')).toBe(false);
    expect(showsPriceCheck('in-office')).toBe(false);
    expect(isInOfficeBenefit('in-office')).toBe(true);
    expect(showsPriceCheck('individual')).toBe(true);
    expect(showsPriceCheck(undefined)).toBe(true);
  });

  it('hides Shop dental plans for employer and Altrua (spec §2)', () => {
    expect(BENEFIT_TYPES.filter((t) => !showsShopDentalPlans(t))).toEqual(['employer', 'Altrua']);
  });

  it('never throws and returns a known type or null for any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const type = normaliseBenefitType(value);
        expect(type === null || (BENEFIT_TYPES as readonly string[]).includes(type)).toBe(true);
      }),
    );
  });
});
