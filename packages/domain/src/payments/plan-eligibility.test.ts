import { describe, expect, it } from 'vitest';
import { planEligibilityLabel, planIneligibility, type PlanEligibility } from './plan-eligibility.js';

const child: PlanEligibility = { min_age: null, under_age: 14 };
const adult: PlanEligibility = { min_age: 14, under_age: null };
const teen: PlanEligibility = { min_age: 13, under_age: 18 };
const anyone: PlanEligibility = { min_age: null, under_age: null };
const today = '2026-11-25';

describe('plan eligibility (issue 17 item 2)', () => {
  it('keeps a 41-year-old out of a child plan, with the reason', () => {
    expect(planIneligibility(child, { name: 'Pat Doe', date_of_birth: '1985-03-02' }, today)).toBe(
      'Pat Doe is 41: this plan is for people under 14.',
    );
  });

  it('counts the birthday: 13 the day before, 14 on the day', () => {
    expect(planIneligibility(child, { name: 'Kid', date_of_birth: '2012-11-26' }, today)).toBeNull();
    expect(planIneligibility(child, { name: 'Kid', date_of_birth: '2012-11-25' }, today)).toBe(
      'Kid is 14: this plan is for people under 14.',
    );
    expect(planIneligibility(adult, { name: 'Kid', date_of_birth: '2012-11-26' }, today)).toBe(
      'Kid is 13: this plan is for people aged 14 and older.',
    );
    expect(planIneligibility(adult, { name: 'Kid', date_of_birth: '2012-11-25' }, today)).toBeNull();
  });

  it('checks both bounds, and passes anyone for a plan without bounds', () => {
    expect(planIneligibility(teen, { name: 'A', date_of_birth: '2008-11-25' }, today)).toBe(
      'A is 18: this plan is for people aged 13 to 17.',
    );
    expect(planIneligibility(teen, { name: 'A', date_of_birth: '2010-01-01' }, today)).toBeNull();
    expect(planIneligibility(anyone, { name: 'A', date_of_birth: 'not a date' }, today)).toBeNull();
    expect(planIneligibility(child, { name: 'A', date_of_birth: 'not a date' }, today)).toBe(
      "A's date of birth is unknown: this plan is for people under 14.",
    );
  });

  it('names who a plan is for', () => {
    expect([child, adult, teen, anyone].map(planEligibilityLabel)).toEqual([
      'Under 14',
      '14 and older',
      'Ages 13 to 17',
      null,
    ]);
  });
});
