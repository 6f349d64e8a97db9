// Issue 27: checks a census file's rows (as read by csv.ts) and answers, per row, the person it holds or its
// errors, with row numbers as a spreadsheet shows them (the header is row 1). The header is checked first;
// then each row under the same rules as the add-employee form (people.ts); then the file as a whole:
// people listed twice, dependents whose employee is missing or has errors, a second spouse.
import { MEMBER_TAX_ID_TYPES, type MemberTaxIdType } from '../enums/people.js';
import { isBlank } from '../validation/fields.js';
import { MSG_INVALID, MSG_REQUIRED } from '../validation/messages.js';
import type { ReferenceDateOptions } from '../validation/dates.js';
import { todayIsoDate } from '../validation/iso-dates.js';
import {
  CENSUS_FIELD_COLUMNS,
  type CensusColumn,
  type CensusField,
  censusDate,
  censusGender,
  censusRelationship,
  censusState,
  censusTaxIdType,
} from './census-columns.js';
import { type CensusError, readCensusHeader } from './census-header.js';
import { isBlankRow } from './csv.js';
import { checkMemberTaxId, memberTaxIdKey } from './member-tax-id.js';
import {
  type Dependent,
  type DependentRelationship,
  type Employee,
  MSG_ONE_SPOUSE,
  dependentSchema,
  employeeSchema,
} from './people.js';

/** A file without any row. */
export const MSG_EMPTY_FILE = 'The file is empty: start from the census template';
/** Values to the right of the last column. */
export const MSG_VALUES_OUTSIDE_COLUMNS = 'Values outside the template columns';
/** A dependent's row whose employee tax id type is None (it names no employee). */
export const MSG_DEPENDENT_NEEDS_EMPLOYEE = "Enter the employee's tax id or employee id on each dependent's row";
/** A dependent's row naming an employee no row of the file holds. */
export const MSG_EMPLOYEE_NOT_IN_FILE = 'No employee with this tax id or employee id in the file';

/** A dependent's row whose employee's row has errors. */
export function employeeRowHasErrorsMessage(row: number): string {
  return `The employee on row ${row} has errors`;
}

/** An employee row with the tax id or employee id of an earlier one. */
export function duplicateTaxIdMessage(row: number): string {
  return `Same tax id or employee id as row ${row}`;
}

/** A person listed a second time. */
export function duplicateOfRowMessage(row: number): string {
  return `Same person as row ${row}`;
}

/** A person read from a census row. employee_key links a dependent to their employee ('ssn:123456789'). */
export type CensusPerson =
  | { relationship: 'Primary'; employee_key: string | null; employee: Employee }
  | { relationship: DependentRelationship; employee_key: string; employee_row: number; dependent: Dependent };

export type CensusRowResult =
  | { row: number; ok: true; person: CensusPerson }
  | { row: number; ok: false; errors: CensusError[] };

/** The outcome of a census file: header errors (then no row is read), or one result per non-blank row. */
export interface CensusValidation {
  header_errors: CensusError[];
  rows: CensusRowResult[];
}

type Cells = Partial<Record<CensusField, string>>;

/** An optional cell: blank is undefined (the rule then says 'Required' where one is needed). */
function cellOrUndefined(value: string | undefined): string | undefined {
  return value === undefined || isBlank(value) ? undefined : value;
}

/** A cell of a list of values: blank is undefined, a known word its value, anything else as written ('Invalid'). */
function listCell<T extends string>(value: string | undefined, read: (cell: string) => T | null): string | undefined {
  const cell = cellOrUndefined(value);
  return cell === undefined ? undefined : (read(cell) ?? cell);
}

function errorsOf(row: number, issues: readonly { message: string; path: readonly PropertyKey[] }[]): CensusError[] {
  return issues.map((issue) => ({
    row,
    column: CENSUS_FIELD_COLUMNS[String(issue.path[0]) as CensusField] ?? '',
    message: issue.message,
  }));
}

interface RowRead {
  result: CensusRowResult;
  /** The employee's key as the row gives it (null: none or not readable). */
  key: string | null;
  /** For duplicates: who the row is, by name and date of birth. */
  identity: string;
  /** The row says Employee (or Primary), whether or not it is valid. */
  isEmployeeRow: boolean;
}

