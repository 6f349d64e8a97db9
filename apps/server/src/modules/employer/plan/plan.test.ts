// Issue 27 item 2 (decision 0058) on the real app: the group plan's offerings on a controlled clock. A change is
// scheduled from a first of a month not in the past, takes effect on its date (then it cannot be cancelled) and
// the offering it replaces becomes history; every refusal changes nothing; an EDI company changes its plan too;
// another company's offering is a 404 with nothing changed (the tenancy harness's case).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_DATE_OUT_OF_RANGE,
  MSG_EFFECTIVE_FIRST_OF_MONTH,
  MSG_EFFECTIVE_IN_PAST,
  MSG_INVALID,
  MSG_INVALID_DATE,
  MSG_OFFERING_NOT_SCHEDULED,
  MSG_OFFERING_SAME_DATE,
  MSG_PRICE_RANGE,
  MSG_REQUIRED,
  groupPlanResponseSchema,
  type GroupPlan,
} from '@dental/domain';
import { manualClock } from '../../../platform/clock.js';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { tenancyCases } from '../../../testing/tenancy-case.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import { employerClients, enrol, hrOf, newEmployee } from '../employees/employer.test-support.js';

const PLAN = '/api/employer/v1/plan/';
const OFFERINGS = `${PLAN}offerings/`;

