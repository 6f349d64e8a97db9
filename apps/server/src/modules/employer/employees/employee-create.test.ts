// Issue 27 item 3 on the real app (demo world): an employee enrolled with their dependents (household, patients,
// employer benefits from the cover start on the offered plan), a duplicate tax id or employer-assigned id
// refused with nothing written, an employee's change (the SSN kept when left blank), the EDI company refused,
// each write audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_EDI_MANAGED,
  MSG_EMPLOYEE_ID_ENROLLED,
  MSG_TAX_ID_ENROLLED,
  dependentCoverEnd,
  employeeWithDependentsSchema,
  type EmployeeRecord,
} from '@dental/domain';
import { enrolEmployees } from '../enrolment/enrolment.repository.js';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import {
  CHILD,
  EMPLOYEES,
  SPOUSE,
  auditCount,
  covers,
  employeeOf,
  employerClients,
  enrol,
  newEmployee,
  rowsIn,
} from './employer.test-support.js';

describe('enrolling and changing an employee (issue 27)', () => {
  let server: TestServer;
  let acme: TestClient;
  let edi: TestClient;
  let acmeId: number;
  let acmePlanId: number;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    ({ acme, edi, acmeId } = await employerClients(server));
    const plan = await server.db.execute<{ plan_id: number }>(sql`select plan_id from employers where id = ${acmeId}`);
    acmePlanId = plan.rows[0]!.plan_id;
  });
  afterAll(() => server.close());

  it('enrols an employee with a spouse and a child: one household, covered from the first of the month after hire', async () => {
    const employee = newEmployee({ hire_date: '2026-01-10', class: 'Drivers' });
    const record = await enrol(acme, employee, [SPOUSE, CHILD]);
    expect(record).toMatchObject({
      first_name: 'Nora',
      last_name: employee.last_name,
      member_tax_id_type: 'ssn',
      member_tax_id_display: `•••••${employee.member_tax_id.slice(-4)}`,
      hire_date: '2026-01-10',
      class: 'Drivers',
      cover_start_date: '2026-02-01',
      end_date: null,
      plan_id: acmePlanId,
      city: 'Austin',
      signed_up: false,
    });
    expect(record.dependents.map((d) => [d.relationship, d.first_name])).toEqual([
      ['Spouse', 'Sam'],
      ['Dependent', 'Kim'],
    ]);
    // The 26 rule shown: a Dependent's cover ends in the month they turn 26; a Spouse's does not.
    expect(record.dependents.map((d) => d.cover_end_date)).toEqual([null, dependentCoverEnd(CHILD.date_of_birth)]);
    expect(record.dependents[1]?.cover_end_date).toBe('2038-03-31');
    const rows = await covers(server, record.id);
    expect(rows.map((r) => [r.relationship, r.start_date, r.plan_id])).toEqual([
      ['Primary', '2026-02-01', acmePlanId],
      ['Spouse', '2026-02-01', acmePlanId],
      ['Dependent', '2026-02-01', acmePlanId],
    ]);
    // The number itself is nowhere: the patient keeps its last four, the employee a keyed digest.
    const stored = await server.db.execute<{ tax_id_last4: string; tax_id_digest: string; employer_id: number }>(sql`
      select p.tax_id_last4, e.tax_id_digest, h.employer_id from employees e join patients p on p.id = e.patient_id
      join households h on h.id = e.household_id where e.id = ${record.id}`);
    expect(stored.rows[0]).toMatchObject({ tax_id_last4: employee.member_tax_id.slice(-4), employer_id: acmeId });
    expect(stored.rows[0]!.tax_id_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(employee.member_tax_id.replace(/-/g, ''));
    expect(await auditCount(server, 'employee_create', rows[0]!.patient_id)).toBe(1);
    // It is listed and opened like any other.
    const opened = employeeOf(await acme.get(`${EMPLOYEES}${record.id}/`));
    expect(opened).toEqual(record);
  });

  it('refuses a tax id or an employer-assigned id already enrolled in the company, writing nothing', async () => {
    const first = newEmployee();
    await enrol(acme, first);
    const before = await Promise.all([rowsIn(server, 'patients'), rowsIn(server, 'benefits')]);
    // the same SSN typed without dashes is the same number
    const again = await acme.post(EMPLOYEES, {
      employee: newEmployee({ member_tax_id: first.member_tax_id.replace(/-/g, '') }),
      dependents: [SPOUSE],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: { member_tax_id: MSG_TAX_ID_ENROLLED } });

    await enrol(acme, newEmployee({ member_tax_id_type: 'employee', member_tax_id: 'HR-77' }));
    const sameId = await acme.post(EMPLOYEES, {
      employee: newEmployee({ member_tax_id_type: 'employee', member_tax_id: 'HR-77' }),
    });
    expect(sameId.json()).toEqual({ errors: { member_tax_id: MSG_EMPLOYEE_ID_ENROLLED } });
    expect(await rowsIn(server, 'patients')).toBe(before[0] + 1);
    expect(await rowsIn(server, 'benefits')).toBe(before[1] + 1);
  });

  it('changes an employee: the fields, the SSN kept when left blank and replaced when sent; audited', async () => {
    const employee = newEmployee();
    const record = await enrol(acme, employee);
    const patch = (body: Record<string, unknown>) => acme.patch(`${EMPLOYEES}${record.id}/`, body);
    const kept = employeeOf(
      await patch({ ...employee, first_name: 'Norah', city: 'Dallas', hire_date: '2026-03-02', member_tax_id: '' }),
    );
    expect(kept).toMatchObject({
      first_name: 'Norah',
      city: 'Dallas',
      hire_date: '2026-03-02',
      cover_start_date: '2026-04-01',
      member_tax_id_display: record.member_tax_id_display,
    });
    const other = newEmployee();
    await enrol(acme, other);
    const taken = await patch({ ...employee, member_tax_id: other.member_tax_id });
    expect(taken.json()).toEqual({ errors: { member_tax_id: MSG_TAX_ID_ENROLLED } });
    // a blank number keeps only a number of the same type
    expect((await patch({ ...employee, member_tax_id_type: 'itin', member_tax_id: '' })).json()).toEqual({
      errors: { member_tax_id: 'Required' },
    });
    const changed = employeeOf(await patch({ ...employee, member_tax_id: '321-54-9999' }));
    expect(changed.member_tax_id_display).toBe('•••••9999');
    const patientId = (await covers(server, record.id))[0]!.patient_id;
    expect(await auditCount(server, 'employee_update', patientId)).toBe(2);
  });

  it('refuses every enrolment write of a company that enrols by EDI, writing nothing', async () => {
    const created = await edi.post(EMPLOYEES, { employee: newEmployee({ email: 'never@example.com' }) });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ errors: MSG_EDI_MANAGED });
    expect(await server.db.execute(sql`select 1 from patients where email = 'never@example.com'`)).toMatchObject({
      rows: [],
    });
    // Harbor's own employee (from its EDI file: written here as the file's import would) is refused every change.
    const [harbor] = (
      await server.db.execute<{ employer_id: number }>(sql`select eu.employer_id from employer_users eu
        join users u on u.id = eu.user_id where u.email = 'employer-edi@example.com'`)
    ).rows;
    const [theirs] = await server.db.transaction((tx) =>
      enrolEmployees(tx, { companyId: harbor!.employer_id, today: '2026-01-01', secret: 'edi-file-secret' }, [
        employeeWithDependentsSchema().parse({ employee: newEmployee(), dependents: [SPOUSE] }),
      ]),
    );
    const path = `${EMPLOYEES}${theirs!.employeeId}/`;
    const spouse = `${path}dependents/${theirs!.dependentPatientIds[0]}/`;
    const before = await rowsIn(server, 'patients');
    const writes = [
      edi.patch(path, newEmployee()),
      edi.post(`${path}end-benefit/`, { end_date: '2026-12-31' }),
      edi.post(`${path}reinstate/`, {}),
      edi.post(`${path}dependents/`, CHILD),
      edi.patch(spouse, SPOUSE),
      edi.post(`${spouse}end-benefit/`, { end_date: '2026-12-31' }),
    ];
    for (const refused of await Promise.all(writes)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ errors: MSG_EDI_MANAGED });
    }
    expect((await covers(server, theirs!.employeeId)).map((cover) => cover.end_date)).toEqual([null, null]);
    expect(await rowsIn(server, 'patients')).toBe(before);
  });

  it('answers a write for an unknown employee with a 404', async () => {
    const record: Partial<EmployeeRecord> = { id: 99_999_999 };
    const response = await acme.post(`${EMPLOYEES}${record.id}/end-benefit/`, { end_date: '2026-12-31' });
    expect(response.statusCode).toBe(404);
  });
});
