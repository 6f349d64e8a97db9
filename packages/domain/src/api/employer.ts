// Issue 27: the employer portal's calls (spec §7 says they are not shown: designed here in the style of the
// other portals: trailing slash, { data } bodies, snake_case fields). Paths, as the server is expected to
// register them (every call guarded employer('company_admin'), scoped to the user's company):
//   GET, PATCH employer/v1/company/                         company profile
//   GET        employer/v1/employees/?q=&status=&plan_id=&class=&page=&page_size=
//   POST       employer/v1/employees/                       an employee with their dependents
//   GET, PATCH employer/v1/employees/:id/
//   POST       employer/v1/employees/:id/end-benefit/       { end_date }
//   POST       employer/v1/employees/:id/reinstate/         within REINSTATE_WINDOW_DAYS of the end date
//   GET, POST  employer/v1/employees/:id/dependents/
//   PATCH      employer/v1/employees/:id/dependents/:dependent_id/
//   POST       employer/v1/employees/:id/dependents/:dependent_id/end-benefit/   { end_date }
//   POST       employer/v1/employees/:id/invitation/        the sign-up invitation mailed again
//   POST       employer/v1/census/check/, employer/v1/census/   uploads (upload-routes.ts): check, import
// spec §6: some features are disabled for a company using EDI (its employees come from its EDI file), and
// some need a verified bank: the profile answers uses_edi and bank_status so the portal can tell.
import { z } from 'zod';
import { GENDERS, MEMBER_TAX_ID_TYPES } from '../enums/people.js';
import { BANK_STATUSES } from '../enums/practices.js';
import { benefitDateSchema } from '../validation/dates.js';
import { MSG_INVALID } from '../validation/messages.js';
import { textSchema } from '../validation/text.js';
import { withCrossFieldRules } from '../employer/all-messages.js';
import { EMPLOYEE_STATUSES } from '../employer/cover-dates.js';
import { checkEinOrSsn, companyProfileFieldsShape, companyProfileSchema } from '../employer/company-profile.js';
import {
  DEPENDENT_RELATIONSHIPS,
  dependentSchema,
  employeeUpdateSchema,
  employeeWithDependentsSchema,
} from '../employer/people.js';
import { dataEnvelope } from './envelope.js';
import {
  idParamSchema,
  idQuerySchema,
  idSchema,
  isoDateStringSchema,
  isoDateTimeStringSchema,
  paginatedEnvelope,
  paginationQuerySchema,
} from './common.js';
import { usStateSchema } from './member-user.js';

/** spec §6: an employee change refused because the company's employees come from its EDI file. */
export const MSG_EDI_MANAGED = 'Your employees are managed through EDI: send the change in your EDI file';
/** An employee added or changed with an SSN or ITIN another employee of the company has. */
export const MSG_TAX_ID_ENROLLED = 'An employee with this tax id is already enrolled';
/** An employee added or changed with an Employer-Assigned ID another employee of the company has. */
export const MSG_EMPLOYEE_ID_ENROLLED = 'An employee with this Employer-Assigned ID is already enrolled';
/** The cancel employee benefit dialog (and a dependent's): an end date before the cover started. */
export const MSG_END_BEFORE_COVER_START = 'The end date cannot be before the cover starts';
/** A dependent's change while the employee's own cover has ended. */
export const MSG_EMPLOYEE_COVER_ENDED = 'The employee’s benefit has ended: reinstate it first';
/** The invitation asked for an employee who already signed up in the member portal. */
export const MSG_ALREADY_SIGNED_UP = 'This employee has already signed up for the Member Portal';
/** The invitation asked for an employee without an email address. */
export const MSG_NO_EMAIL_TO_INVITE = 'Add the employee’s email address to send them an invitation';
/** The invitation's address already signs in to another Member Portal account. */
export const MSG_EMAIL_HAS_MEMBER_ACCOUNT = 'This email address already has a Member Portal account';

// ---- company profile -----------------------------------------------------------------------------------

const contactRecordSchema = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });

/**
 * The company profile as answered. The tax id is answered as its kind and last four digits only: an update
 * sends the EIN or SSN again only to change it.
 */
