// What the employer's enrolment tests share: the company admins' clients (Acme enrols itself; Harbor enrols by
// EDI), a new employee's fields, and reads of what the database holds.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { employeeResponseSchema, type EmployeeRecord } from '@dental/domain';
import type { TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../seed/demo-accounts.js';

export const EMPLOYEES = '/api/employer/v1/employees/';

/** A signed-in company admin's client (a demo user's password unless told). */
export async function hrOf(server: TestServer, email: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.hello();
  const response = await client.post('/api/token/', { email, password, account_type: 'employer' });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

/** The two demo companies' admins and Acme's id. */
export async function employerClients(server: TestServer) {
  const acme = await hrOf(server, DEMO_EMAILS.employer);
  const edi = await hrOf(server, DEMO_EMAILS.employerEdi);
  const [row] = (
    await server.db.execute<{ employer_id: number }>(sql`select eu.employer_id from employer_users eu
      join users u on u.id = eu.user_id where u.email = ${DEMO_EMAILS.employer}`)
  ).rows;
  return { acme, edi, acmeId: row!.employer_id };
}

let taken = 0;
/** A new employee's fields (a fresh SSN and email each call), hired on 2026-01-10 unless told. */
export function newEmployee(overrides: Record<string, unknown> = {}) {
  taken += 1;
  const n = String(taken).padStart(4, '0');
  return {
    first_name: 'Nora',
    last_name: `Newhire${n}`,
    date_of_birth: '1990-02-14',
    gender: 'female',
    email: `new-hire-${n}-${process.pid}@example.com`,
    phone: '',
    address_line_1: '12 Elm St',
    address_line_2: '',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    member_tax_id_type: 'ssn',
    member_tax_id: `321-54-${n}`,
    hire_date: '2026-01-10',
    class: '',
    ...overrides,
  };
}

export const SPOUSE = {
  relationship: 'Spouse',
  first_name: 'Sam',
  last_name: 'Newhire',
  date_of_birth: '1989-07-01',
  gender: 'male',
};
export const CHILD = {
  relationship: 'Dependent',
  first_name: 'Kim',
  last_name: 'Newhire',
  date_of_birth: '2012-03-09',
  gender: 'female',
};

/** Enrols an employee through the API (201) and answers them. */
export async function enrol(
  client: TestClient,
  employee: Record<string, unknown> = newEmployee(),
  dependents: Record<string, unknown>[] = [],
): Promise<EmployeeRecord> {
  const response = await client.post(EMPLOYEES, { employee, dependents });
  expect(response.statusCode, response.body).toBe(201);
  return employeeResponseSchema.parse(response.json()).data;
}

/** The employee as an answer of a write (200). */
export function employeeOf(response: { statusCode: number; body: string; json(): unknown }): EmployeeRecord {
  expect(response.statusCode, response.body).toBe(200);
  return employeeResponseSchema.parse(response.json()).data;
}

/** How many audit rows of `action` name `subjectId`. */
export async function auditCount(server: TestServer, action: string, subjectId: number): Promise<number> {
  const result = await server.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log
    where action = ${action} and subject_id = ${String(subjectId)}`);
  return result.rows[0]!.n;
}

/** Each patient's newest benefit from the company, in the employee's household (Primary first). */
export async function covers(server: TestServer, employeeId: number) {
  const result = await server.db.execute<{
    patient_id: number;
    relationship: string;
    start_date: string;
    end_date: string | null;
    plan_id: number | null;
  }>(sql`select p.id as patient_id, p.relationship, b.start_date::text as start_date, b.end_date::text as end_date,
      b.plan_id
    from employees e join patients p on p.household_id = e.household_id
    join lateral (select * from benefits b where b.patient_id = p.id and b.employer_id = e.employer_id
      order by b.start_date desc, b.id desc limit 1) b on true
    where e.id = ${employeeId} order by p.relationship <> 'Primary', p.id`);
  return result.rows;
}

/** A count of rows in a table (nothing written on a refusal). */
export async function rowsIn(server: TestServer, table: 'patients' | 'employees' | 'benefits' | 'households') {
  return (await server.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;
}
