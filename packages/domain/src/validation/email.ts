// spec §5: email addresses.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './limits.js';
import { MSG_INVALID_EMAIL } from './messages.js';
import { requiredTrimmedString } from './fields.js';

/**
 * The shape of a valid email (zod's own rule, the one `z.email()` uses): a local part of letters, digits
 * and _ ' + - . (no leading, trailing or doubled dot), an @, and dotted domain labels ending in a TLD of
 * two or more letters.
 */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/** spec §5: a required, trimmed, valid email; message 'Not a valid email'. */
export const emailSchema = requiredTrimmedString()
  .max(EMAIL_MAX_LENGTH, { error: MSG_INVALID_EMAIL, abort: true })
  .regex(EMAIL_PATTERN, { error: MSG_INVALID_EMAIL });

/** True for a string that passes the email rule once trimmed. */
export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

/** spec §5: an email compared ignoring case and accents (and surrounding spaces). */
export function emailComparisonKey(email: string): string {
  return email.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** spec §5: true when two emails are the same ignoring case and accents, so no email change is needed. */
export function isSameEmail(a: string, b: string): boolean {
  return emailComparisonKey(a) === emailComparisonKey(b);
}
