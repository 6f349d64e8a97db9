import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MSG_AUTO_RENEW_UPDATED,
  MSG_CHANGING_PASSWORD,
  MSG_FAMILY_MEMBER_UPDATED,
  MSG_PASSWORD_CHANGED,
  MSG_PASSWORD_UPDATED,
  MSG_PERSONAL_INFO_UPDATED,
  balanceChargedMessage,
  chargingCardMessage,
} from './success-messages.js';

describe('success messages (spec §8, verbatim)', () => {
  it('word the fixed messages', () => {
    expect(MSG_CHANGING_PASSWORD).toBe('Changing password...');
    expect(MSG_PASSWORD_UPDATED).toBe('Your password has been updated. You can now sign in using your new password.');
    expect(MSG_PERSONAL_INFO_UPDATED).toBe('Updated your personal information.');
    expect(MSG_FAMILY_MEMBER_UPDATED).toBe("Updated your family member's information");
    expect(MSG_PASSWORD_CHANGED).toBe('Your password has been changed');
    expect(MSG_AUTO_RENEW_UPDATED).toBe('Updated auto renew setting for this purchase');
  });

  it('put the card last four digits in the payoff messages', () => {
    expect(chargingCardMessage('4242')).toBe('Charging card ending in 4242 for remaining plan balance...');
    expect(balanceChargedMessage('4242')).toBe(
      "The plan's remaining balance has successfully been charged to your card ending in 4242",
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{4}$/), (last4) => {
        expect(chargingCardMessage(last4)).toContain(` ${last4} `);
        expect(balanceChargedMessage(last4).endsWith(` ${last4}`)).toBe(true);
      }),
    );
  });
});