/** The rules of a row, made once per file (a schema is costly to make, cheap to run). */
interface RowRules {
  employee: ReturnType<typeof employeeSchema>;
  dependent: ReturnType<typeof dependentSchema>;
}

function readRow(row: number, cells: Cells, rules: RowRules): RowRead {
  const relationship = listCell(cells.relationship, censusRelationship);
  const type = listCell(cells.member_tax_id_type, censusTaxIdType);
  const identity = [cells.first_name, cells.last_name, censusDate(cells.date_of_birth ?? '')]
    .map((part) => (part ?? '').trim().toLowerCase())
    .join('|');
  const person = {
    first_name: cells.first_name ?? '',
    middle_name: cells.middle_name ?? '',
    last_name: cells.last_name ?? '',
    date_of_birth: censusDate(cells.date_of_birth ?? ''),
    gender: listCell(cells.gender, censusGender),
  };

  if (relationship === 'Primary') {
    const parsed = rules.employee.safeParse({
      ...person,
      email: cells.email ?? '',
      phone: cells.phone ?? '',
      address_line_1: cells.address_line_1 ?? '',
      address_line_2: cells.address_line_2 ?? '',
      city: cells.city ?? '',
      state: listCell(cells.state, censusState),
      zip: cells.zip ?? '',
      member_tax_id_type: type,
      member_tax_id: cells.member_tax_id ?? '',
      hire_date: censusDate(cells.hire_date ?? ''),
      class: cells.class ?? '',
    });
    if (!parsed.success) {
      const errors = errorsOf(row, parsed.error.issues);
      return { result: { row, ok: false, errors }, key: keyOf(type, cells), identity, isEmployeeRow: true };
    }
    const employee = parsed.data;
    const key = memberTaxIdKey(employee.member_tax_id_type, employee.member_tax_id);
    const found: CensusPerson = { relationship: 'Primary', employee_key: key, employee };
    return { result: { row, ok: true, person: found }, key, identity, isEmployeeRow: true };
  }

  const errors: CensusError[] = [];
  const key = keyOf(type, cells);
  if (type === undefined) errors.push({ row, column: CENSUS_FIELD_COLUMNS.member_tax_id_type, message: MSG_REQUIRED });
  else if (type === 'none')
    errors.push({ row, column: CENSUS_FIELD_COLUMNS.member_tax_id_type, message: MSG_DEPENDENT_NEEDS_EMPLOYEE });
  else if (!isMemberTaxIdType(type))
    errors.push({ row, column: CENSUS_FIELD_COLUMNS.member_tax_id_type, message: MSG_INVALID });
  else {
    const taxId = checkMemberTaxId(type, cells.member_tax_id);
    if (!taxId.ok)
      errors.push(...taxId.messages.map((message) => ({ row, column: CENSUS_FIELD_COLUMNS.member_tax_id, message })));
  }
  const parsed = rules.dependent.safeParse({ ...person, relationship });
  if (!parsed.success) errors.push(...errorsOf(row, parsed.error.issues));
  if (errors.length > 0 || !parsed.success || key === null) {
    return { result: { row, ok: false, errors }, key, identity, isEmployeeRow: false };
  }
  const dependent = parsed.data;
  // employee_row is set once the file's employees are known (checkAcrossRows)
  const found: CensusPerson = { relationship: dependent.relationship, employee_key: key, employee_row: 0, dependent };
  return { result: { row, ok: true, person: found }, key, identity, isEmployeeRow: false };
}

function isMemberTaxIdType(value: string): value is MemberTaxIdType {
  return (MEMBER_TAX_ID_TYPES as readonly string[]).includes(value);
}

/** The employee key a row gives, when its type and number can be read. */
function keyOf(type: string | undefined, cells: Cells): string | null {
  if (type === undefined || !isMemberTaxIdType(type)) return null;
  const taxId = checkMemberTaxId(type, cells.member_tax_id);
  return taxId.ok ? memberTaxIdKey(type, taxId.value) : null;
}

function fail(read: RowRead, error: CensusError): void {
  const { result } = read;
  read.result = result.ok
    ? { row: result.row, ok: false, errors: [error] }
    : { ...result, errors: [...result.errors, error] };
}

