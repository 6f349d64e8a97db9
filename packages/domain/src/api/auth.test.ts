import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyInput, fieldMessagesOf, parsed, passesOrSaysWhy } from '../testing/schema-testing.js';
import {
  passwordResetCompleteRequestSchema,
  passwordResetInitiateRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  tokenRefreshResponseSchema,
} from './auth.js';

describe('sign in (DESIGN §3: POST token/)', () => {
  it('takes email, password and a portal as account_type', () => {
    const body = { email: ' maria@example.com ', password: 'x', account_type: 'member' };
    expect(parsed(signInRequestSchema, body)).toEqual({
      email: 'maria@example.com',
      password: 'x',
      account_type: 'member',
    });
  });

  it('uses the field rules and their messages', () => {
    expect(fieldMessagesOf(signInRequestSchema, { email: 'maria', password: '', account_type: 'member' })).toEqual({
      email: ['Not a valid email'],
      password: ['Required'],
    });
    const wrongPortal = { email: 'a@b.co', password: 'x', account_type: 'patient' };
    expect(signInRequestSchema.safeParse(wrongPortal).success).toBe(false);
  });

  it('answers the session, never the tokens', () => {
    const session = {
      user_id: 1,
      email: 'a@b.co',
      account_type: 'admin',
      access_expires_at: '2025-01-01T00:00:00.000Z',
    };
    expect(parsed(signInResponseSchema, { data: { ...session, access_token: 'secret' } })).toEqual({ data: session });
    expect(tokenRefreshResponseSchema.safeParse({ data: session }).success).toBe(true);
  });
});

describe('password reset (spec §3, §7)', () => {
  it('initiates with email and account_type', () => {
    const body = { email: 'maria@example.com', account_type: 'dentist' };
    expect(parsed(passwordResetInitiateRequestSchema, body)).toEqual({
      email: 'maria@example.com',
      account_type: 'dentist',
    });
    expect(fieldMessagesOf(passwordResetInitiateRequestSchema, { email: '', account_type: 'member' })).toEqual({
      email: ['Required'],
    });
  });

  it('completes with a password under the new-password rule and a code', () => {
    expect(parsed(passwordResetCompleteRequestSchema, { password: 'Fresh-Tulip-42', code: 'abc' })).toEqual({
      password: 'Fresh-Tulip-42',
      code: 'abc',
    });
    expect(fieldMessagesOf(passwordResetCompleteRequestSchema, { password: 'Password1', code: '' })).toEqual({
      password: ['This password is too common. Please choose another.'],
      code: ['Required'],
    });
  });

  it('answers any body without throwing: a pass, or a refusal that says why', () => {
    const body = fc.record({ email: anyInput, password: anyInput, code: anyInput, account_type: anyInput });
    fc.assert(
      fc.property(fc.oneof(anyInput, body), (value) =>
        [signInRequestSchema, passwordResetInitiateRequestSchema, passwordResetCompleteRequestSchema].every((schema) =>
          passesOrSaysWhy(schema, value),
        ),
      ),
    );
  });
});
