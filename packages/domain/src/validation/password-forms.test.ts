import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyInput, blank, fieldMessagesOf, parsed, passesOrSaysWhy } from '../testing/schema-testing.js';
import {
  PASSWORD_HINTS,
  USERNAME_HINTS,
  changePasswordSchema,
  checkHints,
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
} from './password-forms.js';

const nonBlank = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '');

describe('change password (spec §5: passwords must match; new password must differ from old)', () => {
  it('passes a valid change', () => {
    const value = { old_password: 'OldSecret1', new_password: 'Fresh-Tulip-42', confirm_password: 'Fresh-Tulip-42' };
    expect(parsed(changePasswordSchema, value)).toEqual(value);
  });

  it('reports a mismatch on the confirmation', () => {
    expect(
      fieldMessagesOf(changePasswordSchema, {
        old_password: 'OldSecret1',
        new_password: 'Fresh-Tulip-42',
        confirm_password: 'Fresh-Tulip-43',
      }),
    ).toEqual({ confirm_password: ['Passwords must match'] });
  });

  it('reports a new password equal to the old one', () => {
    expect(
      fieldMessagesOf(changePasswordSchema, {
        old_password: 'Fresh-Tulip-42',
        new_password: 'Fresh-Tulip-42',
        confirm_password: 'Fresh-Tulip-42',
      }),
    ).toEqual({ new_password: ['New password must be different from the old password'] });
  });

  it('holds the new password to the new-password rule and requires every field', () => {
    const body = { old_password: '', new_password: 'short', confirm_password: '' };
    expect(fieldMessagesOf(changePasswordSchema, body)).toEqual({
      old_password: ['Required'],
      new_password: ['Must be at least 8 characters'],
      confirm_password: ['Required'],
    });
  });

  const newPassword = fc.stringMatching(/^[a-z]{4}[A-Z]{3}[0-9]{2}[a-z]{0,8}$/);

  it('passes exactly when new differs from old and the confirmation matches', () => {
    fc.assert(
      fc.property(
        newPassword,
        fc.oneof(newPassword, nonBlank),
        fc.oneof(newPassword, nonBlank),
        (next, old, confirm) => {
          const expected: Record<string, string[]> = {};
          if (next === old) expected.new_password = ['New password must be different from the old password'];
          if (confirm !== next) expected.confirm_password = ['Passwords must match'];
          const body = { old_password: old, new_password: next, confirm_password: confirm };
          expect(fieldMessagesOf(changePasswordSchema, body)).toEqual(expected);
          const confirmed = { ...body, confirm_password: next };
          expect(changePasswordSchema.safeParse(confirmed).success).toBe(next !== old);
        },
      ),
    );
  });

  it('answers any input without throwing: a pass, or a refusal that says why', () => {
    const record = fc.record({ old_password: anyInput, new_password: anyInput, confirm_password: anyInput });
    fc.assert(fc.property(fc.oneof(anyInput, record), (value) => passesOrSaysWhy(changePasswordSchema, value)));
  });
});

describe('reset password screen (spec §5: only required and match)', () => {
  const withUsername = resetPasswordFormSchema({ usernameEnabled: true });
  const withoutUsername = resetPasswordFormSchema({ usernameEnabled: false });

  it('checks only required and match, not length or strength', () => {
    const body = { password: 'a', confirm_password: 'a' };
    expect(parsed(withoutUsername, body)).toEqual(body);
    expect(fieldMessagesOf(withoutUsername, { password: 'a', confirm_password: 'b' })).toEqual({
      confirm_password: ['Passwords must match'],
    });
    expect(fieldMessagesOf(withoutUsername, { password: '', confirm_password: '' })).toEqual({
      password: ['Required'],
      confirm_password: ['Required'],
    });
  });

  it('requires the username only when its field is enabled', () => {
    expect(fieldMessagesOf(withUsername, { username: ' ', password: 'a', confirm_password: 'a' })).toEqual({
      username: ['Required'],
    });
    const body = { username: ' maria1 ', password: 'a', confirm_password: 'a' };
    expect(parsed(withUsername, body).username).toBe('maria1');
    expect(withoutUsername.safeParse({ username: '', password: 'a', confirm_password: 'a' }).success).toBe(true);
  });

  it('passes exactly when password and confirmation are present and equal', () => {
    const field = fc.oneof(nonBlank, blank);
    fc.assert(
      fc.property(fc.boolean(), field, field, field, (enabled, username, password, confirm) => {
        const schema = resetPasswordFormSchema({ usernameEnabled: enabled });
        const expected: Record<string, string[]> = {};
        if (enabled && username.trim() === '') expected.username = ['Required'];
        if (password.trim() === '') expected.password = ['Required'];
        if (confirm.trim() === '') expected.confirm_password = ['Required'];
        else if (password.trim() !== '' && !expected.username && confirm !== password) {
          expected.confirm_password = ['Passwords must match'];
        }
        expect(fieldMessagesOf(schema, { username, password, confirm_password: confirm })).toEqual(expected);
      }),
    );
  });

  it('answers any input without throwing: a pass, or a refusal that says why', () => {
    const record = fc.record({ username: anyInput, password: anyInput, confirm_password: anyInput });
    fc.assert(
      fc.property(fc.boolean(), fc.oneof(anyInput, record), (enabled, value) =>
        passesOrSaysWhy(resetPasswordFormSchema({ usernameEnabled: enabled }), value),
      ),
    );
  });
});

describe('forgot password (spec §5: email required and trimmed)', () => {
  it('trims and requires the email, nothing more', () => {
    expect(parsed(forgotPasswordFormSchema, { email: '  maria@example.com ' })).toEqual({ email: 'maria@example.com' });
    expect(fieldMessagesOf(forgotPasswordFormSchema, { email: '  ' })).toEqual({ email: ['Required'] });
    expect(fieldMessagesOf(forgotPasswordFormSchema, {})).toEqual({ email: ['Required'] });
  });

  it('passes exactly the non-blank emails, trimmed, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, fc.string()), (email) => {
        const result = forgotPasswordFormSchema.safeParse({ email });
        const ok = typeof email === 'string' && email.trim() !== '';
        expect(result.success).toBe(ok);
        if (result.success) expect(result.data.email).toBe(String(email).trim());
      }),
    );
  });
});

describe('hints (spec §5: shown on the reset screen)', () => {
  it('word the password and username hints', () => {
    expect(PASSWORD_HINTS.map((h) => h.label)).toEqual([
      'Minimum 8 characters',
      'An upper case letter',
      'A lower case letter',
      'A number',
    ]);
    expect(USERNAME_HINTS.map((h) => h.label)).toEqual(['Minimum 6 characters', 'No spaces']);
  });

  it('tick the hints a value meets', () => {
    expect(checkHints(PASSWORD_HINTS, 'abcdefgH').map((h) => h.met)).toEqual([true, true, true, false]);
    expect(checkHints(USERNAME_HINTS, 'maria lopez').map((h) => h.met)).toEqual([true, false]);
    expect(checkHints(USERNAME_HINTS, 'maria').map((h) => h.met)).toEqual([false, true]);
  });
});