/**
 * Checks a census file's rows (the first is the header). Blank rows are skipped (their numbers still count).
 * `options.today` is the reference date of the date-of-birth rules (default: today).
 */
export function validateCensusRows(
  rows: Iterable<readonly string[]>,
  options: ReferenceDateOptions = {},
): CensusValidation {
  const iterator = rows[Symbol.iterator]();
  const first = iterator.next();
  if (first.done === true) return { header_errors: [{ row: 1, column: '', message: MSG_EMPTY_FILE }], rows: [] };
  const header = readCensusHeader(first.value);
  if (header.errors.length > 0) return { header_errors: header.errors, rows: [] };

  // one reference date for the whole file, even one read across midnight
  const today = options.today ?? todayIsoDate();
  const rules: RowRules = { employee: employeeSchema({ today }), dependent: dependentSchema({ today }) };
  const reads: RowRead[] = [];
  let rowNumber = 1;
  for (let next = iterator.next(); next.done !== true; next = iterator.next()) {
    rowNumber += 1;
    const cells = next.value;
    if (isBlankRow(cells)) continue;
    const byField: Cells = {};
    let outside = false;
    cells.forEach((cell, index) => {
      const column = header.columns[index];
      if (column === undefined || column === null) outside ||= cell.trim() !== '';
      else byField[COLUMN_FIELDS[column]] = cell;
    });
    const read = readRow(rowNumber, byField, rules);
    if (outside) fail(read, { row: rowNumber, column: '', message: MSG_VALUES_OUTSIDE_COLUMNS });
    reads.push(read);
  }
  checkAcrossRows(reads);
  return { header_errors: [], rows: reads.map((read) => read.result) };
}

const COLUMN_FIELDS = Object.fromEntries(
  Object.entries(CENSUS_FIELD_COLUMNS).map(([field, column]) => [column, field]),
) as Record<CensusColumn, CensusField>;

/** People listed twice, dependents and their employees, one spouse per employee. */
function checkAcrossRows(reads: RowRead[]): void {
  const employees = new Map<string, RowRead>();
  const employeesWithoutKey = new Map<string, number>();
  for (const read of reads) {
    if (!read.isEmployeeRow) continue;
    if (read.key === null) {
      const seen = employeesWithoutKey.get(read.identity);
      if (seen === undefined) employeesWithoutKey.set(read.identity, read.result.row);
      else if (read.result.ok)
        fail(read, { row: read.result.row, column: 'First Name', message: duplicateOfRowMessage(seen) });
      continue;
    }
    const seen = employees.get(read.key);
    if (seen === undefined) employees.set(read.key, read);
    else
      fail(read, { row: read.result.row, column: 'Employee Tax ID', message: duplicateTaxIdMessage(seen.result.row) });
  }

  const dependentsSeen = new Map<string, number>();
  const spouses = new Set<string>();
  for (const read of reads) {
    const { result } = read;
    if (!result.ok || result.person.relationship === 'Primary') continue;
    const employee = employees.get(result.person.employee_key);
    if (employee === undefined) {
      fail(read, { row: result.row, column: 'Employee Tax ID', message: MSG_EMPLOYEE_NOT_IN_FILE });
      continue;
    }
    if (!employee.result.ok) {
      fail(read, {
        row: result.row,
        column: 'Employee Tax ID',
        message: employeeRowHasErrorsMessage(employee.result.row),
      });
      continue;
    }
    const identity = `${result.person.employee_key}|${read.identity}`;
    const seen = dependentsSeen.get(identity);
    if (seen !== undefined) {
      fail(read, { row: result.row, column: 'First Name', message: duplicateOfRowMessage(seen) });
      continue;
    }
    dependentsSeen.set(identity, result.row);
    if (result.person.relationship === 'Spouse') {
      if (spouses.has(result.person.employee_key)) {
        fail(read, { row: result.row, column: 'Relationship', message: MSG_ONE_SPOUSE });
        continue;
      }
      spouses.add(result.person.employee_key);
    }
    result.person.employee_row = employee.result.row;
  }
}

/** Every error of a census check, header first, then by row. */
export function censusErrors(validation: CensusValidation): CensusError[] {
  return [...validation.header_errors, ...validation.rows.flatMap((result) => (result.ok ? [] : result.errors))];
}
