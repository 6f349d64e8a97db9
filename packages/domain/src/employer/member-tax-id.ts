// spec §3 member tax id types (ssn, itin, employee shown as 'Employer-Assigned ID', none) and spec §5 tax id
// rule: the number an employee is known by, checked and normalised for its type.
import { z } from 'zod';
import { MEMBER_TAX_ID_TYPES, type MemberTaxIdType } from '../enums/people.js';
import { isBlank, requiredTrimmedString, stringTypeError } from '../validation/fields.js';
import { maxLengthMessage } from '../validation/messages.js';
import { taxIdSchema } from '../validation/tax-ids.js';

/** The longest employer-assigned employee id (decided here: HR ids are short codes such as 'E-004211'). */
export const EMPLOYEE_ID_MAX_LENGTH = 30;
/** A number given with the tax id type 'none'. */
export const MSG_TAX_ID_NOT_EXPECTED = 'Leave empty when the tax id type is None';

/** spec §3: an employer-assigned id, kept as given once trimmed (case and dashes are significant). */
export const employeeIdSchema = requiredTrimmedString().max(EMPLOYEE_ID_MAX_LENGTH, {
  error: maxLengthMessage(EMPLOYEE_ID_MAX_LENGTH),
});

/** spec §3: a member tax id type; a missing one is 'Required' (stringTypeError's wording). */
export const memberTaxIdTypeSchema = z.enum(MEMBER_TAX_ID_TYPES, { error: stringTypeError });

/** The outcome of checking a number against its type: the normalised number (null for none) or messages. */
export type MemberTaxIdCheck = { ok: true; value: string | null } | { ok: false; messages: string[] };

/**
 * spec §5: ssn and itin are tax ids (9 digits, or the dashed forms) normalised to 9 digits; an employee id is
 * kept as given (trimmed, 1 to 30 characters); none takes no number (blank gives null).
 */
export function checkMemberTaxId(type: MemberTaxIdType, value: unknown): MemberTaxIdCheck {
  switch (type) {
    case 'none':
      return isBlank(value) ? { ok: true, value: null } : { ok: false, messages: [MSG_TAX_ID_NOT_EXPECTED] };
    case 'ssn':
    case 'itin':
      return fromResult(taxIdSchema.safeParse(value ?? undefined));
    case 'employee':
      return fromResult(employeeIdSchema.safeParse(value ?? undefined));
  }
}

function fromResult(result: z.ZodSafeParseResult<string>): MemberTaxIdCheck {
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, messages: result.error.issues.map((issue) => issue.message) };
}

/** The key that links a dependent to their employee: type and normalised number ('ssn:123456789'); none has none. */
export function memberTaxIdKey(type: MemberTaxIdType, normalised: string | null): string | null {
  return type === 'none' || normalised === null ? null : `${type}:${normalised}`;
}
