import { describe, expect, it } from 'vitest';
import { MSG_DATE_RANGE_ORDER, transactionsQuerySchema } from './receipts.js';

describe('transactionsQuerySchema (issue 5 receipts filters)', () => {
  it('takes every filter as query strings and converts the ids', () => {
    const parsed = transactionsQuerySchema.safeParse({
      patient_id: '12',
      practice_id: '3',
      date_type: 'payment_date',
      date_from: '2025-01-01',
      date_to: '2025-01-01',
      view: 'estimates',
      page: '2',
      page_size: '10',
    });
    expect(parsed.success && parsed.data).toEqual({
      patient_id: 12,
      practice_id: 3,
      date_type: 'payment_date',
      date_from: '2025-01-01',
      date_to: '2025-01-01',
      view: 'estimates',
      page: 2,
      page_size: 10,
    });
  });

  it('accepts no filters at all', () => {
    expect(transactionsQuerySchema.safeParse({}).success).toBe(true);
  });

  it('puts a range ending before it starts on date_to', () => {
    const parsed = transactionsQuerySchema.safeParse({ date_from: '2025-02-01', date_to: '2025-01-31' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['date_to', MSG_DATE_RANGE_ORDER]]);
  });

  it.each([
    ['patient_id', '0'],
    ['practice_id', 'abc'],
    ['date_type', 'paid'],
    ['date_from', '2025-13-01'],
    ['view', 'claims'],
  ])('refuses %s=%s as Invalid', (field, value) => {
    const parsed = transactionsQuerySchema.safeParse({ [field]: value });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, 'Invalid']]);
  });
});
