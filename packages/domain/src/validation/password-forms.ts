// spec §5: the password screens: change password, reset password (update password) and forgot password.
import { z } from 'zod';
import { RESET_PASSWORD_HINT_MIN_LENGTH, USERNAME_MIN_LENGTH } from './limits.js';
import { MSG_INVALID, MSG_NEW_PASSWORD_MUST_DIFFER, MSG_PASSWORDS_MUST_MATCH } from './messages.js';
import { requiredString, requiredTrimmedString } from './fields.js';
import { HAS_DIGIT, HAS_LOWER_CASE, HAS_UPPER_CASE, currentPasswordSchema, newPasswordSchema } from './passwords.js';

/**
 * Member account password change (spec §5: form rules not shown; decided here): the old password, a new
 * password under the new-password rule, different from the old one, and its confirmation.
 */
export const changePasswordSchema = z
  .object({
    old_password: currentPasswordSchema,
    new_password: newPasswordSchema,
    confirm_password: currentPasswordSchema,
  })
  .superRefine((value, ctx) => {
    if (value.new_password === value.old_password) {
      ctx.addIssue({ code: 'custom', message: MSG_NEW_PASSWORD_MUST_DIFFER, path: ['new_password'] });
    }
    if (value.confirm_password !== value.new_password) {
      ctx.addIssue({ code: 'custom', message: MSG_PASSWORDS_MUST_MATCH, path: ['confirm_password'] });
    }
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * spec §5: the reset (Update Password) screen checks only required and match: password required, confirm
 * password required and equal, username required only when the username field is enabled.
 */
export function resetPasswordFormSchema(options: { usernameEnabled: boolean }) {
  return z
    .object({
      username: options.usernameEnabled ? requiredTrimmedString() : z.string({ error: MSG_INVALID }).optional(),
      password: requiredString(),
      confirm_password: requiredString(),
    })
    .refine((value) => value.confirm_password === value.password, {
      error: MSG_PASSWORDS_MUST_MATCH,
      path: ['confirm_password'],
    });
}
export type ResetPasswordForm = z.output<ReturnType<typeof resetPasswordFormSchema>>;

/** spec §5: forgot password, email required and trimmed (its format is the server's to judge). */
export const forgotPasswordFormSchema = z.object({ email: requiredTrimmedString() });
export type ForgotPasswordForm = z.output<typeof forgotPasswordFormSchema>;

/** A requirement shown in a tooltip, with the test that ticks it. */
export interface Hint {
  label: string;
  test: (value: string) => boolean;
}

/** spec §5: password hints shown on the reset screen. */
export const PASSWORD_HINTS: readonly Hint[] = [
  {
    label: `Minimum ${RESET_PASSWORD_HINT_MIN_LENGTH} characters`,
    test: (v) => v.length >= RESET_PASSWORD_HINT_MIN_LENGTH,
  },
  { label: 'An upper case letter', test: (v) => HAS_UPPER_CASE.test(v) },
  { label: 'A lower case letter', test: (v) => HAS_LOWER_CASE.test(v) },
  { label: 'A number', test: (v) => HAS_DIGIT.test(v) },
];

/** spec §5: username hints shown on the reset screen. */
export const USERNAME_HINTS: readonly Hint[] = [
  { label: `Minimum ${USERNAME_MIN_LENGTH} characters`, test: (v) => v.length >= USERNAME_MIN_LENGTH },
  { label: 'No spaces', test: (v) => !/\s/.test(v) },
];

/** Each hint's label and whether the value meets it (for tooltip check marks). */
export function checkHints(hints: readonly Hint[], value: string): { label: string; met: boolean }[] {
  return hints.map((hint) => ({ label: hint.label, met: hint.test(value) }));
}
