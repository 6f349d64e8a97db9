import { describe, expect, it } from 'vitest';
import { addMonthsIso, instalmentSchedule, nextRetryDate } from './schedule.js';

describe('instalment schedule', () => {
  const plan = { price_cents: 30000, monthly_price_cents: 2700, term_months: 12 };

  it('pays in full once, today', () => {
    expect(instalmentSchedule(plan, 'full', '2026-01-31')).toEqual([
      { sequence: 1, due_date: '2026-01-31', amount_cents: 30000 },
    ]);
  });

  it('pays monthly over the term, month ends clamped', () => {
    const schedule = instalmentSchedule(plan, 'monthly', '2026-01-31');
    expect(schedule).toHaveLength(12);
    expect(schedule.map((i) => i.due_date).slice(0, 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(schedule.reduce((sum, i) => sum + i.amount_cents, 0)).toBe(32400);
    expect(addMonthsIso('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('retries 2, 7 and 14 days after the due date, then stops', () => {
    expect([1, 2, 3, 4].map((attempts) => nextRetryDate('2026-03-30', attempts))).toEqual([
      '2026-04-01',
      '2026-04-06',
      '2026-04-13',
      null,
    ]);
  });
});
