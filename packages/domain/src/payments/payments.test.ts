import { describe, expect, it } from 'vitest';
import {
  MSG_CARD_DECLINED,
  MSG_CARD_INSUFFICIENT_FUNDS,
  OFFLINE_TEST_CARDS,
  cardBrandOf,
  declineMessage,
  offlineCardOutcome,
  passesLuhn,
} from './payments.js';

describe('card rules', () => {
  it('knows the brand by the leading digits', () => {
    expect(cardBrandOf('4242 4242 4242 4242')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('Mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('Mastercard');
    expect(cardBrandOf('378282246310005')).toBe('American Express');
    expect(cardBrandOf('6011111111111117')).toBe('Discover');
    expect(cardBrandOf('9999')).toBe('Unknown');
  });

  it('checks the Luhn sum', () => {
    for (const number of Object.values(OFFLINE_TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42a2')).toBe(false);
  });

  it('gives each offline test card its outcome and message', () => {
    expect(offlineCardOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(offlineCardOutcome(OFFLINE_TEST_CARDS.declined)).toBe('declined');
    expect(offlineCardOutcome(OFFLINE_TEST_CARDS.insufficientFunds)).toBe('insufficient_funds');
    expect(offlineCardOutcome('5555555555554444')).toBe('declined');
    expect(declineMessage('declined')).toBe(MSG_CARD_DECLINED);
    expect(declineMessage('insufficient_funds')).toBe(MSG_CARD_INSUFFICIENT_FUNDS);
  });
});
