// Issue 27 item 4: POST employer/v1/census/check/ on the real app (demo world): every rule of a row reaches the
// report with its row and column, header errors come alone and first, the file is refused when it is not a CSV,
// too big or has an open quote, an EDI company is refused, and nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CENSUS_COLUMNS,
  MSG_DEPENDENT_AGED_OUT,
  MSG_DEPENDENT_NEEDS_EMPLOYEE,
  MSG_DUPLICATE_COLUMN,
  MSG_EDI_MANAGED,
  MSG_EMPLOYEE_NOT_IN_FILE,
  MSG_EMPTY_FILE,
  MSG_HIRE_DATE_BEFORE_BIRTH,
  MSG_INVALID_PHONE,
  MSG_INVALID_TAX_ID,
  MSG_INVALID_ZIP,
  MSG_MIN_AGE,
  MSG_MISSING_COLUMN,
  MSG_NOT_CSV,
  MSG_ONE_SPOUSE,
  MSG_TAX_ID_NOT_EXPECTED,
  MSG_UNKNOWN_COLUMN,
  MSG_VALUES_OUTSIDE_COLUMNS,
  censusCheckResponseSchema,
  censusTemplateCsv,
  duplicateTaxIdMessage,
  employeeRowHasErrorsMessage,
  unclosedQuoteMessage,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import {
  CENSUS_CHECK,
  censusCsv,
  censusForm,
  companyAdmin,
  companyCounts,
  companyOf,
  dependent,
  employee,
} from './census.test-support.js';