describe('the group plan (issue 27 item 2)', () => {
  const clock = manualClock(new Date('2027-03-15T12:00:00Z'));
  let server: TestServer;
  let acme: TestClient;
  let edi: TestClient;
  let acmeId: number;
  /** The seeded offering's date (years before the template's day). */
  let seededDate: string;

  const planOf = (response: { statusCode: number; body: string; json(): unknown }, status = 200): GroupPlan => {
    expect(response.statusCode, response.body).toBe(status);
    return groupPlanResponseSchema.parse(response.json()).data;
  };
  const stored = async () =>
    JSON.stringify(
      (
        await server.db.execute(sql`select id, employee_class, plan_id, monthly_price_cents, effective_date::text
          from employer_plan_offerings where employer_id = ${acmeId} order by id`)
      ).rows,
    );
  const audits = async (action: string) =>
    (
      await server.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action = ${action}
        and subject_type = 'employer' and subject_id = ${String(acmeId)}`)
    ).rows[0]!.n;
  /** Moves the clock to a day and signs the two admins in again (their tokens follow the clock). */
  const moveTo = async (instant: string) => {
    clock.set(new Date(instant));
    acme = await hrOf(server, DEMO_EMAILS.employer);
    edi = await hrOf(server, DEMO_EMAILS.employerEdi);
  };
  const refused = async (body: Record<string, unknown>, errors: Record<string, string>) => {
    const before = await stored();
    const response = await acme.post(OFFERINGS, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ errors });
    expect(await stored()).toBe(before);
  };
  const change = { employee_class: 'Drivers', plan_type: 'gold_med', effective_date: '2027-04-01' };

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer', auth: { clock } });
    ({ acme, edi, acmeId } = await employerClients(server));
  });
  afterAll(() => server.close());

  it('answers the seeded offering for every class as in force, nothing scheduled, no history', async () => {
    const plan = planOf(await acme.get(PLAN));
    expect(plan.today).toBe('2027-03-15');
    expect(plan.current).toEqual([
      expect.objectContaining({ employee_class: null, plan_name: 'Acme Group Dental', monthly_price_cents: 4500 }),
    ]);
    expect(plan.current[0]!.plan_type).toBeNull();
    seededDate = plan.current[0]!.effective_date;
    expect(seededDate <= '2027-03-15').toBe(true);
    expect(plan.scheduled).toEqual([]);
    expect(plan.history).toEqual([]);
  });

  it('schedules a change for a class from the first of next month, audited', async () => {
    const plan = planOf(await acme.post(OFFERINGS, { ...change, monthly_price_cents: 5250 }), 201);
    expect(plan.scheduled).toEqual([
      expect.objectContaining({
        employee_class: 'Drivers',
        plan_type: 'gold_med',
        plan_name: 'Gold Medium',
        monthly_price_cents: 5250,
        effective_date: '2027-04-01',
      }),
    ]);
    expect(plan.current).toHaveLength(1);
    expect(await audits('plan_offering_add')).toBe(1);
  });

  it('an employee of the class is enrolled on the plan in force on the month their cover starts', async () => {
    const march = await enrol(acme, newEmployee({ class: 'drivers', hire_date: '2027-03-01' }));
    const april = await enrol(acme, newEmployee({ class: 'Drivers', hire_date: '2027-03-20' }));
    const office = await enrol(acme, newEmployee({ class: 'Office', hire_date: '2027-03-20' }));
    expect([march.plan_name, april.plan_name, office.plan_name]).toEqual([
      'Acme Group Dental',
      'Gold Medium',
      'Acme Group Dental',
    ]);
  });

  it('refuses a date in the past, not a first of a month, or not a date, with nothing changed', async () => {
    const body = { ...change, employee_class: '', monthly_price_cents: 4000 };
    await refused({ ...body, effective_date: '2027-03-01' }, { effective_date: MSG_EFFECTIVE_IN_PAST });
    await refused({ ...body, effective_date: '2027-04-15' }, { effective_date: MSG_EFFECTIVE_FIRST_OF_MONTH });
    await refused({ ...body, effective_date: '2027-02-30' }, { effective_date: MSG_INVALID_DATE });
    await refused({ ...body, effective_date: '2100-01-01' }, { effective_date: MSG_DATE_OUT_OF_RANGE });
  });

  it('refuses a plan type that is not standard, a price of zero, over the limit or not in cents', async () => {
    const body = { ...change, effective_date: '2027-05-01', monthly_price_cents: 4000 };
    await refused({ ...body, plan_type: 'gold' }, { plan_type: MSG_INVALID });
    await refused({ ...body, plan_type: undefined }, { plan_type: MSG_REQUIRED });
    await refused({ ...body, monthly_price_cents: 0 }, { monthly_price_cents: MSG_PRICE_RANGE });
    await refused({ ...body, monthly_price_cents: 1_000_001 }, { monthly_price_cents: MSG_PRICE_RANGE });
    await refused({ ...body, monthly_price_cents: 45.5 }, { monthly_price_cents: MSG_INVALID });
  });

  it('refuses a second change of the class on the same date, in any case of the class', async () => {
    await refused(
      { ...change, employee_class: 'DRIVERS', plan_type: 'silver_low', monthly_price_cents: 3000 },
      { effective_date: MSG_OFFERING_SAME_DATE },
    );
  });

  it('cancels a scheduled change, audited; an EDI company changes its own plan', async () => {
    const added = planOf(
      await acme.post(OFFERINGS, {
        plan_type: 'platinum_high',
        effective_date: '2027-06-01',
        monthly_price_cents: 8000,
      }),
      201,
    );
    const june = added.scheduled.find((offering) => offering.effective_date === '2027-06-01')!;
    expect(june).toMatchObject({ employee_class: null, plan_name: 'Platinum High' });
    const after = planOf(await acme.delete(`${OFFERINGS}${june.id}/`));
    expect(after.scheduled.map((offering) => offering.effective_date)).toEqual(['2027-04-01']);
    expect(await audits('plan_offering_cancel')).toBe(1);

    const harbor = planOf(
      await edi.post(OFFERINGS, { plan_type: 'silver_med', effective_date: '2027-04-01', monthly_price_cents: 3900 }),
      201,
    );
    expect(harbor.scheduled).toEqual([
      expect.objectContaining({ employee_class: null, plan_name: 'Silver Medium', monthly_price_cents: 3900 }),
    ]);
    // Each company sees its own plan only.
    expect(planOf(await acme.get(PLAN)).scheduled.map((offering) => offering.plan_type)).toEqual(['gold_med']);
  });

  it('on its date the change is in force for its class, cannot be cancelled, and the months before keep theirs', async () => {
    planOf(
      await acme.post(OFFERINGS, { plan_type: 'gold_low', effective_date: '2027-05-01', monthly_price_cents: 4200 }),
      201,
    );
    await moveTo('2027-04-01T08:00:00Z');
    const april = planOf(await acme.get(PLAN));
    expect(april.current.map((o) => [o.employee_class, o.plan_name, o.monthly_price_cents])).toEqual([
      [null, 'Acme Group Dental', 4500],
      ['Drivers', 'Gold Medium', 5250],
    ]);
    const drivers = april.current[1]!;
    const before = await stored();
    const refusal = await acme.delete(`${OFFERINGS}${drivers.id}/`);
    expect(refusal.statusCode, refusal.body).toBe(409);
    expect(refusal.json()).toMatchObject({ errors: MSG_OFFERING_NOT_SCHEDULED });
    expect(await stored()).toBe(before);

    await moveTo('2027-05-20T08:00:00Z');
    const may = planOf(await acme.get(PLAN));
    expect(may.current.map((o) => [o.employee_class, o.plan_name, o.monthly_price_cents])).toEqual([
      [null, 'Gold Low', 4200],
      ['Drivers', 'Gold Medium', 5250],
    ]);
    expect(may.scheduled).toEqual([]);
    expect(may.history.map((o) => [o.plan_name, o.effective_date])).toEqual([['Acme Group Dental', seededDate]]);
  });

  describe('another company’s offering', () => {
    let scheduledId: number;
    beforeAll(async () => {
      const plan = planOf(
        await acme.post(OFFERINGS, { plan_type: 'gold_high', effective_date: '2027-07-01', monthly_price_cents: 6000 }),
        201,
      );
      scheduledId = plan.scheduled[0]!.id;
    });

    tenancyCases({
      'employer.cancelPlanOffering.id': async () => {
        const before = await stored();
        const response = await edi.delete(`${OFFERINGS}${scheduledId}/`);
        expect(response.statusCode, response.body).toBe(404);
        expect(await stored()).toBe(before);
      },
    });
  });
});
