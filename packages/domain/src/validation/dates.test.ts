import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { anyInput, messagesOf, passesOrSaysWhy } from '../testing/schema-testing.js';
import {
  adultDateOfBirthSchema,
  ageOn,
  benefitDateSchema,
  dateOfBirthSchema,
  isAdult,
  isInPickerRange,
  isIsoDate,
  isoDateSchema,
  pickerDateSchema,
  todayIsoDate,
} from './dates.js';

const OUT_OF_RANGE = 'Date must be between Jan 1, 1900 and Dec 31, 2099';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** An independent oracle: does the calendar have this day? */
function calendarHas(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const anyDateParts = fc.tuple(fc.nat(9999), fc.nat(13), fc.nat(32));
const realDate = fc
  .date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('ISO dates (spec §5: invalid date message)', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['2024-01-01T00:00:00Z', false],
  ])('%j is a date: %s', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
    expect(messagesOf(isoDateSchema, value)).toEqual(ok ? [] : ['Invalid date']);
  });

  it('agrees with the calendar for any year, month and day', () => {
    fc.assert(
      fc.property(anyDateParts, ([y, m, d]) => {
        expect(isIsoDate(iso(y, m, d))).toBe(m >= 1 && m <= 12 && d >= 1 && calendarHas(y, m, d));
      }),
    );
  });

  it('never throws, Required for blank, Invalid date for any other non-date string', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.string(), realDate), (value) => {
        if (typeof value !== 'string') return void expect(isoDateSchema.safeParse(value).success).toBe(false);
        const t = value.trim();
        const expected = t === '' ? ['Required'] : isIsoDate(t) ? [] : ['Invalid date'];
        expect(messagesOf(isoDateSchema, value)).toEqual(expected);
      }),
    );
  });
});

describe('date picker range (spec §5: 1900-01-01 to 2099-12-31)', () => {
  it.each([
    ['1899-12-31', ['Date must be between Jan 1, 1900 and Dec 31, 2099']],
    ['1900-01-01', []],
    ['2099-12-31', []],
    ['2100-01-01', ['Date must be between Jan 1, 1900 and Dec 31, 2099']],
  ])('%j -> %j', (value, expected) => {
    expect(messagesOf(pickerDateSchema, value)).toEqual(expected);
  });

  it('passes exactly the real dates in range', () => {
    fc.assert(
      fc.property(realDate, (value) => {
        const inRange = value >= '1900-01-01' && value <= '2099-12-31';
        expect(isInPickerRange(value)).toBe(inRange);
        expect(messagesOf(pickerDateSchema, value)).toEqual(inRange ? [] : [OUT_OF_RANGE]);
      }),
    );
  });
});

describe('benefit date (spec §9: earliest 01-01-1970)', () => {
  it.each([
    ['1969-12-31', ['Date cannot be before Jan 1, 1970']],
    ['1970-01-01', []],
    ['2099-12-31', []],
    ['2100-01-01', ['Date must be between Jan 1, 1900 and Dec 31, 2099']],
    ['1970-02-30', ['Invalid date']],
  ])('%j -> %j', (value, expected) => {
    expect(messagesOf(benefitDateSchema, value)).toEqual(expected);
  });

  it('passes exactly the real dates from 1970-01-01 to 2099-12-31', () => {
    fc.assert(
      fc.property(realDate, (value) => {
        const expected =
          value < '1970-01-01'
            ? ['Date cannot be before Jan 1, 1970']
            : value > '2099-12-31'
              ? ['Date must be between Jan 1, 1900 and Dec 31, 2099']
              : [];
        expect(messagesOf(benefitDateSchema, value)).toEqual(expected);
      }),
    );
  });
});

describe('age (spec §5: 18 or older)', () => {
  it('counts completed years', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
    expect(ageOn('nope', '2026-03-01')).toBeNull();
    expect(isAdult('2008-03-01', '2026-03-01')).toBe(true);
    expect(isAdult('2008-03-02', '2026-03-01')).toBe(false);
  });

  it('turns n on the n-th birthday and not the day before', () => {
    fc.assert(
      fc.property(realDate, fc.integer({ min: 1, max: 120 }), (born, years) => {
        fc.pre(!born.endsWith('-02-29'));
        const birthday = `${pad(Number(born.slice(0, 4)) + years, 4)}${born.slice(4)}`;
        const dayBefore = new Date(`${birthday}T00:00:00Z`);
        dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
        expect(ageOn(born, birthday)).toBe(years);
        expect(ageOn(born, dayBefore.toISOString().slice(0, 10))).toBe(years - 1);
      }),
    );
  });

  const today = '2026-03-01';

  it.each([
    ['2008-03-01', []],
    ['2008-03-02', ['Must be at least 18 years old']],
    ['2026-03-02', ['Date of birth cannot be in the future']],
    ['1899-01-01', ['Date must be between Jan 1, 1900 and Dec 31, 2099']],
    ['2008-02-30', ['Invalid date']],
    ['', ['Required']],
  ])('adult date of birth %j -> %j', (value, expected) => {
    expect(messagesOf(adultDateOfBirthSchema({ today }), value)).toEqual(expected);
  });

  it('passes exactly the real in-range dates of birth 18 or more years before today', () => {
    fc.assert(
      fc.property(realDate, (value) => {
        const result = adultDateOfBirthSchema({ today }).safeParse(value);
        const age = ageOn(value, today) ?? -1;
        const ok = isInPickerRange(value) && value <= today && age >= 18;
        expect(result.success).toBe(ok);
        if (isInPickerRange(value) && value <= today && age < 18) {
          expect(messagesOf(adultDateOfBirthSchema({ today }), value)).toEqual(['Must be at least 18 years old']);
        }
      }),
    );
  });

  it('lets a date of birth be any past date in range (children too)', () => {
    expect(messagesOf(dateOfBirthSchema({ today }), '2025-12-31')).toEqual([]);
    expect(messagesOf(dateOfBirthSchema({ today }), today)).toEqual([]);
  });

  it('reads today when checking if no reference date is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2030, 0, 15, 12));
    expect(todayIsoDate()).toBe('2030-01-15');
    expect(messagesOf(dateOfBirthSchema(), '2030-01-16')).toEqual(['Date of birth cannot be in the future']);
    expect(messagesOf(adultDateOfBirthSchema(), '2012-01-15')).toEqual([]);
    expect(messagesOf(adultDateOfBirthSchema(), '2012-01-16')).toEqual(['Must be at least 18 years old']);
  });

  it('answers any input without throwing: a pass, or a refusal that says why', () => {
    fc.assert(
      fc.property(anyInput, (value) =>
        [dateOfBirthSchema({ today }), adultDateOfBirthSchema({ today }), benefitDateSchema, pickerDateSchema].every(
          (schema) => passesOrSaysWhy(schema, value),
        ),
      ),
    );
  });
});

afterEach(() => {
  vi.useRealTimers();
});
