// Issue 27 item 3, the tenancy harness's cases of the enrolment writes (http/tenancy.test.ts): another company's
// employee is a 404 on every write with nothing changed (Harbor's admin tries Acme's employee), and another
// household's dependent under one's own employee is a 404 too.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EmployeeRecord } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { tenancyCases } from '../../../testing/tenancy-case.js';
import { CHILD, EMPLOYEES, SPOUSE, employerClients, enrol, newEmployee } from './employer.test-support.js';

describe('the enrolment writes and another company’s ids (issue 27)', () => {
  let server: TestServer;
  let acme: TestClient;
  let edi: TestClient;
  /** Acme's employee with a spouse, and another Acme employee's spouse. */
  let employee: EmployeeRecord;
  let othersSpouseId: number;
  let before: string;

  /** Everything a write could change of the employee's household and the other spouse. */
  const snapshot = async () =>
    JSON.stringify(
      (
        await server.db.execute(sql`select p.*, b.start_date, b.end_date, b.plan_id, e.invited_at, e.invitations_sent
          from patients p join benefits b on b.patient_id = p.id left join employees e on e.patient_id = p.id
          where p.household_id in (select household_id from patients where id in
            (${employee.dependents[0]!.id}, ${othersSpouseId})) order by p.id, b.id`)
      ).rows,
    );

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    ({ acme, edi } = await employerClients(server));
    employee = await enrol(acme, newEmployee(), [SPOUSE]);
    othersSpouseId = (await enrol(acme, newEmployee(), [SPOUSE])).dependents[0]!.id;
    before = await snapshot();
  });
  afterAll(() => server.close());

  const notFound = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(404);
    expect(answered.body).not.toContain(employee.last_name);
    expect(await snapshot()).toBe(before);
  };
  const path = () => `${EMPLOYEES}${employee.id}/`;
  const spouse = () => `${path()}dependents/${employee.dependents[0]!.id}/`;
  const othersSpouse = () => `${path()}dependents/${othersSpouseId}/`;

  tenancyCases({
    'employer.updateEmployee.id': () => notFound(edi.patch(path(), newEmployee())),
    'employer.endEmployeeBenefit.id': () => notFound(edi.post(`${path()}end-benefit/`, { end_date: '2026-12-31' })),
    'employer.reinstateEmployee.id': () => notFound(edi.post(`${path()}reinstate/`, {})),
    'employer.resendInvitation.id': () => notFound(edi.post(`${path()}invitation/`, {})),
    'employer.addDependent.id': () => notFound(edi.post(`${path()}dependents/`, CHILD)),
    'employer.updateDependent.id': () => notFound(edi.patch(spouse(), SPOUSE)),
    'employer.updateDependent.dependent_id': () => notFound(acme.patch(othersSpouse(), SPOUSE)),
    'employer.endDependentBenefit.id': () => notFound(edi.post(`${spouse()}end-benefit/`, { end_date: '2026-12-31' })),
    'employer.endDependentBenefit.dependent_id': () =>
      notFound(acme.post(`${othersSpouse()}end-benefit/`, { end_date: '2026-12-31' })),
  });
});
