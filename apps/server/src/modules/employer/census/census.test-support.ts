// Issue 27 item 4: census files for the check and import tests, built from people as a spreadsheet lists them, and
// the company admins of the demo world signed in.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { CENSUS_COLUMNS, toCsv, type CensusColumn } from '@dental/domain';
import type { TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { fileForm } from '../../../testing/multipart.js';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts.js';

export const CENSUS_CHECK = '/api/employer/v1/census/check/';
export const CENSUS_IMPORT = '/api/employer/v1/census/';

/** One row of a census file, by column. */
export type Person = Partial<Record<CensusColumn, string>>;

/** An employee with an SSN ending in `n` (4 digits), hired in January 2026. */
export function employee(n: number, fields: Person = {}): Person {
  return {
    'Employee Tax ID Type': 'SSN',
    'Employee Tax ID': `123-45-${String(n).padStart(4, '0')}`,
    Relationship: 'Employee',
    'First Name': `Alice${n}`,
    'Last Name': 'Census',
    'Date of Birth': '04/02/1988',
    Gender: 'Female',
    Email: `alice${n}@example.com`,
    Phone: '5551234567',
    'Address Line 1': '12 Elm St',
    City: 'Albany',
    State: 'New York',
    Zip: '12207',
    'Hire Date': '2026-01-15',
    Class: 'Full-time',
    ...fields,
  };
}

/** A dependent of `of` (an employee row): their tax id type and number repeated. */
export function dependent(of: Person, relationship: string, firstName: string, dateOfBirth: string): Person {
  return {
    'Employee Tax ID Type': of['Employee Tax ID Type'] ?? '',
    'Employee Tax ID': of['Employee Tax ID'] ?? '',
    Relationship: relationship,
    'First Name': firstName,
    'Last Name': of['Last Name'] ?? '',
    'Date of Birth': dateOfBirth,
    Gender: 'Male',
  };
}

/** A census file of these people under the template's header. */
export function censusCsv(people: readonly Person[], header: readonly string[] = CENSUS_COLUMNS): string {
  return toCsv([header, ...people.map((person) => header.map((column) => person[column as CensusColumn] ?? ''))]);
}

/** The form that uploads a census file. */
export function censusForm(content: string | Uint8Array, filename = 'census.csv') {
  return fileForm(filename, content);
}

/** A company admin of the demo world, signed in to the employer portal. */
export async function companyAdmin(server: TestServer, email: string): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.hello('employer');
  const response = await client.post('/api/token/', { email, password: DEMO_PASSWORD, account_type: 'employer' });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

/** The company an admin acts for. */
export async function companyOf(server: TestServer, email: string): Promise<number> {
  const result = await server.db.execute<{ employer_id: number }>(sql`select eu.employer_id from employer_users eu
    join users u on u.id = eu.user_id where u.email = ${email}`);
  return result.rows[0]!.employer_id;
}

/** How many employees, patients and employer benefits a company has: what an import may change. */
export async function companyCounts(server: TestServer, companyId: number) {
  const result = await server.db.execute<{ employees: number; patients: number; benefits: number }>(sql`select
    (select count(*)::int from employees where employer_id = ${companyId}) as employees,
    (select count(*)::int from patients p join households h on h.id = p.household_id
      where h.employer_id = ${companyId}) as patients,
    (select count(*)::int from benefits where employer_id = ${companyId}) as benefits`);
  return result.rows[0]!;
}
