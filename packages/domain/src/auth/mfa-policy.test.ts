import { describe, expect, it } from 'vitest';
import { mfaPolicy } from './mfa-policy.js';

describe('mfaPolicy (issue 14 item 3)', () => {
  it('requires a second factor of staff, whatever else is known of them', () => {
    expect(mfaPolicy({ accountType: 'admin' })).toBe('required');
    expect(mfaPolicy({ accountType: 'admin', practiceRole: null })).toBe('required');
  });

  it('requires it of practice owners and offers it to front-desk users', () => {
    expect(mfaPolicy({ accountType: 'dentist', practiceRole: 'owner' })).toBe('required');
    expect(mfaPolicy({ accountType: 'dentist', practiceRole: 'front_desk' })).toBe('offered');
  });

  it('offers it to members and company admins', () => {
    expect(mfaPolicy({ accountType: 'member' })).toBe('offered');
    expect(mfaPolicy({ accountType: 'employer' })).toBe('offered');
    // A role only means something for a practice user.
    expect(mfaPolicy({ accountType: 'member', practiceRole: 'owner' })).toBe('offered');
  });
});
