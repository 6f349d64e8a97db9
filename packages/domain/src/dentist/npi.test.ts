import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkedNpiSchema, hasValidNpiCheckDigit } from './npi.js';

describe('NPI check digit', () => {
  it('accepts NPIs whose last digit is the Luhn digit over 80840 and the first nine', () => {
    // CMS's worked example (1234567893) and two NPIs of real registry shape.
    for (const npi of ['1234567893', '1245319599', '1003000126']) expect(hasValidNpiCheckDigit(npi)).toBe(true);
    expect(checkedNpiSchema.safeParse('1234567893').success).toBe(true);
  });

  it('refuses a changed digit with the NPI message', () => {
    expect(hasValidNpiCheckDigit('1234567890')).toBe(false);
    const result = checkedNpiSchema.safeParse('1234567894');
    expect(result.success ? null : result.error.issues[0]?.message).toBe('Invalid NPI: check the 10 digits');
  });

  it('finds every single-digit change of a valid NPI', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '1234567893'.split('').map(Number);
        digits[position] = (digits[position]! + delta) % 10;
        expect(hasValidNpiCheckDigit(digits.join(''))).toBe(false);
      }),
    );
  });

  it('is false for anything but ten digits', () => {
    for (const value of ['', '123456789', '12345678931', '12345678a3', ' 1234567893'])
      expect(hasValidNpiCheckDigit(value)).toBe(false);
  });
});
