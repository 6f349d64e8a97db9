// Issue 27: the census template an employer fills in a spreadsheet. One row per person: each employee, then
// (anywhere in the file) their dependents. Every row starts with the employee's tax id type and number, so a
// dependent's row names its employee by the employee's SSN, ITIN or employer-assigned id, and sorting the
// sheet on those columns keeps a household together. The employee-only columns (email to class) stay blank
// on a dependent's row. Cells are read as people type them: labels or values in any case, dates as
// YYYY-MM-DD or MM/DD/YYYY, states by code or name.
import { GENDERS, GENDER_LABELS, MEMBER_TAX_ID_TYPES, MEMBER_TAX_ID_TYPE_LABELS } from '../enums/people.js';
import type { Gender, MemberTaxIdType, Relationship } from '../enums/people.js';
import { US_STATE_CODES, US_STATE_NAMES, type UsStateCode } from '../enums/us-states.js';
import { toCsv } from './csv.js';

/** The census columns, in the template's order, each with the field it fills. */
const COLUMNS = [
  { header: 'Employee Tax ID Type', field: 'member_tax_id_type', required: true },
  { header: 'Employee Tax ID', field: 'member_tax_id', required: true },
  { header: 'Relationship', field: 'relationship', required: true },
  { header: 'First Name', field: 'first_name', required: true },
  { header: 'Middle Name', field: 'middle_name', required: false },
  { header: 'Last Name', field: 'last_name', required: true },
  { header: 'Date of Birth', field: 'date_of_birth', required: true },
  { header: 'Gender', field: 'gender', required: true },
  { header: 'Email', field: 'email', required: false },
  { header: 'Phone', field: 'phone', required: false },
  { header: 'Address Line 1', field: 'address_line_1', required: true },
  { header: 'Address Line 2', field: 'address_line_2', required: false },
  { header: 'City', field: 'city', required: true },
  { header: 'State', field: 'state', required: true },
  { header: 'Zip', field: 'zip', required: true },
  { header: 'Hire Date', field: 'hire_date', required: true },
  { header: 'Class', field: 'class', required: false },
] as const;

export type CensusColumn = (typeof COLUMNS)[number]['header'];
export type CensusField = (typeof COLUMNS)[number]['field'];

/** The template's header, in order. */
export const CENSUS_COLUMNS: readonly CensusColumn[] = COLUMNS.map((column) => column.header);
/** Columns a file may leave out (their cells are optional anyway). */
export const CENSUS_OPTIONAL_COLUMNS: readonly CensusColumn[] = COLUMNS.filter((c) => !c.required).map((c) => c.header);
/** The column of each field (where a field's message is shown). */
export const CENSUS_FIELD_COLUMNS = Object.fromEntries(COLUMNS.map((c) => [c.field, c.header])) as Record<
  CensusField,
  CensusColumn
>;
/** Columns only an employee's row fills; a dependent's row leaves them blank (they are not read). */
export const CENSUS_EMPLOYEE_ONLY_COLUMNS: readonly CensusColumn[] = [
  'Email',
  'Phone',
  'Address Line 1',
  'Address Line 2',
  'City',
  'State',
  'Zip',
  'Hire Date',
  'Class',
];

/** What to write in each column, for the upload page's instructions. */
export const CENSUS_COLUMN_HINTS: Record<CensusColumn, string> = {
  'Employee Tax ID Type': "The employee's: SSN, ITIN, Employer-Assigned ID or None (also on each dependent's row)",
  'Employee Tax ID': "The employee's number, 9 digits for an SSN or ITIN (also on each dependent's row)",
  Relationship: 'Employee, Spouse, Dependent or Adult Dependent',
  'First Name': 'Required',
  'Middle Name': 'Optional',
  'Last Name': 'Required',
  'Date of Birth': 'YYYY-MM-DD or MM/DD/YYYY',
  Gender: 'Male, Female, Third gender, Prefer not to say or Self describe',
  Email: 'Employees only, optional',
  Phone: 'Employees only, optional, 10 digits',
  'Address Line 1': 'Employees only',
  'Address Line 2': 'Employees only, optional',
  City: 'Employees only',
  State: 'Employees only: the 2-letter code or the name',
  Zip: 'Employees only, 5 digits',
  'Hire Date': 'Employees only: YYYY-MM-DD or MM/DD/YYYY',
  Class: 'Employees only, optional (for example Full-time)',
};

/** The census template: a UTF-8 BOM (so spreadsheets read accents right) and the header row, CRLF. */
export function censusTemplateCsv(): string {
  return `\uFEFF${toCsv([CENSUS_COLUMNS])}`;
}

/** How a header cell is compared: trimmed, spaces collapsed, any case. */
export function headerKey(value: string): string {
  return value
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The template column a header cell names, or null. */
export function censusColumnOf(header: string): CensusColumn | null {
  const key = headerKey(header);
  return CENSUS_COLUMNS.find((column) => headerKey(column) === key) ?? null;
}

function lookup<T extends string>(entries: readonly (readonly [string, T])[]): (cell: string) => T | null {
  const table = new Map(entries.map(([text, value]) => [headerKey(text), value]));
  return (cell) => table.get(headerKey(cell)) ?? null;
}

/**
 * The relationship a cell names: 'Employee' or 'Primary' for the employee; Spouse; Dependent; 'Adult
 * Dependent' or 'Dependent Adult' (any case); null for anything else.
 */
export const censusRelationship: (cell: string) => Relationship | null = lookup<Relationship>([
  ['Employee', 'Primary'],
  ['Primary', 'Primary'],
  ['Spouse', 'Spouse'],
  ['Dependent', 'Dependent'],
  ['Adult Dependent', 'Dependent Adult'],
  ['Dependent Adult', 'Dependent Adult'],
]);

/** The member tax id type a cell names, by value ('employee') or label ('Employer-Assigned ID'). */
export const censusTaxIdType: (cell: string) => MemberTaxIdType | null = lookup<MemberTaxIdType>(
  MEMBER_TAX_ID_TYPES.flatMap((type) => [
    [type, type],
    [MEMBER_TAX_ID_TYPE_LABELS[type], type],
  ]),
);

/** The gender a cell names, by value ('not to say') or label ('Prefer not to say'). */
export const censusGender: (cell: string) => Gender | null = lookup<Gender>(
  GENDERS.flatMap((gender) => [
    [gender, gender],
    [GENDER_LABELS[gender], gender],
  ]),
);

/** The state a cell names, by code ('ny') or name ('New York'). */
export const censusState: (cell: string) => UsStateCode | null = lookup<UsStateCode>(
  US_STATE_CODES.flatMap((code) => [
    [code, code],
    [US_STATE_NAMES[code], code],
  ]),
);

/** A date cell as ISO: MM/DD/YYYY (or M/D/YYYY) becomes YYYY-MM-DD; anything else is returned trimmed. */
export function censusDate(cell: string): string {
  const trimmed = cell.trim();
  const match = /^([0-9]{1,2})\/([0-9]{1,2})\/([0-9]{4})$/.exec(trimmed);
  return match ? `${match[3]}-${match[1]?.padStart(2, '0')}-${match[2]?.padStart(2, '0')}` : trimmed;
}
