// spec §5: identifiers made of digits: zip, phone, NPI, PIN, member id; and the dentist license.
import { MEMBER_ID_LENGTH, NPI_LENGTH, PHONE_LENGTH, PIN_LENGTH, TEXT_INPUT_MAX_LENGTH, ZIP_LENGTH } from './limits.js';
import { MSG_INVALID, MSG_INVALID_MEMBER_ID, maxLengthMessage } from './messages.js';
import { digitsString, requiredTrimmedString } from './fields.js';

/** spec §5: zip, 5 digits. */
export const zipSchema = digitsString(ZIP_LENGTH);

/** spec §5: NPI, 10 digits. */
export const npiSchema = digitsString(NPI_LENGTH);

/** spec §5: PIN, 6 digits. */
export const pinSchema = digitsString(PIN_LENGTH);

/** spec §5: member id, 9 digits; message 'Invalid member id'. */
export const memberIdSchema = digitsString(MEMBER_ID_LENGTH, MSG_INVALID_MEMBER_ID);

/**
 * spec §5: phone, 10 digits. Accepted as typed by people: 5551234567, 555-123-4567, 555.123.4567,
 * 555 123 4567, (555) 123-4567, (555)123-4567; no country code.
 */
export const PHONE_PATTERN = /^(?:\([0-9]{3}\)|[0-9]{3})[ .-]?[0-9]{3}[ .-]?[0-9]{4}$/;

/** The 10 digits of a phone number in one of the accepted forms, or null. */
export function normalisePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!PHONE_PATTERN.test(trimmed)) return null;
  const digits = trimmed.replace(/[^0-9]/g, '');
  return digits.length === PHONE_LENGTH ? digits : null;
}

/** spec §5: a phone in any accepted form, normalised to its 10 digits. */
export const phoneSchema = requiredTrimmedString()
  .refine((value) => normalisePhone(value) !== null, { error: MSG_INVALID })
  .transform((value) => normalisePhone(value) ?? value);

/** A phone as stored and answered by the API: exactly 10 digits. */
export const phoneDigitsSchema = digitsString(PHONE_LENGTH);

/** Shows 10 phone digits as '(555) 123-4567'; anything else is returned unchanged. */
export function formatPhone(value: string): string {
  const digits = normalisePhone(value);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : value;
}

/** spec §5: a dentist license contains at least one digit (and fits a text input). */
export const dentistLicenseSchema = requiredTrimmedString()
  .max(TEXT_INPUT_MAX_LENGTH, { error: maxLengthMessage(TEXT_INPUT_MAX_LENGTH), abort: true })
  .regex(/[0-9]/, { error: MSG_INVALID });
