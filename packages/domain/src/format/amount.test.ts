import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyInput } from '../testing/schema-testing.js';
import { parseAmount } from './amount.js';

describe('parseAmount (spec §3)', () => {
  it.each([null, undefined, NaN, '', '   ', '\t'])('%j is null', (value) => {
    expect(parseAmount(value)).toBeNull();
  });

  it.each([
    ['$1,234.50', 1234.5],
    ['1234', 1234],
    [' -12.00 ', -12],
    ['USD 7.5', 7.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e5', 15],
    ['-0', 0],
    [42, 42],
    [-3.25, -3.25],
  ])('%j -> %d', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  it('reads a bigint', () => {
    expect(parseAmount(12n)).toBe(12);
  });

  it.each(['abc', '$', '.', '-', '1.2.3', '5-', '--5', Infinity, -Infinity, true, {}, [], '9'.repeat(400)])(
    '%j is not a finite number: null',
    (value) => {
      expect(parseAmount(value)).toBeNull();
    },
  );

  it('never throws and returns null or a finite number for any input', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const result = parseAmount(value);
        expect(result === null || Number.isFinite(result)).toBe(true);
        expect(Object.is(result, -0)).toBe(false);
      }),
    );
  });

  it('returns finite numbers unchanged (except -0)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(parseAmount(value)).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it('reads an amount through any noise that is not a digit, point or minus', () => {
    const noise = fc.string({ unit: fc.constantFrom('$', ',', ' ', 'a', 'U', '€', '(', ')') });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 99 }),
        noise,
        noise,
        (whole, c, a, b) => {
          const text = `${whole < 0 ? '-' : ''}${Math.abs(whole)}.${String(c).padStart(2, '0')}`;
          const noisy = a + text.replace(/([0-9])(?=([0-9]{3})+\.)/g, '$1,') + b;
          expect(parseAmount(noisy)).toBe(Number(text) === 0 ? 0 : Number(text));
        },
      ),
    );
  });

  it('equals Number of the stripped text whenever it returns a number for a string', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '2', '0', '.', '-', 'x', ' ', ',') }), (value) => {
        const result = parseAmount(value);
        const stripped = value.replace(/[^0-9.-]/g, '');
        const unreadable = value.trim() === '' || !/[0-9]/.test(stripped) || !Number.isFinite(Number(stripped));
        if (unreadable) expect(result).toBeNull();
        else expect(result).toBe(Number(stripped) === 0 ? 0 : Number(stripped));
      }),
    );
  });
});
