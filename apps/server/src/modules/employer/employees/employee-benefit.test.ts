// Issue 27 item 3 on the real app: an employee's benefit ended with their dependents' (the cancel employee
// benefit dialog: not before the cover starts), and reinstated within REINSTATE_WINDOW_DAYS of its end, with
// the dependents' covers that ended with it; audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_BENEFIT_NOT_ENDED,
  MSG_END_BEFORE_COVER_START,
  MSG_REINSTATE_WINDOW_PASSED,
  REINSTATE_WINDOW_DAYS,
  addDaysIso,
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

describe('ending and reinstating an employee’s benefit (issue 27)', () => {
  let server: TestServer;
  let acme: TestClient;
  const today = isoDay(new Date());

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    ({ acme } = await employerClients(server));
  });
  afterAll(() => server.close());

  const endBenefit = (id: number, endDate: string) =>
    acme.post(`${EMPLOYEES}${id}/end-benefit/`, { end_date: endDate });
  const reinstate = (id: number) => acme.post(`${EMPLOYEES}${id}/reinstate/`, {});

  it('ends the employee’s cover and their dependents’ on the end date, not before the cover started', async () => {
    const record = await enrol(acme, newEmployee({ hire_date: '2026-01-10' }), [SPOUSE, CHILD]);
    const early = await endBenefit(record.id, '2026-01-31');
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ errors: { end_date: MSG_END_BEFORE_COVER_START } });
    expect((await covers(server, record.id)).every((cover) => cover.end_date === null)).toBe(true);

    const ended = employeeOf(await endBenefit(record.id, addDaysIso(today, -1)));
    expect(ended).toMatchObject({ status: 'ended', end_date: addDaysIso(today, -1), can_reinstate: true });
    expect(ended.dependents.map((d) => d.end_date)).toEqual([addDaysIso(today, -1), addDaysIso(today, -1)]);
    const primary = (await covers(server, record.id))[0]!;
    expect(await auditCount(server, 'employee_benefit_end', primary.patient_id)).toBe(1);
  });

  it('reinstates within the window: the covers that ended with the employee’s run on, one ended earlier stays ended', async () => {
    const record = await enrol(acme, newEmployee(), [SPOUSE, CHILD]);
    const child = record.dependents.find((d) => d.relationship === 'Dependent')!;
    const childEnd = addDaysIso(today, -20);
    employeeOf(await acme.post(`${EMPLOYEES}${record.id}/dependents/${child.id}/end-benefit/`, { end_date: childEnd }));
    const notEnded = await reinstate(record.id);
    expect(notEnded.statusCode).toBe(409);
    expect(notEnded.json()).toEqual({ errors: MSG_BENEFIT_NOT_ENDED });

    employeeOf(await endBenefit(record.id, addDaysIso(today, -5)));
    const back = employeeOf(await reinstate(record.id));
    expect(back).toMatchObject({ status: 'active', end_date: null, can_reinstate: false });
    expect(back.dependents.map((d) => [d.relationship, d.end_date])).toEqual([
      ['Spouse', null],
      ['Dependent', childEnd],
    ]);
    const primary = (await covers(server, record.id))[0]!;
    expect(await auditCount(server, 'employee_reinstate', primary.patient_id)).toBe(1);
  });

  it(`refuses to reinstate more than ${REINSTATE_WINDOW_DAYS} days after the end, changing nothing`, async () => {
    const record = await enrol(acme, newEmployee({ hire_date: '2025-06-01' }), [SPOUSE]);
    const lastDay = addDaysIso(today, -REINSTATE_WINDOW_DAYS);
    // on the window's last day it still can be
    expect(employeeOf(await endBenefit(record.id, lastDay)).can_reinstate).toBe(true);
    const tooLate = addDaysIso(today, -REINSTATE_WINDOW_DAYS - 1);
    expect(employeeOf(await endBenefit(record.id, tooLate)).can_reinstate).toBe(false);
    const refused = await reinstate(record.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: MSG_REINSTATE_WINDOW_PASSED });
    expect((await covers(server, record.id)).map((cover) => cover.end_date)).toEqual([tooLate, tooLate]);
    const audited = await server.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log
      where action = 'employee_reinstate' and details->>'employee_id' = ${String(record.id)}`);
    expect(audited.rows[0]!.n).toBe(0);
  });

  it('ends a benefit on a date ahead (a scheduled end): still active until then, and can be undone', async () => {
    const record = await enrol(acme, newEmployee());
    const scheduled = employeeOf(await endBenefit(record.id, addDaysIso(today, 40)));
    expect(scheduled).toMatchObject({ status: 'active', end_date: addDaysIso(today, 40), can_reinstate: true });
    expect(employeeOf(await reinstate(record.id)).end_date).toBeNull();
  });
});
