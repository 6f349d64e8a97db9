// spec §5: tax ids (EIN and SSN), their last four digits, and the EIN-or-SSN rule.
import { z } from 'zod';
import { TAX_ID_LAST4_LENGTH } from './limits.js';
import {
  MSG_EIN_OR_SSN_NOT_BOTH,
  MSG_EIN_OR_SSN_REQUIRED,
  MSG_INVALID_TAX_ID,
  MSG_INVALID_TAX_ID_LAST4,
} from './messages.js';
import { blankAsNull, digitsString, requiredTrimmedString } from './fields.js';

/** spec §5: a tax id is 9 digits, or dashed 2-7 (EIN, 12-3456789) or 3-2-4 (SSN, 123-45-6789). */
export const TAX_ID_PATTERN = /^(?:[0-9]{9}|[0-9]{2}-[0-9]{7}|[0-9]{3}-[0-9]{2}-[0-9]{4})$/;

/** spec §5: a tax id in any accepted form, normalised to its 9 digits. */
export const taxIdSchema = requiredTrimmedString()
  .regex(TAX_ID_PATTERN, { error: MSG_INVALID_TAX_ID })
  .transform((value) => value.replaceAll('-', ''));

/** spec §5: the last 4 digits of a tax id. */
export const taxIdLast4Schema = digitsString(TAX_ID_LAST4_LENGTH, MSG_INVALID_TAX_ID_LAST4);

/** Shows 9 digits as an EIN, '12-3456789'. */
export function formatEin(digits: string): string {
  return /^[0-9]{9}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

/** Shows 9 digits as an SSN, '123-45-6789'. */
export function formatSsn(digits: string): string {
  return /^[0-9]{9}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}

/** Hides all but the last four digits of a tax id: '•••••6789'. */
export function maskTaxId(digits: string): string {
  return digits.length <= TAX_ID_LAST4_LENGTH ? digits : `•••••${digits.slice(-TAX_ID_LAST4_LENGTH)}`;
}

/**
 * spec §5: EIN or SSN, one of them must be provided, but not both. A blank field counts as not provided.
 * The message is set on both fields, so each input shows it.
 */
export const einOrSsnSchema = z
  .object({ ein: blankAsNull(taxIdSchema), ssn: blankAsNull(taxIdSchema) })
  .superRefine((value, ctx) => {
    const given = [value.ein, value.ssn].filter((v) => v !== null && v !== undefined).length;
    if (given === 1) return;
    const message = given === 0 ? MSG_EIN_OR_SSN_REQUIRED : MSG_EIN_OR_SSN_NOT_BOTH;
    ctx.addIssue({ code: 'custom', message, path: ['ein'] });
    ctx.addIssue({ code: 'custom', message, path: ['ssn'] });
  });
export type EinOrSsn = z.output<typeof einOrSsnSchema>;
