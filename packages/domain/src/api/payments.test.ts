import { describe, expect, it } from 'vitest';
import { buildSavedCard } from '../testing/builders.js';
import { fieldMessagesOf, parsed } from '../testing/schema-testing.js';
import { MSG_INVALID_CARD_NUMBER, MSG_INVALID_CVC, MSG_INVALID_EXPIRY } from '../payments/payments.js';
import {
  addSavedCardRequestSchema,
  offlineTokenizeRequestSchema,
  offlineTokenizeResponseSchema,
  parseCardExpiry,
  savedCardsResponseSchema,
} from './payments.js';

describe('saved cards (issue 7)', () => {
  it('lists and adds cards by payment method id', () => {
    const list = { data: [buildSavedCard()] };
    expect(parsed(savedCardsResponseSchema, list)).toEqual(list);
    expect(savedCardsResponseSchema.safeParse({ data: [buildSavedCard({ last4: '42' })] }).success).toBe(false);
    expect(parsed(addSavedCardRequestSchema, { payment_method_id: ' pm_1 ' })).toEqual({ payment_method_id: 'pm_1' });
    expect(fieldMessagesOf(addSavedCardRequestSchema, {})).toEqual({ payment_method_id: ['Required'] });
  });
});

describe('offline tokenizing (issue 7)', () => {
  it('takes a Luhn-valid number with spaces, MM/YY and a 3 or 4 digit cvc', () => {
    expect(
      parsed(offlineTokenizeRequestSchema, { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }),
    ).toEqual({
      card_number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(
      fieldMessagesOf(offlineTokenizeRequestSchema, { card_number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' }),
    ).toEqual({
      card_number: [MSG_INVALID_CARD_NUMBER],
      expiry: [MSG_INVALID_EXPIRY],
      cvc: [MSG_INVALID_CVC],
    });
    expect(fieldMessagesOf(offlineTokenizeRequestSchema, {})).toEqual({
      card_number: [MSG_INVALID_CARD_NUMBER],
      expiry: [MSG_INVALID_EXPIRY],
      cvc: [MSG_INVALID_CVC],
    });
    expect(parseCardExpiry('04 / 31')).toEqual({ month: 4, year: 2031 });
  });

  it('answers only what may be shown of the card', () => {
    const token = {
      data: { payment_method_id: 'pm_off_1', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    };
    expect(parsed(offlineTokenizeResponseSchema, token)).toEqual(token);
  });
});
