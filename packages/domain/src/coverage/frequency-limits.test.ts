// Issue 26 item 20: the frequency rules as a table of fixed cases worked out by hand, then the engine pricing a
// line over its limit at 0 for the plan. The limits are the demo plans' (COMMON_FREQUENCY_LIMITS).
import { describe, expect, it } from 'vitest';
import type { PricingPlan, VisitPricingInputs } from '../api/dentist-visits.js';
import { priceVisitLines } from '../dentist/visit-pricing.js';
import {
  COMMON_FREQUENCY_LIMITS as LIMITS,
  frequencyRuleText,
  frequencyStatuses,
  frequencyVerdicts,
  type HistoryLine,
} from './frequency-limits.js';

const ADULT = '1980-05-10';
const CHILD = '2010-03-01'; // 19 on 2029-03-01
const h = (code: string, date: string, tooth: string | null = null, counts = true): HistoryLine => ({
  code,
  date,
  tooth,
  counts,
});

describe('frequencyVerdicts', () => {
  const cases: {
    case: string;
    history: HistoryLine[];
    lines: { code: string; tooth?: string }[];
    date: string;
    born?: string;
    expected: (string | null)[];
  }[] = [
    {
      case: 'first cleaning of the year',
      history: [],
      lines: [{ code: 'D1110' }],
      date: '2026-03-02',
      expected: [null],
    },
    {
      case: 'third cleaning in a benefit year',
      history: [h('D1110', '2026-01-15'), h('D1120', '2026-06-20')],
      lines: [{ code: 'D1110' }],
      date: '2026-11-01',
      expected: ['frequency limit reached'],
    },
    {
      case: 'a later visit of the same year counts (recorded late)',
      history: [h('D1110', '2026-07-01'), h('D1110', '2026-12-01')],
      lines: [{ code: 'D1110' }],
      date: '2026-02-01',
      expected: ['frequency limit reached'],
    },
    {
      case: 'a cleaning the plan refused for the limit uses up nothing',
      history: [h('D1110', '2026-01-15'), h('D1110', '2026-03-15', null, false)],
      lines: [{ code: 'D1110' }],
      date: '2026-06-01',
      expected: [null],
    },
    {
      case: 'last year does not count',
      history: [h('D1110', '2025-06-01'), h('D1110', '2025-12-20')],
      lines: [{ code: 'D1110' }],
      date: '2026-01-02',
      expected: [null],
    },
    {
      case: 'two cleanings in one visit after one this year: the second is over',
      history: [h('D1110', '2026-01-15')],
      lines: [{ code: 'D1110' }, { code: 'D1110' }],
      date: '2026-05-01',
      expected: [null, 'frequency limit reached'],
    },
    {
      case: 'full-mouth x-rays 4 years 364 days later',
      history: [h('D0210', '2022-05-02')],
      lines: [{ code: 'D0330' }],
      date: '2027-05-01',
      expected: ['frequency limit reached'],
    },
    {
      case: 'full-mouth x-rays on the fifth anniversary',
      history: [h('D0210', '2022-05-02')],
      lines: [{ code: 'D0210' }],
      date: '2027-05-02',
      expected: [null],
    },
    {
      case: 'a crown on another tooth',
      history: [h('D2740', '2024-01-10', '3')],
      lines: [{ code: 'D2750', tooth: '14' }],
      date: '2026-01-10',
      expected: [null],
    },
    {
      case: 'a crown on the same tooth within 5 years',
      history: [h('D2740', '2024-01-10', '3')],
      lines: [{ code: 'D2790', tooth: '3' }],
      date: '2026-01-10',
      expected: ['frequency limit reached'],
    },
    {
      case: 'fluoride the day before the 19th birthday',
      history: [],
      lines: [{ code: 'D1208' }],
      date: '2029-02-28',
      born: CHILD,
      expected: [null],
    },
    {
      case: 'fluoride on the 19th birthday',
      history: [],
      lines: [{ code: 'D1208' }],
      date: '2029-03-01',
      born: CHILD,
      expected: ['age limit reached'],
    },
    {
      case: 'an unlimited code',
      history: [h('D2391', '2026-01-01', '3')],
      lines: [{ code: 'D2391', tooth: '3' }],
      date: '2026-01-01',
      expected: [null],
    },
  ];
  it.each(cases)('$case', ({ history, lines, date, born, expected }) => {
    expect(frequencyVerdicts(LIMITS, history, lines, date, born ?? ADULT)).toEqual(expected);
  });
});

