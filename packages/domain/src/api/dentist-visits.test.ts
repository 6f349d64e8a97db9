// Issue 26 item 20: a visit's lines do not repeat one another, and its date is within the filing limit. The
// record-visit form and the server parse with these schemas, so both refuse with the same message.
import { describe, expect, it } from 'vitest';
import {
  MSG_VISIT_DATE_IN_FUTURE,
  VISIT_FILING_LIMIT_MONTHS,
  duplicateLineMessage,
  earliestVisitDate,
  pastFilingLimitMessage,
  visitDateSchema,
  visitLinesSchema,
} from './dentist-visits.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('visitLinesSchema: a line repeating another', () => {
  it('refuses the same code, tooth and surfaces, saying which line it repeats', () => {
    const result = visitLinesSchema.safeParse([
      { code: 'D0120' },
      { code: 'D2391', tooth: '30', surfaces: 'O' },
      { code: 'd2391', tooth: '30', surfaces: 'o' },
      { code: 'D0120' },
    ]);
    expect(issues(result)).toEqual([
      ['2.code', duplicateLineMessage(2)],
      ['3.code', duplicateLineMessage(1)],
    ]);
    expect(duplicateLineMessage(2)).toBe('Same procedure, tooth and surfaces as line 2');
  });

  it('takes the same code on another tooth or other surfaces', () => {
    const result = visitLinesSchema.safeParse([
      { code: 'D2391', tooth: '30', surfaces: 'O' },
      { code: 'D2391', tooth: '31', surfaces: 'O' },
      { code: 'D2391', tooth: '30', surfaces: 'M' },
    ]);
    expect(result.success).toBe(true);
  });
});

describe('visitDateSchema: the filing limit', () => {
  const today = '2026-11-27';
  const cases: [string, string[]][] = [
    ['2026-11-27', []],
    ['2025-11-27', []],
    ['2025-11-26', [pastFilingLimitMessage()]],
    ['2026-11-28', [MSG_VISIT_DATE_IN_FUTURE]],
  ];
  it.each(cases)('%s', (date, messages) => {
    const schema = visitDateSchema({ today, filingLimitMonths: VISIT_FILING_LIMIT_MONTHS });
    expect(issues(schema.safeParse(date)).map(([, message]) => message)).toEqual(messages);
  });

  it('the contract checks no filing limit (the server applies its setting); 0 months is none', () => {
    expect(visitDateSchema({ today }).safeParse('1990-01-01').success).toBe(true);
    expect(earliestVisitDate(today, 0)).toBeNull();
    expect(pastFilingLimitMessage(24)).toBe('The visit date is more than 24 months ago: past the filing limit');
  });

  it('says the limit in months, and a 29 February is kept to the month', () => {
    expect(pastFilingLimitMessage()).toBe('The visit date is more than 12 months ago: past the filing limit');
    expect(earliestVisitDate('2025-02-28')).toBe('2024-02-28');
    expect(earliestVisitDate('2024-02-29')).toBe('2023-02-28');
  });
});
