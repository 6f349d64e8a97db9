// Issue 27: the people an employer enrols. An employee (the Primary of their household) and their dependents
// (Spouse, Dependent, Dependent Adult), under the spec §5 field rules, shared by the add and edit forms,
// the server and the census upload.
import { z } from 'zod';
import { GENDERS, type Relationship } from '../enums/people.js';
import { emailSchema } from '../validation/email.js';
import { blankAsNull, isBlank, stringTypeError } from '../validation/fields.js';
import { phoneSchema } from '../validation/identifiers.js';
import { type ReferenceDateOptions, dateOfBirthSchemaFor, pickerDateSchema } from '../validation/dates.js';
import { isIsoDate, todayIsoDate } from '../validation/iso-dates.js';
import { MSG_INVALID, maxLengthMessage } from '../validation/messages.js';
import { requiredTextSchema, textSchema } from '../validation/text.js';
import { addressInputShape } from './address.js';
import { dependentCoverEnd } from './cover-dates.js';
import { checkMemberTaxId, memberTaxIdTypeSchema } from './member-tax-id.js';
import { checkWith, withCrossFieldRules } from './all-messages.js';

/** The longest employee class ('Full-time', 'Hourly - Plant 2'): a short label (decided here). */
export const EMPLOYEE_CLASS_MAX_LENGTH = 50;
/** Said on the second spouse's relationship. */
export const MSG_ONE_SPOUSE = 'An employee can have only one spouse';
/** A hire date before the employee's date of birth. */
export const MSG_HIRE_DATE_BEFORE_BIRTH = 'Hire date cannot be before the date of birth';
/** A Dependent already past the end of their cover (the month they turn 26). */
export const MSG_DEPENDENT_AGED_OUT =
  'A Dependent is covered until the month they turn 26: add them as an Adult Dependent';

/** spec §3: the relationships of an employee's dependents (the employee is the Primary). */
export const DEPENDENT_RELATIONSHIPS = [
  'Spouse',
  'Dependent',
  'Dependent Adult',
] as const satisfies readonly Relationship[];
export type DependentRelationship = (typeof DEPENDENT_RELATIONSHIPS)[number];

/** spec §3: a gender; a missing one is 'Required'. */
export const genderSchema = z.enum(GENDERS, { error: stringTypeError });
/** spec §3: a dependent's relationship; a missing one is 'Required'. */
export const dependentRelationshipSchema = z.enum(DEPENDENT_RELATIONSHIPS, { error: stringTypeError });
/** An employee class, optional (blank becomes null), at most 50 characters. */
export const employeeClassSchema = blankAsNull(
  textSchema.max(EMPLOYEE_CLASS_MAX_LENGTH, { error: maxLengthMessage(EMPLOYEE_CLASS_MAX_LENGTH) }),
);

const nameShape = {
  first_name: requiredTextSchema,
  middle_name: blankAsNull(textSchema),
  last_name: requiredTextSchema,
};

const dependentFieldsSchema = z.object(
  {
    relationship: dependentRelationshipSchema,
    ...nameShape,
    date_of_birth: z.unknown().optional(),
    gender: genderSchema,
  },
  { error: MSG_INVALID },
);
export type DependentInput = z.input<typeof dependentFieldsSchema>;

/**
 * A dependent, added with or after their employee. The date of birth follows the relationship (spec §5: a
 * Spouse or a Dependent Adult is 18 or older); a Dependent past the month they turn 26 is refused.
 */
export function dependentSchema(options: ReferenceDateOptions = {}) {
  // made once: each reads options.today (or today) when it checks a value
  const dateOfBirthRules: Record<DependentRelationship, ReturnType<typeof dateOfBirthSchemaFor>> = {
    Spouse: dateOfBirthSchemaFor('Spouse', options),
    Dependent: dateOfBirthSchemaFor('Dependent', options),
    'Dependent Adult': dateOfBirthSchemaFor('Dependent Adult', options),
  };
  return withCrossFieldRules(
    dependentFieldsSchema,
    (input, addIssue) => {
      const today = options.today ?? todayIsoDate();
      const relationship = dependentRelationshipSchema.safeParse(input['relationship']);
      // without a valid relationship the date is still checked, under a child's rule (no minimum age)
      const rule = dateOfBirthRules[relationship.success ? relationship.data : 'Dependent'];
      const born = checkWith(rule, input['date_of_birth'], ['date_of_birth'], addIssue);
      if (born === undefined || !relationship.success) return born;
      const coverEnd = dependentCoverEnd(born, relationship.data);
      if (coverEnd !== null && coverEnd < today) addIssue(MSG_DEPENDENT_AGED_OUT, ['relationship']);
      return born;
    },
    (data, born) => ({ ...data, date_of_birth: born ?? '' }),
  );
}
export type Dependent = z.output<ReturnType<typeof dependentSchema>>;

