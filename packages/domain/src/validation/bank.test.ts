import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  anyInput,
  digitish,
  digits,
  digitsBetween,
  fieldMessagesOf,
  messagesOf,
  padded,
  parsed,
} from '../testing/schema-testing.js';
import {
  accountNumberPairSchema,
  accountNumberSchema,
  bankAccountFormSchema,
  routingNumberPairSchema,
} from './bank.js';

describe('bank account number (spec §5: 4 to 17 digits)', () => {
  it.each([
    ['1234', []],
    ['12345678901234567', []],
    ['123', ['Invalid']],
    ['123456789012345678', ['Invalid']],
    ['1234-5678', ['Invalid']],
    ['', ['Required']],
  ])('%j -> %j', (value, expected) => expect(messagesOf(accountNumberSchema, value)).toEqual(expected));

  it('passes every padded run of 4 to 17 digits', () => {
    fc.assert(
      fc.property(padded(digitsBetween(4, 17)), (v) => {
        expect(parsed(accountNumberSchema, v)).toBe(v.trim());
      }),
    );
  });

  it('never throws, and fails anything else with the exact message', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, digitish), (value) => {
        if (typeof value !== 'string') return void expect(accountNumberSchema.safeParse(value).success).toBe(false);
        const t = value.trim();
        const expected = t === '' ? ['Required'] : /^[0-9]{4,17}$/.test(t) ? [] : ['Invalid'];
        expect(messagesOf(accountNumberSchema, value)).toEqual(expected);
      }),
    );
  });
});

describe('number pairs (spec §5: account numbers must match, routing numbers must match)', () => {
  it('report a mismatch on the confirmation', () => {
    const accounts = { account_number: '1234', confirm_account_number: '1235' };
    expect(fieldMessagesOf(accountNumberPairSchema, accounts)).toEqual({
      confirm_account_number: ['Account numbers must match'],
    });
    const routings = { routing_number: '123456789', confirm_routing_number: '123456780' };
    expect(fieldMessagesOf(routingNumberPairSchema, routings)).toEqual({
      confirm_routing_number: ['Routing numbers must match'],
    });
    expect(fieldMessagesOf(accountNumberPairSchema, { account_number: '1234', confirm_account_number: '' })).toEqual({
      confirm_account_number: ['Required'],
    });
  });

  it('match after trimming', () => {
    expect(parsed(accountNumberPairSchema, { account_number: ' 1234', confirm_account_number: '1234 ' })).toEqual({
      account_number: '1234',
      confirm_account_number: '1234',
    });
  });

  const form = fc.record({ routing: digits(9), account: digitsBetween(4, 17) });

  it('pass every matching pair and fail every differing one with the exact messages', () => {
    fc.assert(
      fc.property(form, digits(9), digitsBetween(4, 17), ({ routing, account }, otherRouting, otherAccount) => {
        const value = {
          routing_number: routing,
          confirm_routing_number: otherRouting,
          account_number: account,
          confirm_account_number: otherAccount,
        };
        const expected: Record<string, string[]> = {};
        if (otherRouting !== routing) expected.confirm_routing_number = ['Routing numbers must match'];
        if (otherAccount !== account) expected.confirm_account_number = ['Account numbers must match'];
        expect(fieldMessagesOf(bankAccountFormSchema, value)).toEqual(expected);
        const matching = { ...value, confirm_routing_number: routing, confirm_account_number: account };
        expect(bankAccountFormSchema.safeParse(matching).success).toBe(true);
        expect(routingNumberPairSchema.safeParse(value).success).toBe(otherRouting === routing);
        expect(accountNumberPairSchema.safeParse(value).success).toBe(otherAccount === account);
      }),
    );
  });

  it('never throw on any input', () => {
    const record = fc.record({
      routing_number: anyInput,
      confirm_routing_number: anyInput,
      account_number: anyInput,
      confirm_account_number: anyInput,
    });
    fc.assert(
      fc.property(fc.oneof(anyInput, record), (value) => {
        bankAccountFormSchema.safeParse(value);
        accountNumberPairSchema.safeParse(value);
        routingNumberPairSchema.safeParse(value);
      }),
    );
  });
});
