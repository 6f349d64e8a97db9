import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatExpiryInput } from './card-input.js';
import { offlineTokenizeRequestSchema } from '../api/payments.js';

describe('expiry typed on a number keypad (issue 17 item 4)', () => {
  it('puts the slash in as the digits come', () => {
    expect(['1', '12', '123', '1230', '12305'].map(formatExpiryInput)).toEqual(['1', '12', '12/3', '12/30', '12/30']);
    expect(formatExpiryInput('12/30')).toBe('12/30');
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('427')).toBe('04/27');
    expect(formatExpiryInput('12/')).toBe('12');
  });

  it('turns any four typed digits of a valid month into what the expiry rule accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 40, max: 99 }), (month, year) => {
        const typed = `${String(month).padStart(2, '0')}${year}`;
        const parsed = offlineTokenizeRequestSchema.shape.expiry.safeParse(formatExpiryInput(typed));
        expect(parsed.success).toBe(true);
      }),
    );
  });
});
