import { describe, expect, it } from 'vitest';
import {
  PAYMENT_FILTERS,
  PAYMENT_FILTER_LABELS,
  PAYMENT_STATUSES,
  PLAN_PURCHASE_STATUSES,
  PLAN_PURCHASE_STATUS_ACTIVE,
  PLAN_PURCHASE_VIEWS,
} from './plan-purchases.js';

describe('plan purchase enumerations (spec §3)', () => {
  it("has the 'current' and 'past' views and the 'Active' status", () => {
    expect(PLAN_PURCHASE_VIEWS).toEqual(['current', 'past']);
    expect(PLAN_PURCHASE_STATUS_ACTIVE).toBe('Active');
    expect(PLAN_PURCHASE_STATUSES[0]).toBe('Active');
  });

  it('has payment filters Paid, Past due, Scheduled and a blank All', () => {
    expect(PAYMENT_STATUSES).toEqual(['Paid', 'Past due', 'Scheduled']);
    expect(PAYMENT_FILTERS).toEqual(['', 'Paid', 'Past due', 'Scheduled']);
    expect(PAYMENT_FILTER_LABELS).toEqual({ '': 'All', Paid: 'Paid', 'Past due': 'Past due', Scheduled: 'Scheduled' });
  });
});
