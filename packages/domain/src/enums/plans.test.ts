import { describe, expect, it } from 'vitest';
import {
  NEW_PLAN,
  REPORT_DATE_TYPE_LABELS,
  STANDARD_PLAN_LEVELS,
  STANDARD_PLAN_TIERS,
  STANDARD_PLAN_TYPES,
  isOrthoCovered,
  standardPlanLabel,
  standardPlanParts,
} from './plans.js';

describe('standard plan types (spec §3)', () => {
  it('are every tier in high, med and low', () => {
    const expected = STANDARD_PLAN_TIERS.flatMap((tier) => STANDARD_PLAN_LEVELS.map((level) => `${tier}_${level}`));
    expect(STANDARD_PLAN_TYPES).toEqual(expected);
    expect(STANDARD_PLAN_TYPES).toContain('platinum_high');
    expect(STANDARD_PLAN_TYPES).toContain('gold_med');
    expect(STANDARD_PLAN_TYPES).toContain('silver_low');
    expect(STANDARD_PLAN_TYPES).toHaveLength(9);
  });

  it('split and label', () => {
    expect(standardPlanParts('gold_med')).toEqual({ tier: 'gold', level: 'med' });
    expect(standardPlanLabel('gold_med')).toBe('Gold Medium');
    expect(standardPlanLabel('platinum_high')).toBe('Platinum High');
    expect(standardPlanLabel('silver_low')).toBe('Silver Low');
  });

  it('has a NEW_PLAN marker that is no plan type', () => {
    expect(STANDARD_PLAN_TYPES as readonly string[]).not.toContain(NEW_PLAN);
  });
});

describe('ortho override (spec §3)', () => {
  it('falls back to the plan default only when null', () => {
    expect(isOrthoCovered(null, true)).toBe(true);
    expect(isOrthoCovered(null, false)).toBe(false);
    expect(isOrthoCovered('Yes', false)).toBe(true);
    expect(isOrthoCovered('No', true)).toBe(false);
  });
});

describe('report date and appointment view types (spec §3)', () => {
  it('lists them with labels', () => {
    expect(REPORT_DATE_TYPE_LABELS.payment_date).toBe('Payment date');
  });
});
