// Issue 27 item 2 (decision 0065): the group plan of a month, as the invoice bills it and the cover prices with it.
import { describe, expect, it } from 'vitest';
import { computeInvoice } from './invoice-arithmetic.js';
import {
  classChangeEffectiveDate,
  classOn,
  groupPlanOn,
  monthStartOf,
  type EmployeeClassHistory,
  type InvoiceOffering,
} from './group-plan.js';

const OFFERINGS: InvoiceOffering[] = [
  { employeeClass: null, planName: 'Gold Med', monthlyPriceCents: 4500, effectiveDate: '2026-01-01' },
  // Every class moves to Platinum High in May: January to April keep Gold Med.
  { employeeClass: null, planName: 'Platinum High', monthlyPriceCents: 6000, effectiveDate: '2026-05-01' },
  { employeeClass: 'Part-time', planName: 'Silver Low', monthlyPriceCents: 3000, effectiveDate: '2026-02-01' },
];

// Full-time until March, part-time from April (changed in March), back to full-time from July (changed in June).
const MOVED: EmployeeClassHistory = {
  employeeClass: 'Full-time',
  classChanges: [
    { effectiveDate: '2026-07-01', classBefore: 'part-time' },
    { effectiveDate: '2026-04-01', classBefore: 'Full-time' },
  ],
};

describe('the group plan of a month (issue 27 item 2)', () => {
  it('takes a class change from the first of the next month, also when made on a 1st or in December', () => {
    expect(classChangeEffectiveDate('2026-03-20')).toBe('2026-04-01');
    expect(classChangeEffectiveDate('2026-03-01')).toBe('2026-04-01');
    expect(classChangeEffectiveDate('2026-12-31')).toBe('2027-01-01');
    expect(monthStartOf('2026-03-31')).toBe('2026-03-01');
  });

  it('reads the class a day had from the dated changes', () => {
    expect(classOn(MOVED, '2026-03-31')).toBe('Full-time');
    expect(classOn(MOVED, '2026-04-01')).toBe('part-time');
    expect(classOn(MOVED, '2026-06-30')).toBe('part-time');
    expect(classOn(MOVED, '2026-07-01')).toBe('Full-time');
    expect(classOn({ employeeClass: null }, '2026-07-01')).toBeNull();
    // A change from no class keeps "no class" before it (not the class on file).
    expect(
      classOn({ employeeClass: 'A', classChanges: [{ effectiveDate: '2026-02-01', classBefore: null }] }, '2026-01-15'),
    ).toBeNull();
  });

  it.each([
    ['2025-12-31', null],
    ['2026-01-20', 'Gold Med'],
    ['2026-03-31', 'Gold Med'],
    // Part-time from April: the class's own offering (begun in February) applies, whatever the case typed.
    ['2026-04-01', 'Silver Low'],
    ['2026-06-15', 'Silver Low'],
    // Full-time again from July, when every class is on Platinum High since May.
    ['2026-07-31', 'Platinum High'],
  ])('on %s the household is on %s', (date, planName) => {
    expect(groupPlanOn(OFFERINGS, MOVED, date)?.planName ?? null).toBe(planName);
  });

  it('reads a date by its month’s first day: a mid-month date keeps the month’s plan', () => {
    const offerings = [
      ...OFFERINGS,
      { employeeClass: null, planName: 'Late', monthlyPriceCents: 1, effectiveDate: '2026-08-15' },
    ];
    // An offering that is not on a 1st (the table refuses one) would not change August's plan.
    expect(groupPlanOn(offerings, { employeeClass: null }, '2026-08-20')?.planName).toBe('Platinum High');
  });

  it('bills each month for the class the employee had on its first day', () => {
    const employee = {
      employeeId: 7,
      name: 'Gil Moss',
      ...MOVED,
      people: [
        {
          relationship: 'Primary' as const,
          dateOfBirth: '1980-01-01',
          covers: [{ startDate: '2026-01-01', endDate: null }],
        },
      ],
    };
    const billed = (month: string) => computeInvoice(month, [employee], OFFERINGS).lines[0];
    expect(billed('2026-03')).toMatchObject({ employeeClass: 'Full-time', planName: 'Gold Med', unitPriceCents: 4500 });
    expect(billed('2026-04')).toMatchObject({
      employeeClass: 'part-time',
      planName: 'Silver Low',
      unitPriceCents: 3000,
    });
    expect(billed('2026-07')).toMatchObject({
      employeeClass: 'Full-time',
      planName: 'Platinum High',
      unitPriceCents: 6000,
    });
  });
});