describe('frequencyStatuses', () => {
  it('says each limit, its last date and when it is covered again', () => {
    const history = [
      h('D1110', '2026-02-01'),
      h('D1110', '2026-08-03'),
      h('D0274', '2025-08-03'),
      h('D0210', '2023-04-11'),
      h('D2740', '2022-09-30', '14'),
      h('D2750', '2019-01-05', '3'),
    ];
    expect(frequencyStatuses(LIMITS, history, '2026-11-27', ADULT)).toEqual([
      {
        label: 'Cleanings',
        rule: 'Twice per benefit year',
        tooth: null,
        last_code: 'D1110',
        last_date: '2026-08-03',
        covered_now: false,
        next_covered_date: '2027-01-01',
      },
      {
        label: 'Bitewing x-rays',
        rule: 'Once per benefit year',
        tooth: null,
        last_code: 'D0274',
        last_date: '2025-08-03',
        covered_now: true,
        next_covered_date: null,
      },
      {
        label: 'Full-mouth x-rays',
        rule: 'Once in 5 years',
        tooth: null,
        last_code: 'D0210',
        last_date: '2023-04-11',
        covered_now: false,
        next_covered_date: '2028-04-11',
      },
      {
        label: 'Crowns',
        rule: 'Once in 5 years per tooth',
        tooth: '14',
        last_code: 'D2740',
        last_date: '2022-09-30',
        covered_now: false,
        next_covered_date: '2027-09-30',
      },
      {
        label: 'Crowns',
        rule: 'Once in 5 years per tooth',
        tooth: '3',
        last_code: 'D2750',
        last_date: '2019-01-05',
        covered_now: true,
        next_covered_date: null,
      },
      {
        label: 'Fluoride',
        rule: 'Twice per benefit year, under age 19',
        tooth: null,
        last_code: null,
        last_date: null,
        covered_now: false,
        next_covered_date: null,
      },
    ]);
  });

  it('a child within the age limit is covered now', () => {
    const [fluoride] = frequencyStatuses(LIMITS.slice(4), [], '2026-11-27', CHILD);
    expect(fluoride).toMatchObject({ covered_now: true, next_covered_date: null, last_date: null });
  });

  it('words a limit of three times', () => {
    expect(frequencyRuleText({ ...LIMITS[0]!, times: 3 })).toBe('3 times per benefit year');
  });
});

describe('priceVisitLines with frequency limits', () => {
  const plan: PricingPlan = {
    minimum_network: 'office_fees',
    coverage_pds_percent: 100,
    coverage_brs_percent: 80,
    coverage_mrs_percent: 50,
    coverage_ortho_percent: 50,
    annual_max_cents: 200_000,
    family_max_cents: null,
    ortho_lifetime_max_cents: null,
    ortho_override: null,
    ortho_covered_by_default: false,
  };
  const inputs: VisitPricingInputs = {
    plan,
    practice_network: 'office_fees',
    accumulators: { patient_year_cents: 0, household_year_cents: 0, patient_ortho_lifetime_cents: 0 },
    office_fees: { D1110: 12_000, D0120: 6_000 },
    frequency: {
      limits: [...LIMITS],
      history: [h('D1110', '2026-01-15'), h('D1110', '2026-06-20')],
      date_of_birth: ADULT,
      service_date: '2026-11-02',
    },
  };

  it('prices the third cleaning at 0 for the plan with the reason; the exam is covered', () => {
    const priced = priceVisitLines(inputs, [{ code: 'D1110' }, { code: 'D0120' }]);
    expect(priced.lines.map((l) => [l.code, l.plan_cents, l.member_cents, l.reduction_reason])).toEqual([
      ['D1110', 0, 12_000, 'frequency limit reached'],
      ['D0120', 6_000, 0, null],
    ]);
    expect(priced.totals).toEqual({
      billed_cents: 18_000,
      allowed_cents: 18_000,
      plan_cents: 6_000,
      member_cents: 12_000,
    });
  });

  it('without frequency inputs nothing is limited', () => {
    const priced = priceVisitLines({ ...inputs, frequency: null }, [{ code: 'D1110' }]);
    expect(priced.lines[0]?.plan_cents).toBe(12_000);
  });
});