/** The indexes of every spouse after the first, in list order (an employee has at most one spouse). */
export function extraSpouseIndexes(relationships: readonly (string | undefined)[]): number[] {
  const spouses = relationships.flatMap((relationship, index) => (relationship === 'Spouse' ? [index] : []));
  return spouses.slice(1);
}

/** An employee's dependents: each under the dependent rule, at most one Spouse (said on the second one). */
export function dependentsSchema(options: ReferenceDateOptions = {}) {
  return z.array(dependentSchema(options)).superRefine((dependents, ctx) => {
    for (const index of extraSpouseIndexes(dependents.map((dependent) => dependent.relationship))) {
      ctx.addIssue({ code: 'custom', message: MSG_ONE_SPOUSE, path: [index, 'relationship'] });
    }
  });
}

function employeeFieldsSchema(options: ReferenceDateOptions) {
  return z.object(
    {
      ...nameShape,
      date_of_birth: dateOfBirthSchemaFor('Primary', options),
      gender: genderSchema,
      email: blankAsNull(emailSchema),
      phone: blankAsNull(phoneSchema),
      ...addressInputShape,
      member_tax_id_type: memberTaxIdTypeSchema,
      // Checked against its type by the cross-field rule; on its own, text (no NUL byte, 100 at most).
      member_tax_id: textSchema.nullish(),
      hire_date: pickerDateSchema,
      class: employeeClassSchema,
    },
    { error: MSG_INVALID },
  );
}
export type EmployeeInput = z.input<ReturnType<typeof employeeFieldsSchema>>;

/** The employee's rules; `keepBlankTaxId`: an SSN or ITIN left blank keeps the one on file (member_tax_id undefined). */
function employeeRules(options: ReferenceDateOptions, keepBlankTaxId: boolean) {
  return withCrossFieldRules(
    employeeFieldsSchema(options),
    (input, addIssue): string | null | undefined => {
      const born = input['date_of_birth'];
      const hired = input['hire_date'];
      if (isIsoDate(born) && isIsoDate(hired) && hired < born) addIssue(MSG_HIRE_DATE_BEFORE_BIRTH, ['hire_date']);
      const type = memberTaxIdTypeSchema.safeParse(input['member_tax_id_type']);
      if (!type.success) return null;
      const kept = keepBlankTaxId && (type.data === 'ssn' || type.data === 'itin') && isBlank(input['member_tax_id']);
      if (kept) return undefined;
      const taxId = checkMemberTaxId(type.data, input['member_tax_id']);
      if (!taxId.ok) for (const message of taxId.messages) addIssue(message, ['member_tax_id']);
      return taxId.ok ? taxId.value : null;
    },
    (data, memberTaxId) => ({ ...data, member_tax_id: memberTaxId }),
  );
}

/**
 * An employee (add and edit), the Primary of their household: spec §5 names, date of birth (18 or older),
 * gender, optional email and phone, address; the member tax id checked for its type (ssn and itin normalised
 * to 9 digits, an employer-assigned id kept as given, none without a number); hire date not before the date
 * of birth; an optional class.
 */
export function employeeSchema(options: ReferenceDateOptions = {}) {
  return employeeRules(options, false).transform((employee) => ({
    ...employee,
    member_tax_id: employee.member_tax_id ?? null,
  }));
}
export type Employee = z.output<ReturnType<typeof employeeSchema>>;

/**
 * An employee's edit: as employeeSchema, but an SSN or ITIN left blank keeps the number on file (the server
 * answers it masked and keeps only a digest, so the form cannot send it back): member_tax_id is then undefined.
 */
export function employeeUpdateSchema(options: ReferenceDateOptions = {}) {
  return employeeRules(options, true);
}
export type EmployeeUpdate = z.output<ReturnType<typeof employeeUpdateSchema>>;

/** An employee added with their dependents in one go (the add form; none by default, at most one Spouse). */
export function employeeWithDependentsSchema(options: ReferenceDateOptions = {}) {
  return z.object(
    { employee: employeeSchema(options), dependents: dependentsSchema(options).default([]) },
    { error: MSG_INVALID },
  );
}
export interface EmployeeWithDependentsInput {
  employee: EmployeeInput;
  dependents?: DependentInput[];
}
