import { describe, expect, it } from 'vitest';
import {
  MSG_DATE_OF_BIRTH_IN_FUTURE,
  MSG_INVALID_DATE,
  MSG_INVALID_EMAIL,
  MSG_INVALID_TAX_ID,
  MSG_INVALID_ZIP,
  MSG_MIN_AGE,
} from '../validation/messages.js';
import { CENSUS_COLUMNS, type CensusColumn, censusTemplateCsv } from './census-columns.js';
import {
  MSG_DEPENDENT_NEEDS_EMPLOYEE,
  MSG_EMPLOYEE_NOT_IN_FILE,
  MSG_EMPTY_FILE,
  MSG_VALUES_OUTSIDE_COLUMNS,
  type CensusValidation,
  censusErrors,
  validateCensusRows,
} from './census.js';
import { MSG_DUPLICATE_COLUMN, MSG_MISSING_COLUMN, MSG_UNKNOWN_COLUMN } from './census-header.js';
import { createCsvReader, parseCsv } from './csv.js';
import { MSG_DEPENDENT_AGED_OUT, MSG_ONE_SPOUSE } from './people.js';

const today = '2026-06-15';
type Person = Partial<Record<CensusColumn, string>>;

const employee: Person = {
  'Employee Tax ID Type': 'SSN',
  'Employee Tax ID': '123-45-6789',
  Relationship: 'Employee',
  'First Name': 'Alice',
  'Last Name': 'Moreno',
  'Date of Birth': '04/02/1988',
  Gender: 'Female',
  Email: 'alice@example.com',
  Phone: '5551234567',
  'Address Line 1': '12 Elm St',
  City: 'Albany',
  State: 'New York',
  Zip: '12207',
  'Hire Date': '2026-05-18',
  Class: 'Full-time',
};
const spouse: Person = {
  'Employee Tax ID Type': 'ssn',
  'Employee Tax ID': '123456789',
  Relationship: 'Spouse',
  'First Name': 'Sam',
  'Last Name': 'Moreno',
  'Date of Birth': '1987-01-01',
  Gender: 'male',
};
const child: Person = { ...spouse, Relationship: 'Dependent', 'First Name': 'Leo', 'Date of Birth': '2015-09-30' };

function row(person: Person): string[] {
  return CENSUS_COLUMNS.map((column) => person[column] ?? '');
}

function check(...people: Person[]): CensusValidation {
  return validateCensusRows([[...CENSUS_COLUMNS], ...people.map(row)], { today });
}

