import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildMember } from '../testing/builders.js';
import { anyInput, fieldMessagesOf, parsed, passesOrSaysWhy } from '../testing/schema-testing.js';
import {
  customUiDataResponseSchema,
  initiateEmailChangeRequestSchema,
  memberResponseSchema,
  memberSchema,
  memberUpdateRequestSchema,
  passwordChangeRequestSchema,
} from './member-user.js';

describe('member (spec §3: email plus patient and address fields)', () => {
  it('parses the member answer, data.data', () => {
    const member = buildMember();
    expect(parsed(memberResponseSchema, { data: member })).toEqual({ data: member });
  });

  it('insists on a 9-digit member id, a known state and a 5-digit zip', () => {
    expect(memberSchema.safeParse(buildMember({ member_id: '1234' })).success).toBe(false);
    expect(memberSchema.safeParse({ ...buildMember(), state: 'XX' }).success).toBe(false);
    expect(memberSchema.safeParse(buildMember({ zip: '1234' })).success).toBe(false);
    expect(memberSchema.safeParse(buildMember({ middle_name: null, phone: null, gender: null })).success).toBe(true);
  });
});

describe('member update (spec §7: PATCH member/v4/user/ with personal fields)', () => {
  it('takes any subset of the fields, each normalised by its rule', () => {
    expect(parsed(memberUpdateRequestSchema, {})).toEqual({});
    expect(
      parsed(memberUpdateRequestSchema, {
        first_name: ' Maria ',
        middle_name: '',
        phone: '(555) 123-4567',
        address_line_2: '  ',
        state: 'NY',
        zip: ' 10001 ',
      }),
    ).toEqual({
      first_name: 'Maria',
      middle_name: null,
      phone: '5551234567',
      address_line_2: null,
      state: 'NY',
      zip: '10001',
    });
  });

  it('reports each bad field with its message', () => {
    expect(
      fieldMessagesOf(memberUpdateRequestSchema, {
        email: 'nope',
        first_name: '',
        phone: '123',
        zip: 'abcde',
        state: 'ZZ',
        date_of_birth: '2020-02-30',
      }),
    ).toEqual({
      email: ['Not a valid email'],
      first_name: ['Required'],
      phone: ['Invalid phone: enter 10 digits'],
      zip: ['Invalid zip: enter 5 digits'],
      state: ['Invalid'],
      date_of_birth: ['Invalid date'],
    });
  });

  it('drops fields that may not be changed', () => {
    const body = { member_id: '999999999', relationship: 'Spouse', city: 'Austin' };
    expect(parsed(memberUpdateRequestSchema, body)).toEqual({
      city: 'Austin',
    });
  });

  it('answers any body without throwing: a pass, or a refusal that says why', () => {
    const body = fc.record(
      {
        email: anyInput,
        first_name: anyInput,
        phone: anyInput,
        zip: anyInput,
        date_of_birth: anyInput,
        middle_name: anyInput,
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(fc.oneof(anyInput, body), (value) => passesOrSaysWhy(memberUpdateRequestSchema, value)));
  });
});

describe('email change, password change and custom UI data (spec §7)', () => {
  it('initiates an email change with a valid email', () => {
    const body = { email: ' new@example.com' };
    expect(parsed(initiateEmailChangeRequestSchema, body)).toEqual({ email: 'new@example.com' });
    expect(fieldMessagesOf(initiateEmailChangeRequestSchema, { email: 'x' })).toEqual({ email: ['Not a valid email'] });
  });

  it('changes a password with old_password, new_password and confirm_password', () => {
    expect(
      fieldMessagesOf(passwordChangeRequestSchema, {
        old_password: 'Old-Secret-1',
        new_password: 'Fresh-Tulip-42',
        confirm_password: 'Fresh-Tulip-4',
      }),
    ).toEqual({ confirm_password: ['Passwords must match'] });
  });

  it('reads is_healthshare', () => {
    const body = { data: { is_healthshare: true } };
    expect(parsed(customUiDataResponseSchema, body)).toEqual(body);
    expect(customUiDataResponseSchema.safeParse({ data: { is_healthshare: 'yes' } }).success).toBe(false);
  });
});
