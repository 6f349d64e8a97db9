// spec §5: password rules: the general minimum, strength, and the rule for newly set passwords.
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';
import { MSG_PASSWORD_TOO_COMMON, MSG_PASSWORD_TOO_EASY, maxLengthMessage, minLengthMessage } from './messages.js';
import { requiredString } from './fields.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

// Passwords are never trimmed: every character typed counts. Lengths count UTF-16 code units (as an
// input's maxLength does).

/** spec §5: a lower case letter (any script). */
export const HAS_LOWER_CASE = /\p{Ll}/u;
/** spec §5: an upper case letter (any script). */
export const HAS_UPPER_CASE = /\p{Lu}/u;
/** spec §5: a digit 0-9. */
export const HAS_DIGIT = /[0-9]/;

/** spec §5: password strength, lower case, upper case and a digit. */
export function isStrongPassword(password: string): boolean {
  return HAS_LOWER_CASE.test(password) && HAS_UPPER_CASE.test(password) && HAS_DIGIT.test(password);
}

const COMMON_PASSWORD_SET: ReadonlySet<string> = new Set(COMMON_PASSWORDS);

/** True when the password, lower-cased, is one of the bundled most common passwords. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORD_SET.has(password.toLowerCase());
}

/** spec §5: password, general rule: required, at least 6 characters. */
export const passwordSchema = requiredString().min(PASSWORD_MIN_LENGTH, {
  error: minLengthMessage(PASSWORD_MIN_LENGTH),
});

/** spec §5: password strength; message 'Your password is too easy to guess. ...'. */
export const passwordStrengthSchema = requiredString().refine(isStrongPassword, { error: MSG_PASSWORD_TOO_EASY });

/** A password typed to sign in or to confirm identity: required, at most 128 characters, nothing else. */
export const currentPasswordSchema = requiredString().max(PASSWORD_MAX_LENGTH, {
  error: maxLengthMessage(PASSWORD_MAX_LENGTH),
});

/**
 * A password being set (reset, change): 8 to 128 characters, strong, and not a common password.
 * One message at a time, in that order.
 */
export const newPasswordSchema = requiredString()
  .min(NEW_PASSWORD_MIN_LENGTH, { error: minLengthMessage(NEW_PASSWORD_MIN_LENGTH), abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: maxLengthMessage(PASSWORD_MAX_LENGTH), abort: true })
  .refine(isStrongPassword, { error: MSG_PASSWORD_TOO_EASY, abort: true })
  .refine((password) => !isCommonPassword(password), { error: MSG_PASSWORD_TOO_COMMON });
