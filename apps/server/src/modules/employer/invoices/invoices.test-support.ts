// Issue 27 item 6: a small company of known people for the invoice tests. Harbor (the demo EDI company, verified
// bank, no employees in the demo world) is given three employees by SQL, as an 834 would have enrolled them:
//   Ana Rivera with her spouse, covered from 2030-01-01;
//   Ben Ortiz, covered from 2030-02-01 (joined in January);
//   Cara Lee, covered from 2029-06-01 and ended on 2030-02-10 (after February's 1st).
// The demo offering bills $45.00 a member; from 2030-03-01 the company-wide price is $50.00. So:
//   January 2030: Ana 2 x $45 + Cara 1 x $45 = $135.00 (3 members, 2 employees);
//   February 2030: Ana $90 + Ben $45 + Cara $45 = $180.00 (4 members, 3 employees);
//   March 2030: Ana 2 x $50 + Ben $50 = $150.00 (3 members, 2 employees).
import { sql } from 'drizzle-orm';
import type { TestServer } from '../../../testing/test-server.js';
import { runInvoiceMonth } from './invoice-jobs.js';

export const INVOICES = '/api/employer/v1/invoices/';
export const invoicePath = (id: number) => `${INVOICES}${id}/`;
export const invoicePdfPath = (id: number) => `${INVOICES}${id}/invoice.pdf`;
export const paymentsPath = (id: number) => `${INVOICES}${id}/payments/`;

interface Person {
  relationship: 'Primary' | 'Spouse';
  first: string;
  last: string;
  dob: string;
  start: string;
  end: string | null;
}

const FAMILIES: Person[][] = [
  [
    { relationship: 'Primary', first: 'Ana', last: 'Rivera', dob: '1984-03-02', start: '2030-01-01', end: null },
    { relationship: 'Spouse', first: 'Luis', last: 'Rivera', dob: '1983-07-19', start: '2030-01-01', end: null },
  ],
  [{ relationship: 'Primary', first: 'Ben', last: 'Ortiz', dob: '1990-11-11', start: '2030-02-01', end: null }],
  [{ relationship: 'Primary', first: 'Cara', last: 'Lee', dob: '1979-05-30', start: '2029-06-01', end: '2030-02-10' }],
];

/** Nine-digit member ids no patient has. */
async function freeMemberIds(server: TestServer, count: number): Promise<string[]> {
  const result = await server.db.execute<{ id: string }>(sql`select lpad(x::text, 9, '0') as id
    from generate_series(100000001, 100005000) x
    where lpad(x::text, 9, '0') not in (select member_id from patients) order by x limit ${count}`);
  return result.rows.map((row) => row.id);
}

/** Enrols the three families in the company, and its $50.00 price from March 2030; answers the employee ids. */
export async function enrolInvoiceFamilies(server: TestServer, companyId: number): Promise<number[]> {
  const ids = await freeMemberIds(server, 4);
  const planId = (
    await server.db.execute<{ plan_id: number }>(sql`select plan_id from employers where id = ${companyId}`)
  ).rows[0]!.plan_id;
  await server.db.execute(sql`insert into employer_plan_offerings (employer_id, employee_class, plan_id,
    monthly_price_cents, effective_date) values (${companyId}, null, ${planId}, 5000, '2030-03-01')`);
  const employees: number[] = [];
  for (const [index, family] of FAMILIES.entries()) {
    const household = (
      await server.db.execute<{ id: number }>(sql`insert into households (employer_id, address_line_1, city, state, zip)
        values (${companyId}, '1 Dock St', 'Houston', 'TX', '77002') returning id`)
    ).rows[0]!.id;
    let primaryId = 0;
    for (const person of family) {
      const patient = (
        await server.db.execute<{ id: number }>(sql`insert into patients (household_id, relationship, first_name,
            last_name, date_of_birth, member_id)
          values (${household}, ${person.relationship}, ${person.first}, ${person.last}, ${person.dob},
            ${ids.shift() ?? ''}) returning id`)
      ).rows[0]!.id;
      if (person.relationship === 'Primary') primaryId = patient;
      await server.db.execute(sql`insert into benefits (patient_id, benefit_type, plan_id, employer_id, start_date,
        end_date) values (${patient}, 'employer', ${planId}, ${companyId}, ${person.start}, ${person.end})`);
    }
    const employee = (
      await server.db.execute<{ id: number }>(sql`insert into employees (employer_id, household_id, patient_id,
          hire_date, employee_number)
        values (${companyId}, ${household}, ${primaryId}, '2029-05-15', ${`INV-${index + 1}`}) returning id`)
    ).rows[0]!.id;
    employees.push(employee);
  }
  return employees;
}

/** The company's invoices: month, total, members, employees and status, by month. */
export async function invoicesOf(server: TestServer, companyId: number) {
  const result = await server.db.execute<{
    id: number;
    month: string;
    total_cents: number;
    member_count: number;
    employee_count: number;
    status: string;
  }>(sql`select id, month, total_cents, member_count, employee_count, status from invoices
    where employer_id = ${companyId} order by month`);
  return result.rows;
}

/** Sets the company's bank status (the bank verification is another module's: decision 0061). */
export async function setBankStatus(server: TestServer, companyId: number, status: string): Promise<void> {
  await server.db.execute(sql`update employers set bank_status = ${status}::bank_status where id = ${companyId}`);
}

/** Runs the company's invoice of `month` ('2030-02') as the monthly job would; answers its id (null: none due). */
export function invoiceMonth(server: TestServer, companyId: number, month: string): Promise<number | null> {
  return runInvoiceMonth(server.db, companyId, month);
}
