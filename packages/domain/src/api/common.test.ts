import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { anyInput, parsed } from '../testing/schema-testing.js';
import {
  ID_MAX,
  cardLast4Schema,
  centsSchema,
  idParamSchema,
  idSchema,
  isoDateStringSchema,
  isoDateTimeStringSchema,
  messageResponseSchema,
  nonNegativeCentsSchema,
  paginatedEnvelope,
  paginationQuerySchema,
} from './common.js';

describe('shared API fields', () => {
  it('ids are positive integers that fit the database column (at most 2147483647)', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(ID_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, '1', ID_MAX + 1, Number.MAX_SAFE_INTEGER + 2]) {
      expect(idSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('path ids are digit strings without a leading zero', () => {
    expect(parsed(idParamSchema, '42')).toBe(42);
    for (const bad of ['0', '01', '-1', '1.0', 'abc', '', ' 1', '1e3', '9'.repeat(16)]) {
      expect(idParamSchema.safeParse(bad).success).toBe(false);
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(idParamSchema.safeParse(String(id)).success).toBe(id <= ID_MAX);
        if (id <= ID_MAX) expect(parsed(idParamSchema, String(id))).toBe(id);
      }),
    );
  });

  it('money is integer cents', () => {
    expect(centsSchema.safeParse(-500).success).toBe(true);
    expect(centsSchema.safeParse(12.5).success).toBe(false);
    expect(nonNegativeCentsSchema.safeParse(-1).success).toBe(false);
    expect(cardLast4Schema.safeParse('4242').success).toBe(true);
    expect(cardLast4Schema.safeParse('424').success).toBe(false);
  });

  it('dates are ISO dates, instants carry an offset', () => {
    expect(isoDateStringSchema.safeParse('2025-02-28').success).toBe(true);
    expect(isoDateStringSchema.safeParse('2025-02-30').success).toBe(false);
    expect(isoDateTimeStringSchema.safeParse('2025-01-05T14:07:00.000Z').success).toBe(true);
    expect(isoDateTimeStringSchema.safeParse('2025-01-05T14:07:00+02:00').success).toBe(true);
    expect(isoDateTimeStringSchema.safeParse('2025-01-05 14:07').success).toBe(false);
  });

  it('pagination reads page and page_size from the query string', () => {
    expect(parsed(paginationQuerySchema, {})).toEqual({});
    expect(parsed(paginationQuerySchema, { page: '2', page_size: '50' })).toEqual({ page: 2, page_size: 50 });
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: 'x' }).success).toBe(false);
  });

  it('wraps lists and messages in data', () => {
    const list = paginatedEnvelope(z.object({ id: idSchema }));
    expect(list.safeParse({ data: [{ id: 1 }], meta: { page: 1, page_size: 20, total: 1 } }).success).toBe(true);
    expect(list.safeParse({ data: [{ id: 1 }] }).success).toBe(false);
    expect(messageResponseSchema.safeParse({ data: { message: 'Sent' } }).success).toBe(true);
    expect(messageResponseSchema.safeParse({ message: 'Sent' }).success).toBe(false);
  });

  it('never throw on any input', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        for (const schema of [idSchema, idParamSchema, centsSchema, isoDateStringSchema, paginationQuerySchema]) {
          schema.safeParse(value);
        }
      }),
    );
  });
});
