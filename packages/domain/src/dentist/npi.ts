// Issue 16: an NPI is 10 digits (spec §5) whose last digit is a Luhn check digit computed over the card
// issuer prefix 80840 and the first nine digits (CMS, "Requirements for the NPI check digit").
import { passesLuhn } from '../payments/payments.js';
import { npiSchema } from '../validation/identifiers.js';
import { MSG_INVALID_NPI } from '../validation/messages.js';

/** The issuer prefix the NPI check digit is computed with (health applications, US). */
const NPI_LUHN_PREFIX = '80840';

/** True when a 10-digit NPI's last digit is its check digit. */
export function hasValidNpiCheckDigit(npi: string): boolean {
  return /^\d{10}$/.test(npi) && passesLuhn(NPI_LUHN_PREFIX + npi);
}

/** spec §5 NPI (10 digits) with its check digit (issue 16): a mistyped digit is refused with the NPI's message. */
export const checkedNpiSchema = npiSchema.refine(hasValidNpiCheckDigit, { error: MSG_INVALID_NPI });