export const companyProfileRecordSchema = z.object({
  id: idSchema,
  legal_name: z.string(),
  tax_id_kind: z.enum(['EIN', 'SSN']),
  tax_id_last4: z.string().regex(/^[0-9]{4}$/),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: usStateSchema,
  zip: z.string(),
  phone: z.string(),
  contacts: z.array(contactRecordSchema),
  /** spec §6: the company sends its employees by EDI (employee changes are made there). */
  uses_edi: z.boolean(),
  /** spec §3 and §6: some features wait for a verified bank. */
  bank_status: z.enum(BANK_STATUSES),
});
export type CompanyProfileRecord = z.infer<typeof companyProfileRecordSchema>;

/** GET and PATCH employer/v1/company/. */
export const companyProfileResponseSchema = dataEnvelope(companyProfileRecordSchema);

/** The company profile as first set up (every field, the EIN or the SSN). */
export const companyProfileCreateRequestSchema = companyProfileSchema;

/**
 * PATCH employer/v1/company/: the profile fields; ein and ssn only to change the tax id, and then under the
 * spec §5 rule (one of them, not both). Without either, the tax id stays.
 */
export const companyProfileUpdateRequestSchema = withCrossFieldRules(
  z.object(
    { ...companyProfileFieldsShape, ein: z.unknown().optional(), ssn: z.unknown().optional() },
    { error: MSG_INVALID },
  ),
  (input, addIssue) => ('ein' in input || 'ssn' in input ? checkEinOrSsn(input, addIssue) : null),
  ({ ein: _ein, ssn: _ssn, ...fields }, taxIds) => ({ ...fields, tax_id: taxIds ?? null }),
);
export type CompanyProfileUpdateRequest = z.output<typeof companyProfileUpdateRequestSchema>;

// ---- employees ---------------------------------------------------------------------------------------

/** An optional text filter of a query: blank is no filter; otherwise a text input (trimmed, 100 at most). */
const textFilterSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  textSchema.optional(),
);

/**
 * GET employer/v1/employees/: q matches a name (any part, any case) or the tax id's last four digits or an
 * employer-assigned id; status, plan and class filter; paged (DESIGN §3).
 */
export const employeesQuerySchema = paginationQuerySchema.extend({
  q: textFilterSchema,
  status: z.enum(EMPLOYEE_STATUSES, { error: MSG_INVALID }).optional(),
  plan_id: idQuerySchema.optional(),
  class: textFilterSchema,
});
export type EmployeesQuery = z.input<typeof employeesQuerySchema>;

const coverFields = {
  status: z.enum(EMPLOYEE_STATUSES),
  /** The first of the month on or after the hire date (coverStartDate). */
  cover_start_date: isoDateStringSchema,
  /** The last day of cover, once the benefit is ended (null: no end). */
  end_date: isoDateStringSchema.nullable(),
  /** canReinstate on the server's today. */
  can_reinstate: z.boolean(),
};

/** A row of the employees list. The tax id shows masked ('•••••6789'); an employer-assigned id in full. */
export const employeeSummarySchema = z.object({
  id: idSchema,
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  date_of_birth: isoDateStringSchema,
  member_tax_id_type: z.enum(MEMBER_TAX_ID_TYPES),
  member_tax_id_display: z.string().nullable(),
  class: z.string().nullable(),
  plan_id: idSchema.nullable(),
  plan_name: z.string().nullable(),
  dependents_count: z.int().nonnegative(),
  ...coverFields,
});
export type EmployeeSummary = z.infer<typeof employeeSummarySchema>;

/** GET employer/v1/employees/: a page of employees. */
export const employeesResponseSchema = paginatedEnvelope(employeeSummarySchema);
export type EmployeesResponse = z.infer<typeof employeesResponseSchema>;

/** A dependent as answered; cover_end_date is dependentCoverEnd (null: keeps cover). */
export const dependentRecordSchema = z.object({
  id: idSchema,
  relationship: z.enum(DEPENDENT_RELATIONSHIPS),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  date_of_birth: isoDateStringSchema,
  gender: z.enum(GENDERS).nullable(),
  cover_end_date: isoDateStringSchema.nullable(),
  end_date: isoDateStringSchema.nullable(),
  /** end_date has passed on the server's date (decision 0062: the portal never judges cover by its own clock). */
  cover_ended: z.boolean(),
});
export type DependentRecord = z.infer<typeof dependentRecordSchema>;

