import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildInOfficePlan } from '../testing/builders.js';
import { anyInput, fieldMessagesOf, parsed } from '../testing/schema-testing.js';
import {
  inOfficePlanResponseSchema,
  inOfficePlansQuerySchema,
  inOfficePlansResponseSchema,
} from './in-office-plans.js';

describe('in-office plan shop (issue 7)', () => {
  it('filters by zip and practice, both optional', () => {
    expect(parsed(inOfficePlansQuerySchema, {})).toEqual({});
    expect(parsed(inOfficePlansQuerySchema, { zip: '78701', practice_id: '12', page: '2' })).toEqual({
      zip: '78701',
      practice_id: 12,
      page: 2,
    });
    expect(Object.keys(fieldMessagesOf(inOfficePlansQuerySchema, { zip: '787', practice_id: '0' }))).toEqual([
      'zip',
      'practice_id',
    ]);
    fc.assert(
      fc.property(
        fc.record({ zip: anyInput, practice_id: anyInput }),
        (q) => void inOfficePlansQuerySchema.safeParse(q),
      ),
    );
  });

  it('answers plans with the zip used and the practices near it', () => {
    const plan = buildInOfficePlan();
    const page = {
      data: [plan],
      meta: { page: 1, page_size: 20, total: 1 },
      filters: { zip: '78701', practices: [{ id: 1, name: 'Bright Smiles Dental' }] },
    };
    expect(parsed(inOfficePlansResponseSchema, page)).toEqual(page);
    expect(parsed(inOfficePlanResponseSchema, { data: plan })).toEqual({ data: plan });
    expect(inOfficePlanResponseSchema.safeParse({ data: { ...plan, discount_percent: 101 } }).success).toBe(false);
    expect(inOfficePlanResponseSchema.safeParse({ data: { ...plan, price_cents: 10.5 } }).success).toBe(false);
  });
});
