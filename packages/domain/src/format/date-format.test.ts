import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import dayjs from 'dayjs';
import { formatDate, formatIsoDate } from './date-format.js';

describe('formatDate (spec §9: default format MMM D, YYYY hh:mm A)', () => {
  it('formats local dates with the default format', () => {
    expect(formatDate(new Date(2025, 0, 5, 14, 7))).toBe('Jan 5, 2025 02:07 PM');
    expect(formatDate(new Date(2025, 11, 31, 0, 0))).toBe('Dec 31, 2025 12:00 AM');
    expect(formatDate(dayjs(new Date(2025, 6, 4, 9, 30)))).toBe('Jul 4, 2025 09:30 AM');
    expect(formatDate(new Date(2025, 0, 5), 'YYYY-MM-DD')).toBe('2025-01-05');
  });

  it('gives an empty string for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows calendar dates on the day written', () => {
    expect(formatIsoDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatIsoDate('2025-03-01T10:00:00Z')).toBe('');
    expect(formatIsoDate(null)).toBe('');
  });

  it('never throws and always answers a string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.date()), (value) => {
        expect(typeof formatDate(value)).toBe('string');
      }),
    );
  });

  it('round-trips any minute through the default format', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (date) => {
        const minute = dayjs(date).startOf('minute');
        expect(formatDate(minute.toDate())).toBe(minute.format('MMM D, YYYY hh:mm A'));
        const shape = /^[A-Z][a-z]{2} [0-9]{1,2}, [0-9]{4} (0[1-9]|1[0-2]):[0-5][0-9] (AM|PM)$/;
        expect(formatDate(minute.toDate())).toMatch(shape);
      }),
    );
  });
});
