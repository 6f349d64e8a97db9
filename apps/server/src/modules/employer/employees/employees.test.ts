// Issue 27 items 1, 3 and 8 on the real app (demo world): the company profile, the employees list with its
// search, filters and paging, one employee with their dependents and cover, the reads audited, and another
// company's employee a 404 (the tenancy harness's case).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDaysIso,
  companyProfileResponseSchema,
  employeeResponseSchema,
  employeesResponseSchema,
  type EmployeeSummary,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { tenancyCase } from '../../../testing/tenancy-case.js';
import { isoDay } from '../../../platform/dates.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../seed/demo-accounts.js';

const EMPLOYEES = '/api/employer/v1/employees/';

async function hrOf(server: TestServer, email: string): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.hello();
  const response = await client.post('/api/token/', { email, password: DEMO_PASSWORD, account_type: 'employer' });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

describe('the employer’s company and employees (issue 27)', () => {
  let server: TestServer;
  let acme: TestClient;
  let edi: TestClient;
  let acmeId: number;
  /** employee@example.com's employee id at Acme, and their patient id. */
  let employee: { id: number; patient_id: number; last_name: string };
  const today = isoDay(new Date());

  const list = async (query = '', client = acme) => {
    const response = await client.get(`${EMPLOYEES}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return employeesResponseSchema.parse(response.json());
  };
  const count = async (where: string) =>
    (
      await server.db.execute<{ n: number }>(
        sql.raw(`select count(*)::int as n from employees e join patients p on p.id = e.patient_id
          where e.employer_id = ${acmeId} and ${where}`),
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    acme = await hrOf(server, DEMO_EMAILS.employer);
    edi = await hrOf(server, DEMO_EMAILS.employerEdi);
    const [row] = (
      await server.db.execute<{ id: number; patient_id: number; last_name: string; employer_id: number }>(sql`
        select e.id, e.patient_id, p.last_name, e.employer_id from employees e join patients p on p.id = e.patient_id
        join users u on u.id = p.user_id where u.email = ${DEMO_EMAILS.employee}`)
    ).rows;
    employee = { id: row!.id, patient_id: row!.patient_id, last_name: row!.last_name };
    acmeId = row!.employer_id;
  });
  afterAll(() => server.close());

  it('answers the company profile with the tax id as its kind and last four, and whether it enrols by EDI', async () => {
    const response = await acme.get('/api/employer/v1/company/');
    expect(response.statusCode, response.body).toBe(200);
    expect(companyProfileResponseSchema.parse(response.json()).data).toMatchObject({
      id: acmeId,
      legal_name: 'Acme Logistics Inc.',
      tax_id_kind: 'EIN',
      tax_id_last4: '4567',
      uses_edi: false,
      bank_status: 'verified',
      contacts: [],
    });
    expect(response.body).not.toContain('741234567');
    const theirs = companyProfileResponseSchema.parse((await edi.get('/api/employer/v1/company/')).json()).data;
    expect(theirs).toMatchObject({ legal_name: 'Harbor Freightways LLC', uses_edi: true });
  });

  it('lists every employee of the company by last name, paged, with the count of all', async () => {
    const total = await count('true');
    expect(total).toBeGreaterThan(3);
    const first = await list('page_size=2');
    expect(first.meta).toEqual({ page: 1, page_size: 2, total });
    const everyone = await list('page_size=100');
    const names = everyone.data.map((e) => e.last_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(everyone.data.slice(0, 2)).toEqual(first.data);
    expect((await list('page=999')).data).toEqual([]);
    expect((await list('', edi)).meta.total).toBe(0);
  });

  it('finds an employee by any part of the name or the tax id’s last four, and filters by status, plan and class', async () => {
    const found = await list(`q=${encodeURIComponent(employee.last_name.slice(1, 4).toUpperCase())}`);
    expect(found.data.map((e) => e.id)).toContain(employee.id);
    const mine = found.data.find((e) => e.id === employee.id) as EmployeeSummary;
    expect(mine).toMatchObject({ status: 'active', end_date: null, can_reinstate: false });
    expect(mine.plan_name).not.toBeNull();
    if (mine.member_tax_id_type === 'ssn' || mine.member_tax_id_type === 'itin') {
      expect(mine.member_tax_id_display).toMatch(/^•••••[0-9]{4}$/);
      const last4 = mine.member_tax_id_display!.slice(-4);
      expect((await list(`q=${last4}`)).data.map((e) => e.id)).toContain(employee.id);
    }
    expect((await list(`plan_id=${mine.plan_id}&page_size=100`)).meta.total).toBe(
      await count(
        `exists (select 1 from benefits b where b.patient_id = e.patient_id and b.plan_id = ${mine.plan_id})`,
      ),
    );
    expect((await list('q=%25')).meta.total).toBe(0);
    // A class, and the statuses from the cover's dates.
    await server.db.execute(sql`update employees set employee_class = 'Drivers' where id = ${employee.id}`);
    expect((await list('class=drivers')).data.map((e) => e.id)).toEqual([employee.id]);
    const active = (await list('status=active')).meta.total;
    expect(active + (await list('status=pending')).meta.total + (await list('status=ended')).meta.total).toBe(
      (await list()).meta.total,
    );
  });

  it('says ended after the end date, and whether it can still be reinstated (30 days)', async () => {
    const setEnd = (end: string | null) =>
      server.db.execute(sql`update benefits set end_date = ${end}::date
        where patient_id = ${employee.patient_id} and employer_id = ${acmeId}`);
    try {
      await setEnd(addDaysIso(today, -1));
      let mine = (await list('status=ended&page_size=100')).data.find((e) => e.id === employee.id);
      expect(mine).toMatchObject({ status: 'ended', end_date: addDaysIso(today, -1), can_reinstate: true });
      await setEnd(addDaysIso(today, -31));
      mine = (await list('status=ended&page_size=100')).data.find((e) => e.id === employee.id);
      expect(mine).toMatchObject({ status: 'ended', can_reinstate: false });
    } finally {
      await setEnd(null);
    }
  });

  it('opens an employee with their address, cover and dependents (a Dependent’s cover end in the month they turn 26), audited', async () => {
    const response = await acme.get(`${EMPLOYEES}${employee.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const record = employeeResponseSchema.parse(response.json()).data;
    expect(record).toMatchObject({ id: employee.id, last_name: employee.last_name, status: 'active' });
    const household = (
      await server.db.execute<{ id: number; relationship: string; date_of_birth: string }>(sql`
        select d.id, d.relationship, d.date_of_birth::text as date_of_birth from patients d
        where d.household_id = (select household_id from patients where id = ${employee.patient_id}) and d.id <> ${employee.patient_id}
        order by d.date_of_birth, d.id`)
    ).rows;
    expect(record.dependents.map((d) => [d.id, d.relationship])).toEqual(household.map((d) => [d.id, d.relationship]));
    for (const dependent of record.dependents) {
      if (dependent.relationship === 'Dependent') {
        const born = dependent.date_of_birth;
        expect(dependent.cover_end_date?.slice(0, 7)).toBe(`${Number(born.slice(0, 4)) + 26}-${born.slice(5, 7)}`);
      } else expect(dependent.cover_end_date).toBeNull();
    }
    const audit = await server.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log
      where action = 'employee_read' and subject_id = ${String(employee.patient_id)}`);
    expect(audit.rows[0]?.n).toBeGreaterThan(0);
    expect((await acme.get(`${EMPLOYEES}99999999/`)).statusCode).toBe(404);
  });

  tenancyCase('employer.employee.id', async () => {
    const response = await edi.get(`${EMPLOYEES}${employee.id}/`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(employee.last_name);
  });

  it('needs a company admin’s session', async () => {
    const anonymous = new TestClient(server.app);
    await anonymous.hello();
    expect((await anonymous.get(EMPLOYEES)).statusCode).toBe(401);
  });
});
