import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyInput } from '../testing/schema-testing.js';
import { centsToDecimalString, centsToDollars, dollarsToCents, formatDollars, formatMoney } from './money.js';

describe('formatMoney (spec §3, §9: $ and 2 decimals)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123450, '$1,234.50'],
    [-1200, '-$12.00'],
    [100000000, '$1,000,000.00'],
    [-0, '$0.00'],
    [12.6, '$0.13'],
    [NaN, ''],
    [Infinity, ''],
  ])('%d -> %j', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('shows amounts beyond exact cents in digits, never with an exponent', () => {
    for (const cents of [1e23, 1e25]) {
      expect(formatMoney(cents)).toMatch(/^\$[0-9]{1,3}(,[0-9]{3})+\.[0-9]{2}$/);
      expect(centsToDecimalString(cents)).toMatch(/^[0-9]+\.[0-9]{2}$/);
    }
  });

  it('shows $, grouped dollars and exactly 2 decimals that read back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatMoney(cents);
        expect(text).toMatch(/^-?\$[0-9]{1,3}(,[0-9]{3})*\.[0-9]{2}$/);
        expect(dollarsToCents(text)).toBe(cents);
        expect(text.startsWith('-')).toBe(cents < 0);
      }),
    );
  });
});

describe('dollars and cents', () => {
  it.each([
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-1.005, -101],
    [2.675, 268],
    [19.99, 1999],
    ['$1,234.5', 123450],
    ['0.004', 0],
    ['-0.004', 0],
    [1e-7, 0],
    [1e21, null],
    [1e14, null],
    [1e13, 1e15],
  ])('dollarsToCents(%j) -> %d', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('gives null for an unparseable amount', () => {
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents(null)).toBeNull();
    expect(formatDollars('abc')).toBe('');
  });

  it('round-trips any cents exactly, without float drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
        expect(dollarsToCents(centsToDecimalString(cents))).toBe(cents);
        expect(Number(centsToDecimalString(cents))).toBe(centsToDollars(cents));
      }),
    );
  });

  it('rounds a written decimal half away from zero on its third decimal', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(999), fc.boolean(), (whole, thousandths, negative) => {
        const text = `${negative ? '-' : ''}${whole}.${String(thousandths).padStart(3, '0')}`;
        const magnitude = whole * 100 + Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
        expect(dollarsToCents(text)).toBe(negative && magnitude !== 0 ? -magnitude : magnitude);
      }),
    );
  });

  it('never throws and gives an integer or null for any input', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const cents = dollarsToCents(value);
        expect(cents === null || Number.isInteger(cents)).toBe(true);
        expect(typeof formatDollars(value)).toBe('string');
      }),
    );
  });

  it('formats dollar amounts', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars('-12')).toBe('-$12.00');
    expect(centsToDollars(123450)).toBe(1234.5);
    expect(centsToDecimalString(-1205)).toBe('-12.05');
  });
});