/**
 * An employee as answered, with the fields of the edit form and their dependents. An SSN or ITIN is answered
 * masked, as in the list: the server keeps only its last four digits and a keyed digest to match files by
 * (migration 0029), so an edit sends the number again only to change it.
 */
export const employeeRecordSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  date_of_birth: isoDateStringSchema,
  gender: z.enum(GENDERS).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string(),
  state: usStateSchema,
  zip: z.string(),
  member_tax_id_type: z.enum(MEMBER_TAX_ID_TYPES),
  member_tax_id_display: z.string().nullable(),
  hire_date: isoDateStringSchema,
  class: z.string().nullable(),
  plan_id: idSchema.nullable(),
  plan_name: z.string().nullable(),
  dependents: z.array(dependentRecordSchema),
  /** When the member portal's sign-up invitation was last mailed (null: not yet), and how many times. */
  invited_at: isoDateTimeStringSchema.nullable(),
  invitations_sent: z.int().nonnegative(),
  /** The employee has signed up in the member portal (no invitation is sent then). */
  signed_up: z.boolean(),
  ...coverFields,
});
export type EmployeeRecord = z.infer<typeof employeeRecordSchema>;

/** Every employee call answers the employee as it now stands. */
export const employeeResponseSchema = dataEnvelope(employeeRecordSchema);

/** POST employer/v1/employees/: { employee, dependents } (at most one spouse). */
export const employeeCreateRequestSchema = employeeWithDependentsSchema();
/**
 * PATCH employer/v1/employees/:id/: the employee's fields (dependents have their own calls); an SSN or ITIN only
 * to change it (left blank, the number on file stays).
 */
export const employeeUpdateRequestSchema = employeeUpdateSchema();

/** Path parameters of a dependent's calls. */
export const dependentParamsSchema = z.object({ id: idParamSchema, dependent_id: idParamSchema });

/** POST .../end-benefit/: the last day of cover, a benefit date (spec §9: not before 1970-01-01). */
export const endBenefitRequestSchema = z.object({ end_date: benefitDateSchema }, { error: MSG_INVALID });
export type EndBenefitRequest = z.input<typeof endBenefitRequestSchema>;

/** POST .../reinstate/ and .../invitation/: an action with no fields of its own. */
export const noFieldsRequestSchema = z.strictObject({}, { error: MSG_INVALID });

// ---- dependents --------------------------------------------------------------------------------------

/** GET employer/v1/employees/:id/dependents/. */
export const dependentsResponseSchema = dataEnvelope(z.array(dependentRecordSchema));
/** POST and PATCH of a dependent: the dependent rule (the server adds the one-spouse check against the others). */
export const dependentRequestSchema = dependentSchema();
/** A dependent's calls answer the dependent. */
export const dependentResponseSchema = dataEnvelope(dependentRecordSchema);

// ---- census ------------------------------------------------------------------------------------------

/** One problem of a census file (census.ts CensusError). */
export const censusErrorSchema = z.object({ row: z.int().positive(), column: z.string(), message: z.string() });

/**
 * POST employer/v1/census/check/: every row checked with the domain's rules, nothing saved. Errors: header
 * errors first (row 1), then by row; `valid_rows` is what an import of only the valid rows would take.
 */
export const censusCheckResponseSchema = dataEnvelope(
  z.object({
    rows: z.int().nonnegative(),
    valid_rows: z.int().nonnegative(),
    errors: z.array(censusErrorSchema),
  }),
);
export type CensusCheckResponse = z.infer<typeof censusCheckResponseSchema>;

/**
 * POST employer/v1/census/?valid_only=: a file is imported whole or not at all: with any error nothing is
 * saved and every error is answered, unless valid_only=true, which imports the valid rows and answers the
 * errors of the others. Rows match employees already enrolled by tax id or employer-assigned id: the same file
 * imported again adds nothing (`employees_unchanged`).
 */
export const censusImportQuerySchema = z.object({
  valid_only: z.enum(['true', 'false'], { error: MSG_INVALID }).optional(),
});
export const censusUploadResponseSchema = dataEnvelope(
  z.object({
    employees_added: z.int().nonnegative(),
    employees_unchanged: z.int().nonnegative(),
    dependents_added: z.int().nonnegative(),
    errors: z.array(censusErrorSchema),
  }),
);
export type CensusUploadResponse = z.infer<typeof censusUploadResponseSchema>;
