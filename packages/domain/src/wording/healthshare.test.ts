import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wording } from './healthshare.js';

describe('healthshare wording (spec §1)', () => {
  it.each([
    ['plan', 'membership'],
    ['Plan', 'Membership'],
    ['PLAN', 'MEMBERSHIP'],
    ['primary', 'head of household'],
    ['Primary', 'Head of household'],
    ['network', 'affiliation'],
    ['Network', 'Affiliation'],
    ['My Plan', 'My Membership'],
    ['Shop dental plans', 'Shop dental memberships'],
    ['In-network dentists in your plan', 'In-affiliation dentists in your membership'],
    ['The primary member and the Networks', 'The head of household member and the Affiliations'],
    ['planned networking', 'planned networking'],
    ['Receipts', 'Receipts'],
  ])('%j reads %j for healthshare members', (text, expected) => {
    expect(wording(text, true)).toBe(expected);
  });

  it('leaves any text unchanged for other members', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(wording(text, false)).toBe(text);
      }),
    );
  });

  it('changes only text containing one of the words, and leaves none of them behind', () => {
    const word = fc.constantFrom('plan', 'Plan', 'PLAN', 'primary', 'Primary', 'network', 'Networks', 'plans');
    const filler = fc.stringMatching(/^[a-z ]{0,10}$/).map((s) => ` ${s.replace(/plan|primary|network/g, 'x')} `);
    fc.assert(
      fc.property(fc.array(fc.oneof(word, filler), { maxLength: 6 }), (parts) => {
        const text = parts.join(' ');
        const out = wording(text, true);
        expect(/\b(plans?|primary|networks?)\b/i.test(out)).toBe(false);
        if (!/\b(plans?|primary|networks?)\b/i.test(text)) expect(out).toBe(text);
      }),
    );
  });
});
