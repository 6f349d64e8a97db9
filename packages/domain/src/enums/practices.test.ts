import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BANK_STATUSES,
  DENTIST_SPECIALITIES,
  DENTIST_SPECIALITY_LABELS,
  bankStatusRank,
  compareBankStatus,
  isBankStatusAtLeast,
  isBankVerified,
} from './practices.js';

describe('dentist specialities (spec §3)', () => {
  it('lists the seven specialities with labels', () => {
    expect(Object.keys(DENTIST_SPECIALITY_LABELS)).toEqual([...DENTIST_SPECIALITIES]);
    expect(DENTIST_SPECIALITY_LABELS['oral surgeon']).toBe('Oral surgeon');
  });
});

describe('bank statuses (spec §3, §4)', () => {
  it('are in the spec order', () => {
    expect(BANK_STATUSES.map(bankStatusRank)).toEqual([0, 1, 2, 3]);
  });

  it('compare by that order', () => {
    expect(compareBankStatus('owner not added', 'verified')).toBeLessThan(0);
    expect(compareBankStatus('verified', 'verification pending')).toBeGreaterThan(0);
    expect(compareBankStatus('account not added', 'account not added')).toBe(0);
    const shuffled = ['verified', 'owner not added', 'verification pending', 'account not added'] as const;
    expect([...shuffled].sort(compareBankStatus)).toEqual([...BANK_STATUSES]);
  });

  it('compare antisymmetrically for any pair', () => {
    const status = fc.constantFrom(...BANK_STATUSES);
    fc.assert(
      fc.property(status, status, (a, b) => {
        expect(Math.sign(compareBankStatus(a, b))).toBe(-Math.sign(compareBankStatus(b, a)) || 0);
        expect(isBankStatusAtLeast(a, b)).toBe(BANK_STATUSES.indexOf(a) >= BANK_STATUSES.indexOf(b));
      }),
    );
  });

  it('count only verified as verified', () => {
    expect(BANK_STATUSES.filter(isBankVerified)).toEqual(['verified']);
  });
});
