// spec §5: validation messages. Those the spec words are verbatim; the others are decided here.
import {
  MIN_AGE,
  NPI_LENGTH,
  PHONE_LENGTH,
  PIN_LENGTH,
  TAX_ID_LAST4_LENGTH,
  TAX_ID_LENGTH,
  ZIP_LENGTH,
} from './limits.js';

/** spec §5: any required field. */
export const MSG_REQUIRED = 'Required';
/** spec §5: generic invalid (every format rule without its own message). */
export const MSG_INVALID = 'Invalid';
/** spec §5 */
export const MSG_INVALID_MEMBER_ID = 'Invalid member id';
/** spec §5: zip, 5 digits (the spec gives the bound, not the words; issue 26 item 9). */
export const MSG_INVALID_ZIP = `Invalid zip: enter ${ZIP_LENGTH} digits`;
/** spec §5: NPI, 10 digits, the last a check digit (issue 26 item 9). */
export const MSG_INVALID_NPI = `Invalid NPI: check the ${NPI_LENGTH} digits`;
/** spec §5: PIN, 6 digits (issue 26 item 9). */
export const MSG_INVALID_PIN = `Invalid PIN: enter ${PIN_LENGTH} digits`;
/** spec §5: phone, 10 digits (issue 26 item 9). */
export const MSG_INVALID_PHONE = `Invalid phone: enter ${PHONE_LENGTH} digits`;
/** spec §5: tax id, 9 digits, or dashed 12-3456789 or 123-45-6789 (issue 26 item 9). */
export const MSG_INVALID_TAX_ID = `Invalid tax id: enter ${TAX_ID_LENGTH} digits`;
/** spec §5: the last 4 digits of a tax id (issue 26 item 9). */
export const MSG_INVALID_TAX_ID_LAST4 = `Invalid: enter the last ${TAX_ID_LAST4_LENGTH} digits of the tax id`;
/** spec §5: a dentist license has at least one digit (issue 26 item 9). */
export const MSG_INVALID_LICENSE = 'Invalid license: it must contain a digit';
/** spec §5 */
export const MSG_INVALID_EMAIL = 'Not a valid email';
/** spec §5 */
export const MSG_PASSWORD_TOO_EASY =
  'Your password is too easy to guess. Please include both lower and uppercase letters and at least one number.';
/** spec §5: passwords must match. */
export const MSG_PASSWORDS_MUST_MATCH = 'Passwords must match';
/** spec §5: new password must differ from old. */
export const MSG_NEW_PASSWORD_MUST_DIFFER = 'New password must be different from the old password';
/** spec §5: account numbers must match. */
export const MSG_ACCOUNT_NUMBERS_MUST_MATCH = 'Account numbers must match';
/** spec §5: routing numbers must match. */
export const MSG_ROUTING_NUMBERS_MUST_MATCH = 'Routing numbers must match';
/** spec §5: age 18 or older. */
export const MSG_MIN_AGE = `Must be at least ${MIN_AGE} years old`;
/** spec §5: EIN or SSN, when neither is given. */
export const MSG_EIN_OR_SSN_REQUIRED = 'Provide an EIN or an SSN';
/** spec §5: EIN or SSN, when both are given. */
export const MSG_EIN_OR_SSN_NOT_BOTH = 'Provide an EIN or an SSN, not both';
/** spec §5: date of birth, invalid date. */
export const MSG_INVALID_DATE = 'Invalid date';
/** spec §5 and §9: a benefit date before 01-01-1970. */
export const MSG_BENEFIT_DATE_TOO_EARLY = 'Date cannot be before Jan 1, 1970';
/** spec §5: outside the date picker range 1900-01-01 to 2099-12-31. */
export const MSG_DATE_OUT_OF_RANGE = 'Date must be between Jan 1, 1900 and Dec 31, 2099';
/** A date of birth after today. */
export const MSG_DATE_OF_BIRTH_IN_FUTURE = 'Date of birth cannot be in the future';
/** spec §5: tags may not contain commas. */
export const MSG_TAG_NO_COMMAS = 'Tags cannot contain commas';
/** A new password found in the common-password list. */
export const MSG_PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';

/** A too-short value: 'Must be at least 6 characters'. */
export function minLengthMessage(min: number): string {
  return `Must be at least ${min} characters`;
}

/** A too-long value: 'Must be at most 35 characters'. */
export function maxLengthMessage(max: number): string {
  return `Must be at most ${max} characters`;
}
