import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { balanceChargedMessage, chargingCardMessage } from './success-messages.js';

describe('success messages (spec §8, verbatim)', () => {
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
