import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyInput } from '../testing/schema-testing.js';
import { REMAINING_COLORS, remainingColor } from './remaining-color.js';

describe('remainingColor (spec §2)', () => {
  it.each([
    [0, 500, 'neutral'],
    ['$0.00', 'n/a', 'neutral'],
    [150000, 'n/a', 'secondary'],
    [150000, null, 'secondary'],
    [150000, 1, 'primary'],
    [150000, '$1,200.00', 'primary'],
    [150000, 0, 'error'],
    [150000, -100, 'error'],
    [null, 100, 'primary'],
  ])('limit %j, remaining %j -> %s', (limit, remaining, color) => {
    expect(remainingColor(limit, remaining)).toBe(color);
  });

  it('follows the rule for any limit and remaining, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.integer()), fc.oneof(anyInput, fc.integer()), (limit, remaining) => {
        const color = remainingColor(limit, remaining);
        expect(REMAINING_COLORS).toContain(color);
        if (typeof limit === 'number' && limit === 0) expect(color).toBe('neutral');
        else if (typeof limit === 'number' && Number.isFinite(limit) && typeof remaining === 'number') {
          expect(color).toBe(!Number.isFinite(remaining) ? 'secondary' : remaining > 0 ? 'primary' : 'error');
        }
      }),
    );
  });
});