describe('the census template', () => {
  it('is the header row, in order, with a BOM, read back by the parser', () => {
    const csv = censusTemplateCsv();
    expect(csv.startsWith('\uFEFFEmployee Tax ID Type,Employee Tax ID,Relationship,First Name,')).toBe(true);
    expect(csv.endsWith('Hire Date,Class\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([CENSUS_COLUMNS]);
    expect(validateCensusRows(parseCsv(csv))).toEqual({ header_errors: [], rows: [] });
  });
});

describe('validateCensusRows: the header', () => {
  it('reports an empty file', () => {
    expect(validateCensusRows([])).toEqual({
      header_errors: [{ row: 1, column: '', message: MSG_EMPTY_FILE }],
      rows: [],
    });
  });

  it('reports each missing, unknown or repeated column once, and reads no row', () => {
    const header = CENSUS_COLUMNS.filter((c) => c !== 'Zip' && c !== 'Hire Date' && c !== 'Middle Name');
    const result = validateCensusRows([[...header, 'Shoe Size', 'city'], row(employee), row(employee)]);
    expect(result).toEqual({
      header_errors: [
        { row: 1, column: 'Shoe Size', message: MSG_UNKNOWN_COLUMN },
        { row: 1, column: 'City', message: MSG_DUPLICATE_COLUMN },
        { row: 1, column: 'Zip', message: MSG_MISSING_COLUMN },
        { row: 1, column: 'Hire Date', message: MSG_MISSING_COLUMN },
      ],
      rows: [],
    });
  });

  it('takes the columns in any order and any case, optional ones left out', () => {
    const header = [...CENSUS_COLUMNS].reverse().filter((c) => c !== 'Class' && c !== 'Email');
    const cells = header.map((c) => employee[c] ?? '');
    const result = validateCensusRows([header.map((c) => ` ${c.toUpperCase()} `), cells], { today });
    expect(result.header_errors).toEqual([]);
    expect(result.rows).toMatchObject([
      { row: 2, ok: true, person: { employee: { email: null, class: null, zip: '12207', state: 'NY' } } },
    ]);
  });
});

describe('validateCensusRows: rows', () => {
  it('reads an employee and their dependents, linked by the tax id', () => {
    const result = check(employee, spouse, child);
    expect(censusErrors(result)).toEqual([]);
    expect(result.rows).toEqual([
      {
        row: 2,
        ok: true,
        person: {
          relationship: 'Primary',
          employee_key: 'ssn:123456789',
          employee: {
            first_name: 'Alice',
            middle_name: null,
            last_name: 'Moreno',
            date_of_birth: '1988-04-02',
            gender: 'female',
            email: 'alice@example.com',
            phone: '5551234567',
            address_line_1: '12 Elm St',
            address_line_2: null,
            city: 'Albany',
            state: 'NY',
            zip: '12207',
            member_tax_id_type: 'ssn',
            member_tax_id: '123456789',
            hire_date: '2026-05-18',
            class: 'Full-time',
          },
        },
      },
      {
        row: 3,
        ok: true,
        person: {
          relationship: 'Spouse',
          employee_key: 'ssn:123456789',
          employee_row: 2,
          dependent: {
            relationship: 'Spouse',
            first_name: 'Sam',
            middle_name: null,
            last_name: 'Moreno',
            date_of_birth: '1987-01-01',
            gender: 'male',
          },
        },
      },
      {
        row: 4,
        ok: true,
        person: expect.objectContaining({ relationship: 'Dependent', employee_row: 2 }),
      },
    ]);
  });

  it('links by an employer-assigned id; a dependent may come before the employee', () => {
    const byId = { 'Employee Tax ID Type': 'Employer-Assigned ID', 'Employee Tax ID': 'E-77' };
    const result = check({ ...child, ...byId }, { ...employee, ...byId });
    expect(censusErrors(result)).toEqual([]);
    expect(result.rows[0]).toMatchObject({
      row: 2,
      ok: true,
      person: { employee_key: 'employee:E-77', employee_row: 3 },
    });
  });

  it('says each field error with its row and column, in spec words', () => {
    const result = check(
      { ...employee, 'Employee Tax ID': '12345678', Email: 'alice@', Zip: '1220', 'Date of Birth': '13/45/1988' },
      { ...employee, 'Employee Tax ID': '987654321', 'Date of Birth': '2010-01-01', 'First Name': '' },
    );
    expect(censusErrors(result)).toEqual([
      { row: 2, column: 'Date of Birth', message: MSG_INVALID_DATE },
      { row: 2, column: 'Email', message: MSG_INVALID_EMAIL },
      { row: 2, column: 'Zip', message: MSG_INVALID_ZIP },
      { row: 2, column: 'Employee Tax ID', message: MSG_INVALID_TAX_ID },
      { row: 3, column: 'First Name', message: 'Required' },
      { row: 3, column: 'Date of Birth', message: MSG_MIN_AGE },
    ]);
    expect(censusErrors(check({ ...employee, 'Date of Birth': '2010-01-01' }))).toEqual([
      { row: 2, column: 'Date of Birth', message: MSG_MIN_AGE },
    ]);
  });

  it('says unknown words in list columns as Invalid, blank ones as Required', () => {
    expect(censusErrors(check({ ...employee, Gender: 'X', State: 'Atlantis', Relationship: 'Employee' }))).toEqual([
      { row: 2, column: 'Gender', message: 'Invalid' },
      { row: 2, column: 'State', message: 'Invalid' },
    ]);
    expect(censusErrors(check(employee, { ...child, Relationship: '' }, { ...child, Relationship: 'Cousin' }))).toEqual(
      [
        { row: 3, column: 'Relationship', message: 'Required' },
        { row: 4, column: 'Relationship', message: 'Invalid' },
      ],
    );
  });

  it('checks dependents: their employee id, age and dates', () => {
    const result = check(
      employee,
      { ...child, 'Employee Tax ID Type': 'None', 'Employee Tax ID': '' },
      { ...child, 'Date of Birth': '2000-05-31' },
      { ...child, 'Date of Birth': '2026-07-01' },
      { ...spouse, 'Date of Birth': '2010-01-01' },
    );
    expect(censusErrors(result)).toEqual([
      { row: 3, column: 'Employee Tax ID Type', message: MSG_DEPENDENT_NEEDS_EMPLOYEE },
      { row: 4, column: 'Relationship', message: MSG_DEPENDENT_AGED_OUT },
      { row: 5, column: 'Date of Birth', message: MSG_DATE_OF_BIRTH_IN_FUTURE },
      { row: 6, column: 'Date of Birth', message: MSG_MIN_AGE },
    ]);
  });
});

describe('validateCensusRows: across the file', () => {
  it('reports dependents whose employee is missing or has errors', () => {
    const result = check({ ...employee, Zip: '' }, child, { ...child, 'Employee Tax ID': '111-22-3333' });
    expect(censusErrors(result)).toEqual([
      { row: 2, column: 'Zip', message: 'Required' },
      { row: 3, column: 'Employee Tax ID', message: 'The employee on row 2 has errors' },
      { row: 4, column: 'Employee Tax ID', message: MSG_EMPLOYEE_NOT_IN_FILE },
    ]);
  });

  it('reports people listed twice, and a second spouse on its relationship', () => {
    const result = check(
      employee,
      spouse,
      { ...child, 'First Name': ' leo ' },
      child,
      { ...spouse, 'First Name': 'Kim' },
      { ...employee, 'Employee Tax ID': '123456789', 'First Name': 'Alicia' },
      { ...employee, 'Employee Tax ID Type': 'None', 'Employee Tax ID': '' },
      { ...employee, 'Employee Tax ID Type': 'None', 'Employee Tax ID': '' },
    );
    expect(censusErrors(result)).toEqual([
      { row: 5, column: 'First Name', message: 'Same person as row 4' },
      { row: 6, column: 'Relationship', message: MSG_ONE_SPOUSE },
      { row: 7, column: 'Employee Tax ID', message: 'Same tax id or employee id as row 2' },
      { row: 9, column: 'First Name', message: 'Same person as row 8' },
    ]);
    expect(result.rows.filter((r) => r.ok).map((r) => r.row)).toEqual([2, 3, 4, 8]);
  });

  it('skips blank rows (their numbers count) and reports values outside the columns', () => {
    const result = validateCensusRows([[...CENSUS_COLUMNS], [''], row(employee), [...row(spouse), 'extra']], { today });
    expect(result.rows.map((r) => r.row)).toEqual([3, 4]);
    expect(censusErrors(result)).toEqual([{ row: 4, column: '', message: MSG_VALUES_OUTSIDE_COLUMNS }]);
  });

  it('numbers rows as a spreadsheet does: a quoted line break stays in its row', () => {
    const text = [
      CENSUS_COLUMNS.join(','),
      row({ ...employee, 'Address Line 1': '"12 Elm St\nBuilding B"' }).join(','),
      row({ ...child, 'Date of Birth': '2026-13-01' }).join(','),
    ].join('\r\n');
    // an address line takes no line break (spec §5 text rule: 'Invalid'), and the next person is row 3
    expect(censusErrors(validateCensusRows(parseCsv(text), { today }))).toEqual([
      { row: 2, column: 'Address Line 1', message: 'Invalid' },
      { row: 3, column: 'Date of Birth', message: MSG_INVALID_DATE },
    ]);
  });

  it('checks 10,000 rows (5,000 households) of one file', () => {
    const rows: string[][] = [[...CENSUS_COLUMNS]];
    for (let i = 0; i < 5000; i += 1) {
      const id = { 'Employee Tax ID': String(200_000_000 + i) };
      rows.push(row({ ...employee, ...id }), row({ ...child, ...id }));
    }
    const result = validateCensusRows(rows, { today });
    expect(censusErrors(result)).toEqual([]);
    expect(result.rows).toHaveLength(10_000);
    expect(result.rows[9_999]).toMatchObject({
      row: 10_001,
      person: { employee_key: 'ssn:200004999', employee_row: 10_000 },
    });
  });

  it('reads a streamed 300-household file of 900 rows', () => {
    const lines = [CENSUS_COLUMNS.join(',')];
    for (let i = 0; i < 300; i += 1) {
      const ssn = String(100_000_000 + i);
      const id = { 'Employee Tax ID': ssn };
      lines.push(row({ ...employee, ...id, 'First Name': `Emp${i}`, Email: `e${i}@example.com` }).join(','));
      lines.push(row({ ...spouse, ...id }).join(','));
      lines.push(row({ ...child, ...id }).join(','));
    }
    const reader = createCsvReader();
    const text = lines.join('\r\n');
    const rows: string[][] = [];
    for (let i = 0; i < text.length; i += 1000) rows.push(...reader.push(text.slice(i, i + 1000)));
    rows.push(...reader.end());
    const result = validateCensusRows(rows, { today });
    expect(censusErrors(result)).toEqual([]);
    expect(result.rows).toHaveLength(900);
    expect(result.rows[899]).toMatchObject({ row: 901, person: { employee_key: 'ssn:100000299', employee_row: 899 } });
  });
});