describe('the census check (issue 27 item 4)', () => {
  let server: TestServer;
  let acme: TestClient;
  let acmeId: number;

  const check = async (content: string, client = acme) => {
    const response = await client.upload(CENSUS_CHECK, censusForm(content));
    expect(response.statusCode, response.body).toBe(200);
    return censusCheckResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    acme = await companyAdmin(server, DEMO_EMAILS.employer);
    acmeId = await companyOf(server, DEMO_EMAILS.employer);
  });
  afterAll(() => server.close());

  it('answers every rule of a row with its row and column, by row, and saves nothing', async () => {
    const before = await companyCounts(server, acmeId);
    const alice = employee(1);
    const broken = employee(2, {
      'First Name': '',
      Gender: 'Robot',
      Email: 'not-an-email',
      Phone: '555',
      Zip: '12',
    });
    const people = [
      alice, // row 2
      broken, // row 3
      employee(4, { 'Date of Birth': '2019-03-01', 'Employee Tax ID': '12345' }), // row 4
      employee(5, { 'Date of Birth': '1990-01-01', 'Hire Date': '1985-01-01' }), // row 5
      dependent(alice, 'Dependent', 'Grown', '1990-01-01'), // row 6
      dependent(alice, 'Spouse', 'Sam', '1987-01-01'), // row 7
      dependent(alice, 'Spouse', 'Pat', '1986-01-01'), // row 8
      employee(1, { 'First Name': 'Bob' }), // row 9
      dependent(employee(77), 'Dependent', 'Orphan', '2015-01-01'), // row 10
      { ...dependent(alice, 'Dependent', 'Nobody', '2015-01-01'), 'Employee Tax ID Type': 'None' }, // row 11
      employee(12, { 'Employee Tax ID Type': 'None', 'Employee Tax ID': '123456789' }), // row 12
      dependent(broken, 'Dependent', 'Kid', '2015-01-01'), // row 13
      {}, // row 14: blank, skipped, counted
    ];
    // row 15: a value to the right of the last column
    const content = `${censusCsv(people)}${censusCsv([employee(15)]).split('\r\n')[1]},extra\r\n`;
    const report = await check(content);

    expect(report.rows).toBe(13);
    expect(report.valid_rows).toBe(2); // Alice and her spouse Sam
    const at = (row: number, column: string, message: string) => ({ row, column, message });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        at(3, 'First Name', 'Required'),
        at(3, 'Gender', 'Invalid'),
        at(3, 'Email', 'Not a valid email'),
        at(3, 'Phone', MSG_INVALID_PHONE),
        at(3, 'Zip', MSG_INVALID_ZIP),
        at(4, 'Date of Birth', MSG_MIN_AGE),
        at(4, 'Employee Tax ID', MSG_INVALID_TAX_ID),
        at(5, 'Hire Date', MSG_HIRE_DATE_BEFORE_BIRTH),
        at(6, 'Relationship', MSG_DEPENDENT_AGED_OUT),
        at(8, 'Relationship', MSG_ONE_SPOUSE),
        at(9, 'Employee Tax ID', duplicateTaxIdMessage(2)),
        at(10, 'Employee Tax ID', MSG_EMPLOYEE_NOT_IN_FILE),
        at(11, 'Employee Tax ID Type', MSG_DEPENDENT_NEEDS_EMPLOYEE),
        at(12, 'Employee Tax ID', MSG_TAX_ID_NOT_EXPECTED),
        at(13, 'Employee Tax ID', employeeRowHasErrorsMessage(3)),
        at(15, '', MSG_VALUES_OUTSIDE_COLUMNS),
      ]),
    );
    expect(report.errors).toHaveLength(16);
    const rows = report.errors.map((error) => error.row);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    expect(rows).not.toContain(2);
    expect(rows).not.toContain(7);
    expect(await companyCounts(server, acmeId)).toEqual(before);
  });

  it('answers header errors alone, each once, before any row is read', async () => {
    const header: string[] = [...CENSUS_COLUMNS.filter((column) => column !== 'Gender'), 'Favourite Colour', 'City'];
    const report = await check(censusCsv([employee(1), employee(2, { 'First Name': '' })], header));
    expect(report).toEqual({
      rows: 2,
      valid_rows: 0,
      errors: [
        { row: 1, column: 'Favourite Colour', message: MSG_UNKNOWN_COLUMN },
        { row: 1, column: 'City', message: MSG_DUPLICATE_COLUMN },
        { row: 1, column: 'Gender', message: MSG_MISSING_COLUMN },
      ],
    });
    expect(await check('\r\n\r\n')).toEqual({
      rows: 0,
      valid_rows: 0,
      errors: [{ row: 1, column: '', message: MSG_EMPTY_FILE }],
    });
    // The template alone: nothing to import, nothing wrong.
    expect(await check(censusCsv([]))).toEqual({ rows: 0, valid_rows: 0, errors: [] });
  });

  it('reads quoted commas and quotes, a BOM and MM/DD/YYYY dates as a spreadsheet writes them', async () => {
    const quoted = employee(21, { 'Address Line 1': '12 Elm St, Apt 4', 'Address Line 2': 'Unit "B"' });
    const report = await check(`\uFEFF${censusCsv([quoted, dependent(quoted, 'dependent', 'Kid', '9/30/2015')])}`);
    expect(report).toEqual({ rows: 2, valid_rows: 2, errors: [] });
  });

  it('refuses a file that is not a CSV, has an open quote, or is too big', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    let response = await acme.upload(CENSUS_CHECK, censusForm(png, 'census.csv'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { file: MSG_NOT_CSV } });

    response = await acme.upload(CENSUS_CHECK, censusForm(`${censusCsv([employee(1)])}"SSN,123\r\n`));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { file: unclosedQuoteMessage(3) } });

    const big = censusCsv([employee(1)]).repeat(Math.ceil((5 * 1024 * 1024) / censusCsv([employee(1)]).length) + 1);
    response = await acme.upload(CENSUS_CHECK, censusForm(big));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toContain('Sorry, that file is too big.');
  });

  it('downloads the template: the header row the check reads without an error', async () => {
    const response = await acme.get('/api/employer/v1/census/template.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="census-template.csv"');
    expect(response.body).toBe(censusTemplateCsv());
    expect(await check(response.body)).toEqual({ rows: 0, valid_rows: 0, errors: [] });
  });

  it('refuses a company that enrols by EDI', async () => {
    const edi = await companyAdmin(server, DEMO_EMAILS.employerEdi);
    const response = await edi.upload(CENSUS_CHECK, censusForm(censusCsv([employee(1)])));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: MSG_EDI_MANAGED });
  });
});
