// Issue 27 item 6 (decision 0061): the monthly invoice's arithmetic over four months of one company, with joins,
// a termination after the 1st, a Dependent who turns 26, a reinstatement, a price change and a class of its own.
import { describe, expect, it } from 'vitest';
import {
  billedOn,
  computeInvoice,
  invoiceDueDate,
  invoiceMonthLabel,
  invoiceStatusOn,
  reminderStepOn,
  type InvoiceEmployee,
} from './invoice-arithmetic.js';
import { offeringInForce, type InvoiceOffering } from './group-plan.js';

const OFFERINGS: InvoiceOffering[] = [
  { employeeClass: null, planName: 'Gold Med', monthlyPriceCents: 4500, effectiveDate: '2026-01-01' },
  // The company-wide price rises in March: January and February keep $45.00.
  { employeeClass: null, planName: 'Gold Med', monthlyPriceCents: 5000, effectiveDate: '2026-03-01' },
  { employeeClass: 'Part-time', planName: 'Silver Low', monthlyPriceCents: 3000, effectiveDate: '2026-02-01' },
];

const primary = (covers: InvoiceEmployee['people'][number]['covers']) => ({
  relationship: 'Primary' as const,
  dateOfBirth: '1980-05-05',
  covers,
});

const EMPLOYEES: InvoiceEmployee[] = [
  // Covered with a spouse from January, no end.
  {
    employeeId: 1,
    name: 'Ana Rivera',
    employeeClass: null,
    people: [
      primary([{ startDate: '2026-01-01', endDate: null }]),
      { relationship: 'Spouse', dateOfBirth: '1981-02-02', covers: [{ startDate: '2026-01-01', endDate: null }] },
    ],
  },
  // Hired in January, covered from February 1st; a part-timer (the class written in another case).
  {
    employeeId: 2,
    name: 'Ben Ortiz',
    employeeClass: 'part-time ',
    people: [primary([{ startDate: '2026-02-01', endDate: null }])],
  },
  // Ended on February 10th (billed for February), with a child who turns 26 on January 20th (billed for January).
  {
    employeeId: 3,
    name: 'Cara Lee',
    employeeClass: 'Full-time',
    people: [
      primary([{ startDate: '2025-06-01', endDate: '2026-02-10' }]),
      { relationship: 'Dependent', dateOfBirth: '2000-01-20', covers: [{ startDate: '2025-06-01', endDate: null }] },
    ],
  },
  // Ended on January 31st, reinstated from March 1st.
  {
    employeeId: 4,
    name: 'Dan Moss',
    employeeClass: null,
    people: [
      primary([
        { startDate: '2026-01-01', endDate: '2026-01-31' },
        { startDate: '2026-03-01', endDate: null },
      ]),
    ],
  },
  // An 834 started her on March 15th: billed from April.
  {
    employeeId: 5,
    name: 'Eve Park',
    employeeClass: null,
    people: [primary([{ startDate: '2026-03-15', endDate: null }])],
  },
];

describe('the monthly invoice (issue 27 item 6)', () => {
  it.each([
    {
      month: '2026-01',
      lines: [
        ['Ana Rivera', 'Gold Med', 2, 4500, 9000],
        ['Cara Lee', 'Gold Med', 2, 4500, 9000],
        ['Dan Moss', 'Gold Med', 1, 4500, 4500],
      ],
      members: 5,
      total: 22500,
    },
    {
      month: '2026-02',
      lines: [
        ['Ana Rivera', 'Gold Med', 2, 4500, 9000],
        ['Ben Ortiz', 'Silver Low', 1, 3000, 3000],
        ['Cara Lee', 'Gold Med', 1, 4500, 4500],
      ],
      members: 4,
      total: 16500,
    },
    {
      month: '2026-03',
      lines: [
        ['Ana Rivera', 'Gold Med', 2, 5000, 10000],
        ['Ben Ortiz', 'Silver Low', 1, 3000, 3000],
        ['Dan Moss', 'Gold Med', 1, 5000, 5000],
      ],
      members: 4,
      total: 18000,
    },
    {
      month: '2026-04',
      lines: [
        ['Ana Rivera', 'Gold Med', 2, 5000, 10000],
        ['Ben Ortiz', 'Silver Low', 1, 3000, 3000],
        ['Dan Moss', 'Gold Med', 1, 5000, 5000],
        ['Eve Park', 'Gold Med', 1, 5000, 5000],
      ],
      members: 5,
      total: 23000,
    },
  ])('bills $month: $total cents for $members members', ({ month, lines, members, total }) => {
    const invoice = computeInvoice(month, EMPLOYEES, OFFERINGS);
    expect(
      invoice.lines.map((l) => [l.employeeName, l.planName, l.memberCount, l.unitPriceCents, l.amountCents]),
    ).toEqual(lines);
    expect(invoice.memberCount).toBe(members);
    expect(invoice.totalCents).toBe(total);
    expect(invoice.unpricedEmployeeIds).toEqual([]);
  });

  it('bills no one before any offering has begun, and names who could not be priced', () => {
    const invoice = computeInvoice('2025-12', EMPLOYEES, OFFERINGS);
    expect(invoice.lines).toEqual([]);
    expect(invoice.totalCents).toBe(0);
    // Cara and her child were covered in December, with no offering in force yet.
    expect(invoice.unpricedEmployeeIds).toEqual([3]);
  });

  it('takes the class’s own offering once it has begun, else the company-wide one', () => {
    expect(offeringInForce(OFFERINGS, 'Part-time', '2026-01-01')?.monthlyPriceCents).toBe(4500);
    expect(offeringInForce(OFFERINGS, 'PART-TIME', '2026-02-01')?.monthlyPriceCents).toBe(3000);
    expect(offeringInForce(OFFERINGS, 'Contractor', '2026-03-01')?.monthlyPriceCents).toBe(5000);
    expect(offeringInForce(OFFERINGS, null, '2025-12-01')).toBeNull();
  });

  it('bills a cover in force on the 1st: ended on the 1st yes, ended the day before no', () => {
    const endingOn = (endDate: string) => primary([{ startDate: '2026-01-01', endDate }]);
    expect(billedOn(endingOn('2026-02-01'), '2026-02-01')).toBe(true);
    expect(billedOn(endingOn('2026-01-31'), '2026-02-01')).toBe(false);
    // A Dependent Adult keeps cover past 26.
    const adult = {
      relationship: 'Dependent Adult' as const,
      dateOfBirth: '1990-01-01',
      covers: [{ startDate: '2020-01-01', endDate: null }],
    };
    expect(billedOn(adult, '2026-02-01')).toBe(true);
  });

  it('dates an invoice: due on the 15th, past due after it, reminders 1, 7 and 14 days late (the latest only)', () => {
    expect(invoiceDueDate('2026-03')).toBe('2026-03-15');
    expect(invoiceMonthLabel('2026-03')).toBe('March 2026');
    expect(invoiceStatusOn('open', '2026-03-15', '2026-03-15')).toBe('open');
    expect(invoiceStatusOn('open', '2026-03-15', '2026-03-16')).toBe('past_due');
    expect(invoiceStatusOn('paid', '2026-03-15', '2026-04-16')).toBe('paid');
    expect(reminderStepOn('2026-03-15', '2026-03-15')).toBeNull();
    expect(reminderStepOn('2026-03-15', '2026-03-16')).toBe(1);
    expect(reminderStepOn('2026-03-15', '2026-03-21')).toBe(1);
    expect(reminderStepOn('2026-03-15', '2026-03-22')).toBe(7);
    expect(reminderStepOn('2026-03-15', '2026-04-30')).toBe(14);
  });
});
