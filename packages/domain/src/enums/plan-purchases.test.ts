import { describe, expect, it } from 'vitest';
import { PLAN_PURCHASE_STATUSES } from './plan-purchases.js';

describe('plan purchase enumerations (spec §3)', () => {
  it("has the 'current' and 'past' views and the 'Active' status", () => {
    expect(PLAN_PURCHASE_STATUSES[0]).toBe('Active');
  });
});
