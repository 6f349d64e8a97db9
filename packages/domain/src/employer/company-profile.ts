// Issue 27: the employer's company profile. spec §5: EIN or SSN, one of them but not both (the rule and its
// two messages are validation/tax-ids.ts einOrSsnSchema, reused here); the address, phone and contacts under
// the spec §5 field rules.
import { z } from 'zod';
import { emailSchema } from '../validation/email.js';
import { blankAsNull, stringTypeError } from '../validation/fields.js';
import { phoneSchema } from '../validation/identifiers.js';
import { MSG_INVALID } from '../validation/messages.js';
import { requiredTextSchema } from '../validation/text.js';
import { einOrSsnSchema } from '../validation/tax-ids.js';
import { addressInputShape } from './address.js';
import { type AddIssue, checkWith, withCrossFieldRules } from './all-messages.js';

/** The most contacts a company lists (decided here: a billing, an HR and a few more). */
export const MAX_COMPANY_CONTACTS = 10;
/** A profile without any contact. */
export const MSG_CONTACT_REQUIRED = 'Add at least one contact';
/** More contacts than MAX_COMPANY_CONTACTS. */
export const MSG_TOO_MANY_CONTACTS = `A company can list at most ${MAX_COMPANY_CONTACTS} contacts`;

/** A company contact: name and email required, phone optional (blank becomes null). */
export const companyContactSchema = z.object(
  {
    name: requiredTextSchema,
    email: emailSchema,
    phone: blankAsNull(phoneSchema),
  },
  { error: MSG_INVALID },
);
export type CompanyContactInput = z.input<typeof companyContactSchema>;
export type CompanyContact = z.output<typeof companyContactSchema>;

/** 1 to MAX_COMPANY_CONTACTS contacts. */
export const companyContactsSchema = z
  .array(companyContactSchema, { error: stringTypeError })
  .min(1, { error: MSG_CONTACT_REQUIRED })
  .max(MAX_COMPANY_CONTACTS, { error: MSG_TOO_MANY_CONTACTS });

/** The profile fields other than the tax ids. */
export const companyProfileFieldsShape = {
  legal_name: requiredTextSchema,
  ...addressInputShape,
  phone: phoneSchema,
  contacts: companyContactsSchema,
};

/**
 * spec §5 EIN or SSN: einOrSsnSchema on the pair; its messages (on ein, on ssn, or both) go to the profile.
 * Answers the pair normalised to 9 digits (null where not given), or undefined when it failed.
 */
export function checkEinOrSsn(
  input: Record<string, unknown>,
  addIssue: AddIssue,
): { ein: string | null; ssn: string | null } | undefined {
  const pair = checkWith(einOrSsnSchema, { ein: input['ein'] ?? null, ssn: input['ssn'] ?? null }, [], addIssue);
  return pair === undefined ? undefined : { ein: pair.ein ?? null, ssn: pair.ssn ?? null };
}

const companyProfileFieldsSchema = z.object(
  {
    ...companyProfileFieldsShape,
    ein: z.string({ error: MSG_INVALID }).nullish(),
    ssn: z.string({ error: MSG_INVALID }).nullish(),
  },
  { error: MSG_INVALID },
);
export type CompanyProfileInput = z.input<typeof companyProfileFieldsSchema>;

/**
 * The company profile: legal name, EIN or SSN (exactly one; 9 digits or the dashed forms, normalised to 9
 * digits), address, phone and contacts.
 */
export const companyProfileSchema = withCrossFieldRules(companyProfileFieldsSchema, checkEinOrSsn, (data, taxIds) => ({
  ...data,
  ein: taxIds?.ein ?? null,
  ssn: taxIds?.ssn ?? null,
}));
export type CompanyProfile = z.output<typeof companyProfileSchema>;
