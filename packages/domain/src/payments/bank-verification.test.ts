import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldMessagesOf, messagesOf, parsed } from '../testing/schema-testing.js';
import {
  bankAccountInputSchema,
  bankDepositsSchema,
  bankOwnerSchema,
  bankStepOf,
  depositAmountSchema,
  depositsMatch,
  msgDepositsDoNotMatch,
} from './bank-verification.js';
import { bankAccountRequestSchema } from '../api/bank.js';

describe('a micro-deposit as typed (decision 0060: dollars and cents, 0.01 to 0.99)', () => {
  it.each([
    ['0.32', 32],
    ['.45', 45],
    ['$0.07', 7],
    [' 0.99 ', 99],
  ])('%j is %i cents', (typed, cents) => expect(parsed(depositAmountSchema, typed)).toBe(cents));

  it.each([
    ['0.00', ['Enter the amount in dollars and cents, from 0.01 to 0.99']],
    ['1.32', ['Enter the amount in dollars and cents, from 0.01 to 0.99']],
    ['32', ['Enter the amount in dollars and cents, from 0.01 to 0.99']],
    ['0.3', ['Enter the amount in dollars and cents, from 0.01 to 0.99']],
    ['', ['Required']],
  ])('%j -> %j', (typed, expected) => expect(messagesOf(depositAmountSchema, typed)).toEqual(expected));

  it('matches two amounts in either order, and nothing else', () => {
    expect(depositsMatch([45, 32], [32, 45])).toBe(true);
    expect(depositsMatch([32, 45], [32, 45])).toBe(true);
    expect(depositsMatch([32, 32], [32, 45])).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (a, b) => {
        expect(depositsMatch([a, b], [32, 45])).toBe((a === 32 && b === 45) || (a === 45 && b === 32));
      }),
    );
    expect(fieldMessagesOf(bankDepositsSchema, { first_deposit: '0.32' })).toEqual({ second_deposit: ['Required'] });
  });

  it('words the tries left', () => {
    expect(msgDepositsDoNotMatch(2)).toBe('These amounts do not match the deposits. 2 tries left.');
    expect(msgDepositsDoNotMatch(1)).toBe('These amounts do not match the deposits. 1 try left.');
  });
});

describe('the account owner and the account', () => {
  const owner = {
    first_name: 'Avery',
    last_name: 'Morgan',
    date_of_birth: '1978-04-12',
    address_line_1: '100 Congress Ave',
    address_line_2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    ssn_last4: '4321',
  };

  it('asks the owner’s name, an adult’s date of birth, the address and the SSN’s last 4 only', () => {
    expect(parsed(bankOwnerSchema, owner)).toEqual({ ...owner, address_line_2: null });
    expect(
      fieldMessagesOf(bankOwnerSchema, { ...owner, ssn_last4: '123-45-4321', zip: '787', first_name: ' ' }),
    ).toEqual({
      first_name: ['Required'],
      zip: ['Invalid zip: enter 5 digits'],
      ssn_last4: ['Invalid: enter the last 4 digits of the tax id'],
    });
    expect(fieldMessagesOf(bankOwnerSchema, { ...owner, date_of_birth: '2020-01-01' })).toEqual({
      date_of_birth: ['Must be at least 18 years old'],
    });
  });

  it('checks each number against its confirmation (spec §5) and the account’s kind; the request needs its key', () => {
    const account = {
      routing_number: '110000000',
      confirm_routing_number: '110000000',
      account_number: '000123456789',
      confirm_account_number: '000123456789',
      account_type: 'savings',
    };
    expect(parsed(bankAccountInputSchema, account)).toEqual(account);
    expect(fieldMessagesOf(bankAccountInputSchema, { ...account, confirm_account_number: '1' })).toEqual({
      confirm_account_number: ['Account numbers must match'],
    });
    // The matches are checked once every field passes its own rule (as the spec §5 pair schemas).
    expect(
      fieldMessagesOf(bankAccountInputSchema, { ...account, confirm_account_number: '1', account_type: 'cd' }),
    ).toEqual({
      account_type: ['Invalid'],
    });
    expect(fieldMessagesOf(bankAccountRequestSchema, account)).toEqual({ idempotency_key: ['Invalid'] });
  });

  it('puts each status at its step of the stepper, in the spec’s order', () => {
    expect(
      (['owner not added', 'account not added', 'verification pending', 'verified'] as const).map(bankStepOf),
    ).toEqual([0, 1, 2, 3]);
  });
});
