// spec §5: identifiers made of digits: zip, phone, NPI, PIN, member id; and the dentist license.
import { MEMBER_ID_LENGTH, NPI_LENGTH, PHONE_LENGTH, PIN_LENGTH, TEXT_INPUT_MAX_LENGTH, ZIP_LENGTH } from './limits.js';
import {
  MSG_INVALID_LICENSE,
  MSG_INVALID_MEMBER_ID,
  MSG_INVALID_NPI,
  MSG_INVALID_PHONE,
  MSG_INVALID_PIN,
  MSG_INVALID_ZIP,
  maxLengthMessage,
} from './messages.js';
import { digitsString, requiredTrimmedString } from './fields.js';
import { normalisePhone } from './phones.js';

export { formatPhone, normalisePhone, PHONE_PATTERN } from './phones.js';

/** spec §5: zip, 5 digits. */
export const zipSchema = digitsString(ZIP_LENGTH, MSG_INVALID_ZIP);
/** A well-formed zip that is no US zip code (00000): said on the zip field (issue 17 item 24; the spec has no message). */
export const MSG_UNKNOWN_ZIP = 'Unknown zip code';

/** spec §5: NPI, 10 digits. */
export const npiSchema = digitsString(NPI_LENGTH, MSG_INVALID_NPI);

/** spec §5: PIN, 6 digits. */
export const pinSchema = digitsString(PIN_LENGTH, MSG_INVALID_PIN);

/** spec §5: member id, 9 digits; message 'Invalid member id'. */
export const memberIdSchema = digitsString(MEMBER_ID_LENGTH, MSG_INVALID_MEMBER_ID);

/** spec §5: a phone in any accepted form, normalised to its 10 digits. */
export const phoneSchema = requiredTrimmedString()
  .refine((value) => normalisePhone(value) !== null, { error: MSG_INVALID_PHONE })
  .transform((value) => normalisePhone(value) ?? value);

/** A phone as stored and answered by the API: exactly 10 digits. */
export const phoneDigitsSchema = digitsString(PHONE_LENGTH, MSG_INVALID_PHONE);

/** spec §5: a dentist license contains at least one digit (and fits a text input). */
export const dentistLicenseSchema = requiredTrimmedString()
  .max(TEXT_INPUT_MAX_LENGTH, { error: maxLengthMessage(TEXT_INPUT_MAX_LENGTH), abort: true })
  .regex(/[0-9]/, { error: MSG_INVALID_LICENSE });
