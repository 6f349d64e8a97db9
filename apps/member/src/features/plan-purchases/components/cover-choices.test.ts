import { describe, expect, it } from 'vitest';
import { coverChoices } from './cover-choices';

const people = [
  { id: 1, name: 'Daniel Carter', display_name: 'Daniel', is_minor: false },
  { id: 2, name: 'Lucas Carter', display_name: 'Lucas', is_minor: true },
];
const born = new Map([
  [1, '1985-03-02'],
  [2, '2013-06-01'],
]);
const today = '2026-11-25';

describe('who a plan may cover on the purchase page (issue 17 items 1 and 2)', () => {
  it('keeps the 41-year-old out of a child plan and lets the 13-year-old in', () => {
    const choices = coverChoices({ id: 9, eligibility: { min_age: null, under_age: 14 } }, people, born, [], today);
    expect(choices.map((c) => c.reason)).toEqual(['Daniel Carter is 41: this plan is for people under 14.', null]);
  });

  it('names the person who already holds this plan and links their purchase; another plan is no bar', () => {
    const current = [
      { id: 70, plan_id: 8, covered_patients: [{ patient_id: 1, name: 'Daniel Carter' }] },
      { id: 71, plan_id: 5, covered_patients: [{ patient_id: 2, name: 'Lucas Carter' }] },
    ];
    const choices = coverChoices(
      { id: 8, eligibility: { min_age: null, under_age: null } },
      people,
      born,
      current,
      today,
    );
    expect(choices.map((c) => [c.reason, c.heldPurchaseId])).toEqual([
      ['Daniel Carter already holds this plan.', 70],
      [null, null],
    ]);
  });
});
