// Issue 27 item 3 on the real app: an employee's dependents added (one spouse at most; a Dependent past the
// month they turn 26 refused), changed and ended; the 26 rule shown as cover_end_date; audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG_DEPENDENT_AGED_OUT,
  MSG_EMPLOYEE_COVER_ENDED,
  MSG_END_BEFORE_COVER_START,
  MSG_ONE_SPOUSE,
  addDaysIso,
  coverStartDate,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { isoDay } from '../../../platform/dates.js';
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
} from './employer.test-support.js';

describe('an employee’s dependents (issue 27)', () => {
  let server: TestServer;
  let acme: TestClient;
  const today = isoDay(new Date());

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    ({ acme } = await employerClients(server));
  });
  afterAll(() => server.close());

  it('adds a dependent from the first of next month on the employee’s plan; a second spouse is refused', async () => {
    const record = await enrol(acme, newEmployee({ hire_date: '2026-01-10' }), [SPOUSE]);
    const added = employeeOf(await acme.post(`${EMPLOYEES}${record.id}/dependents/`, CHILD));
    const child = added.dependents.find((d) => d.first_name === CHILD.first_name)!;
    expect(child).toMatchObject({ relationship: 'Dependent', end_date: null, cover_end_date: '2038-03-31' });
    const cover = (await covers(server, record.id)).find((c) => c.patient_id === child.id)!;
    expect(cover).toMatchObject({ start_date: coverStartDate(today), plan_id: record.plan_id });
    expect(await auditCount(server, 'dependent_add', child.id)).toBe(1);

    const second = await acme.post(`${EMPLOYEES}${record.id}/dependents/`, { ...SPOUSE, first_name: 'Alex' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ errors: { relationship: MSG_ONE_SPOUSE } });
    // the child made a Spouse: the same rule
    const childToSpouse = await acme.patch(`${EMPLOYEES}${record.id}/dependents/${child.id}/`, {
      ...CHILD,
      relationship: 'Spouse',
      date_of_birth: '1990-01-01',
    });
    expect(childToSpouse.json()).toEqual({ errors: { relationship: MSG_ONE_SPOUSE } });
    expect(employeeOf(await acme.get(`${EMPLOYEES}${record.id}/`)).dependents).toHaveLength(2);
  });

  it('refuses a Dependent past the month they turn 26, and shows when a Dependent’s cover ends', async () => {
    const record = await enrol(acme, newEmployee());
    const aged = await acme.post(`${EMPLOYEES}${record.id}/dependents/`, { ...CHILD, date_of_birth: '1990-01-01' });
    expect(aged.statusCode).toBe(400);
    expect(aged.json()).toEqual({ errors: { relationship: MSG_DEPENDENT_AGED_OUT } });
    // Turning 26 next month: covered until that month's last day.
    const born = `${Number(today.slice(0, 4)) - 26}-${today.slice(5, 7)}-01`;
    const adult = addDaysIso(born, 40);
    const added = employeeOf(
      await acme.post(`${EMPLOYEES}${record.id}/dependents/`, { ...CHILD, date_of_birth: adult }),
    );
    const endsAt = added.dependents[0]!.cover_end_date!;
    expect(endsAt.slice(0, 7)).toBe(`${Number(adult.slice(0, 4)) + 26}-${adult.slice(5, 7)}`);
    // As a Dependent Adult they keep cover.
    const asAdult = employeeOf(
      await acme.patch(`${EMPLOYEES}${record.id}/dependents/${added.dependents[0]!.id}/`, {
        ...CHILD,
        relationship: 'Dependent Adult',
        date_of_birth: adult,
      }),
    );
    expect(asAdult.dependents[0]).toMatchObject({ relationship: 'Dependent Adult', cover_end_date: null });
    expect(await auditCount(server, 'dependent_update', added.dependents[0]!.id)).toBe(1);
  });

  it('ends a dependent’s cover, not before it started; nothing is added to an employee whose cover ended', async () => {
    const record = await enrol(acme, newEmployee({ hire_date: '2026-01-10' }), [SPOUSE]);
    const spouse = record.dependents[0]!;
    const path = `${EMPLOYEES}${record.id}/dependents/${spouse.id}/end-benefit/`;
    const early = await acme.post(path, { end_date: '2026-01-15' });
    expect(early.json()).toEqual({ errors: { end_date: MSG_END_BEFORE_COVER_START } });
    const ended = employeeOf(await acme.post(path, { end_date: addDaysIso(today, -1) }));
    expect(ended).toMatchObject({ status: 'active', end_date: null });
    expect(ended.dependents[0]).toMatchObject({ id: spouse.id, end_date: addDaysIso(today, -1) });
    expect(await auditCount(server, 'dependent_benefit_end', spouse.id)).toBe(1);
    // With the spouse's cover ended, another spouse can be added.
    employeeOf(await acme.post(`${EMPLOYEES}${record.id}/dependents/`, { ...SPOUSE, first_name: 'Robin' }));

    employeeOf(await acme.post(`${EMPLOYEES}${record.id}/end-benefit/`, { end_date: addDaysIso(today, -2) }));
    const refused = await acme.post(`${EMPLOYEES}${record.id}/dependents/`, CHILD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: MSG_EMPLOYEE_COVER_ENDED });
  });
});
