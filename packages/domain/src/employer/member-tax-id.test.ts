import { describe, expect, it } from 'vitest';
import { MSG_INVALID_TAX_ID, maxLengthMessage } from '../validation/messages.js';
import { MSG_TAX_ID_NOT_EXPECTED, checkMemberTaxId, memberTaxIdKey, memberTaxIdTypeSchema } from './member-tax-id.js';

describe('checkMemberTaxId', () => {
  it.each([
    ['ssn', '123456789', '123456789'],
    ['ssn', '123-45-6789', '123456789'],
    ['ssn', ' 123-45-6789 ', '123456789'],
    ['itin', '912-70-1234', '912701234'],
    ['itin', '91-2701234', '912701234'],
    ['employee', ' E-004211 ', 'E-004211'],
    ['employee', 'e-004211', 'e-004211'],
  ] as const)('%s %j -> %j', (type, value, expected) => {
    expect(checkMemberTaxId(type, value)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['ssn', '12345678', MSG_INVALID_TAX_ID],
    ['ssn', '1234567890', MSG_INVALID_TAX_ID],
    ['ssn', '123-456-789', MSG_INVALID_TAX_ID],
    ['itin', '9127O1234', MSG_INVALID_TAX_ID],
    ['ssn', '', 'Required'],
    ['ssn', null, 'Required'],
    ['employee', '   ', 'Required'],
    ['employee', undefined, 'Required'],
    ['employee', 'E'.repeat(31), maxLengthMessage(30)],
    ['none', '123456789', MSG_TAX_ID_NOT_EXPECTED],
  ] as const)('%s %j -> %s', (type, value, message) => {
    expect(checkMemberTaxId(type, value)).toEqual({ ok: false, messages: [message] });
  });

  it('none takes no number: blank or missing is null', () => {
    expect(checkMemberTaxId('none', '')).toEqual({ ok: true, value: null });
    expect(checkMemberTaxId('none', null)).toEqual({ ok: true, value: null });
    expect(checkMemberTaxId('none', undefined)).toEqual({ ok: true, value: null });
  });

  it('an employee id of exactly 30 characters passes', () => {
    expect(checkMemberTaxId('employee', 'E'.repeat(30))).toEqual({ ok: true, value: 'E'.repeat(30) });
  });
});

describe('memberTaxIdTypeSchema and memberTaxIdKey', () => {
  it('takes the spec §3 values only', () => {
    expect(memberTaxIdTypeSchema.safeParse('itin').success).toBe(true);
    expect(memberTaxIdTypeSchema.safeParse('SSN').error?.issues[0]?.message).toBe('Invalid');
    expect(memberTaxIdTypeSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Required');
  });

  it('keys a person by type and number; none has no key', () => {
    expect(memberTaxIdKey('ssn', '123456789')).toBe('ssn:123456789');
    expect(memberTaxIdKey('employee', 'E-1')).toBe('employee:E-1');
    expect(memberTaxIdKey('none', null)).toBeNull();
  });
});
