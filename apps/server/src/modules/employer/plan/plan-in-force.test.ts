// Issue 27 item 2 (decision 0065) on the real app: an employee's class decides the group plan, also of covers that
// exist. Acme moves its Drivers from its company-wide plan to Platinum High on 2025-04-01: from that date the cover
// of a driver enrolled before (and their spouse) is on Platinum High for the member, the dentist's eligibility and
// the pricing of visits, as the invoice bills it; March keeps the old plan (a visit dated in March is priced with
// it, a visit priced in March keeps its figures); the year's used amounts carry over under the new maximum. A
// class changed by an edit moves the household from the first of the next month, in the invoice and the cover alike.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  eligibilityResponseSchema,
  priceVisitLines,
  visitDetailsResponseSchema,
  visitPricingResponseSchema,
  type EmployeeRecord,
  type VisitDetails,
  type VisitPricing,
} from '@dental/domain';
import { manualClock } from '../../../platform/clock.js';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../../seed/demo-accounts.js';
import { benefitRepository } from '../../coverage/index.js';
import { practiceOf, type PracticeIds } from '../../dentist/patients/dentist-practice.test-support.js';
import { runInvoiceMonth } from '../invoices/invoice-jobs.js';
import {
  EMPLOYEES,
  SPOUSE,
  employeeOf,
  employerClients,
  enrol,
  hrOf,
  newEmployee,
} from '../employees/employer.test-support.js';

const OFFERINGS = '/api/employer/v1/plan/offerings/';
const LINES = [{ code: 'D0120' }, { code: 'D1110' }, { code: 'D2740', tooth: '3' }];

describe('the group plan in force for a class, also for existing covers (issue 27 item 2)', () => {
  const clock = manualClock(new Date('2025-03-15T12:00:00Z'));
  let server: TestServer;
  let acme: TestClient;
  let desk: TestClient;
  let acmeId: number;
  let practice: PracticeIds;
  /** Enrolled in January, a driver: covered with her spouse from February on the company-wide plan. */
  let dora: EmployeeRecord;
  /** A driver hired in March: covered from April 1st. */
  let eli: EmployeeRecord;
  /** Office staff, made a driver on April 10th. */
  let fay: EmployeeRecord;
  let doraVisitInMarch: VisitDetails;

  const signIn = async () => {
    acme = await hrOf(server, DEMO_EMAILS.employer);
    desk = new TestClient(await server.appFor('dentist'));
    await desk.hello('dentist');
    const response = await desk.post('/api/token/', {
      email: DEMO_EMAILS.frontDesk,
      password: DEMO_PASSWORD,
      account_type: 'dentist',
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const moveTo = async (instant: string) => {
    clock.set(new Date(instant));
    await signIn();
  };
  const planRow = async (name: string) =>
    (
      await server.db.execute<{ id: number; annual_max_cents: number; coverage_mrs_percent: number }>(
        sql`select id, annual_max_cents, coverage_mrs_percent from plans where name = ${name}`,
      )
    ).rows[0]!;
  /** The people of an employee's household: patient ids, member ids and dates of birth (Primary first). */
  const household = async (employeeId: number) =>
    (
      await server.db.execute<{ patient_id: number; household_id: number; member_id: string; date_of_birth: string }>(
        sql`select p.id as patient_id, p.household_id, p.member_id, p.date_of_birth::text as date_of_birth
          from employees e join patients p on p.household_id = e.household_id
          where e.id = ${employeeId} order by p.relationship <> 'Primary', p.id`,
      )
    ).rows;
  /** The benefit the member portal reads of a person on a day (the member home's and price check's statement). */
  const coverOn = async (employeeId: number, day: string, person = 0) => {
    const who = (await household(employeeId))[person]!;
    const year = { start: `${day.slice(0, 4)}-01-01`, end: `${day.slice(0, 4)}-12-31` };
    return (await benefitRepository(server.db).findInCallersHousehold(who.household_id, who.patient_id, day, year))!;
  };
  const eligibility = async (employeeId: number) => {
    const who = (await household(employeeId))[0]!;
    const response = await desk.get(
      `/api/dentist/v1/eligibility/?member_id=${who.member_id}&date_of_birth=${who.date_of_birth}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return eligibilityResponseSchema.parse(response.json()).data.patients[0]!;
  };
  const pricing = async (employeeId: number, day: string): Promise<VisitPricing> => {
    const who = (await household(employeeId))[0]!;
    const query = new URLSearchParams({
      member_id: who.member_id,
      date_of_birth: who.date_of_birth,
      appointment_date: day,
    });
    const response = await desk.get(`/api/dentist/v1/visit-pricing/?${query.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return visitPricingResponseSchema.parse(response.json()).data;
  };
  const recordVisit = async (employeeId: number, day: string): Promise<VisitDetails> => {
    const who = (await household(employeeId))[0]!;
    const response = await desk.post('/api/dentist/v1/visits/', {
      member_id: who.member_id,
      date_of_birth: who.date_of_birth,
      dentist_id: practice.dentistId,
      location_id: practice.locationId,
      appointment_date: day,
      lines: LINES.map((line) => ({ ...line })),
      idempotency_key: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return visitDetailsResponseSchema.parse(response.json()).data;
  };
  /** The line of an employee on the company's invoice of a month (taken now, or as it was taken). */
  const invoiceLine = async (month: string, employeeId: number) => {
    await runInvoiceMonth(server.db, acmeId, month);
    return (
      await server.db.execute<{
        employee_class: string | null;
        plan_name: string;
        member_count: number;
        unit_price_cents: number;
      }>(
        sql`select l.employee_class, l.plan_name, l.member_count, l.unit_price_cents from invoice_lines l
          join invoices i on i.id = l.invoice_id where i.employer_id = ${acmeId} and i.month = ${month}
            and l.employee_id = ${employeeId}`,
      )
    ).rows[0];
  };
  const employee = async (id: number) => employeeOf(await acme.get(`${EMPLOYEES}${id}/`));

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer', auth: { clock }, env: { VISIT_FILING_LIMIT_MONTHS: '0' } });
    ({ acme, acmeId } = await employerClients(server));
    await signIn();
    practice = await practiceOf(server.db, 'demo');
    dora = await enrol(acme, newEmployee({ class: 'Drivers', hire_date: '2025-01-05' }), [SPOUSE]);
    fay = await enrol(acme, newEmployee({ class: 'Office', hire_date: '2025-01-05' }));
    const response = await acme.post(OFFERINGS, {
      employee_class: 'drivers',
      plan_type: 'platinum_high',
      effective_date: '2025-04-01',
      monthly_price_cents: 6000,
    });
    expect(response.statusCode, response.body).toBe(201);
    eli = await enrol(acme, newEmployee({ class: 'Drivers', hire_date: '2025-03-20' }));
  });
  afterAll(() => server.close());

  it('keeps the existing cover on the company-wide plan before the change’s date', async () => {
    expect(dora.cover_start_date).toBe('2025-02-01');
    expect((await coverOn(dora.id, '2025-03-15')).plan_name).toBe('Acme Group Dental');
    expect((await coverOn(dora.id, '2025-03-15', 1)).plan_name).toBe('Acme Group Dental');
    expect((await eligibility(dora.id)).plan_name).toBe('Acme Group Dental');
    expect((await employee(dora.id)).plan_name).toBe('Acme Group Dental');
    // Priced in March, on March's plan: these figures stay.
    doraVisitInMarch = await recordVisit(dora.id, '2025-03-10');
    // A new enrolment starting on the change's date shows the plan it starts on.
    expect((await employee(eli.id)).plan_name).toBe('Platinum High');
  });

  it('moves the existing cover, its dependents and the new enrolment to the new plan on the change’s date', async () => {
    const before = await coverOn(dora.id, '2025-03-31');
    await moveTo('2025-04-10T12:00:00Z');
    const platinum = await planRow('Platinum High');
    const after = await coverOn(dora.id, '2025-04-10');
    expect(after).toMatchObject({ plan_name: 'Platinum High', annual_max_cents: platinum.annual_max_cents });
    // The benefit year's used amounts carry over; the new plan's maximum applies (decision 0065).
    expect(after.patient_year_cents).toBe(before.patient_year_cents);
    expect(after.patient_year_cents).toBeGreaterThan(0);
    expect((await coverOn(dora.id, '2025-04-10', 1)).plan_name).toBe('Platinum High');
    const seen = await eligibility(dora.id);
    expect(seen.plan_name).toBe('Platinum High');
    expect(seen.individual).toEqual({
      limit_cents: platinum.annual_max_cents,
      used_cents: before.patient_year_cents,
      remaining_cents: platinum.annual_max_cents - before.patient_year_cents,
    });
    expect((await coverOn(eli.id, '2025-04-10')).plan_name).toBe('Platinum High');
    expect((await employee(dora.id)).plan_name).toBe('Platinum High');
    // A month that began keeps its plan: the past is read as it was.
    expect((await coverOn(dora.id, '2025-03-31')).plan_name).toBe('Acme Group Dental');
  });

  it('bills each month the plan the cover had that month', async () => {
    expect(await invoiceLine('2025-03', dora.id)).toEqual({
      employee_class: 'Drivers',
      plan_name: (await coverOn(dora.id, '2025-03-01')).plan_name,
      member_count: 2,
      unit_price_cents: 4500,
    });
    expect(await invoiceLine('2025-04', dora.id)).toEqual({
      employee_class: 'Drivers',
      plan_name: (await coverOn(dora.id, '2025-04-01')).plan_name,
      member_count: 2,
      unit_price_cents: 6000,
    });
    expect((await invoiceLine('2025-04', eli.id))?.plan_name).toBe('Platinum High');
    expect(await invoiceLine('2025-03', eli.id)).toBeUndefined();
  });

  it('prices a visit dated in the past month with that month’s plan; a visit priced before keeps its figures', async () => {
    const march = await pricing(dora.id, '2025-03-25');
    const april = await pricing(dora.id, '2025-04-05');
    const [acmePlan, platinum] = [await planRow('Acme Group Dental'), await planRow('Platinum High')];
    expect(march.plan?.annual_max_cents).toBe(acmePlan.annual_max_cents);
    expect(april.plan?.annual_max_cents).toBe(platinum.annual_max_cents);
    // The two plans pay a crown differently, so the figures tell which plan priced the visit.
    expect(march.plan?.coverage_mrs_percent).not.toBe(april.plan?.coverage_mrs_percent);
    const late = await recordVisit(dora.id, '2025-03-25');
    expect(priceVisitLines(march, late.lines).lines).toEqual(late.lines);
    expect(priceVisitLines(april, late.lines).lines).not.toEqual(late.lines);

    const again = visitDetailsResponseSchema.parse(
      (await desk.get(`/api/dentist/v1/visits/${doraVisitInMarch.id}/`)).json(),
    ).data;
    expect(again.lines).toEqual(doraVisitInMarch.lines);
  });

  it('moves an employee whose class is changed from the first of the next month, in the invoice and the cover', async () => {
    const response = await acme.patch(`${EMPLOYEES}${fay.id}/`, {
      ...newEmployee({ class: 'Office', hire_date: '2025-01-05' }),
      first_name: fay.first_name,
      last_name: fay.last_name,
      email: fay.email,
      member_tax_id: '',
      class: 'Drivers',
    });
    const changed = employeeOf(response);
    expect(changed.class).toBe('Drivers');
    // April began on the company-wide plan and keeps it; May is Platinum High.
    expect(changed.plan_name).toBe('Acme Group Dental');
    expect((await coverOn(fay.id, '2025-04-30')).plan_name).toBe('Acme Group Dental');
    expect((await coverOn(fay.id, '2025-05-01')).plan_name).toBe('Platinum High');
    expect(await invoiceLine('2025-04', fay.id)).toMatchObject({ employee_class: 'Office', unit_price_cents: 4500 });
    expect(await invoiceLine('2025-05', fay.id)).toMatchObject({
      employee_class: 'Drivers',
      plan_name: 'Platinum High',
      unit_price_cents: 6000,
    });
    const audit = await server.db.execute<{ details: { class_changed_from: string | null } }>(sql`select details
      from audit_log where action = 'employee_update' order by id desc limit 1`);
    expect(audit.rows[0]!.details.class_changed_from).toBe('2025-05-01');
  });

  it('drops a class change set back within the month, and chains changes of later months', async () => {
    const changes = async () =>
      (
        await server.db.execute<{ effective_date: string; class_before: string | null }>(sql`select
            effective_date::text as effective_date, class_before from employee_class_changes
          where employee_id = ${eli.id} order by effective_date`)
      ).rows;
    const edit = async (employeeClass: string) =>
      employeeOf(
        await acme.patch(`${EMPLOYEES}${eli.id}/`, {
          ...newEmployee({ class: employeeClass, hire_date: '2025-03-20' }),
          first_name: eli.first_name,
          last_name: eli.last_name,
          email: eli.email,
          member_tax_id: '',
        }),
      );
    await edit('Office');
    expect(await changes()).toEqual([{ effective_date: '2025-05-01', class_before: 'Drivers' }]);
    await edit('Drivers');
    expect(await changes()).toEqual([]);
    await edit('Office');
    await moveTo('2025-05-03T12:00:00Z');
    await edit('Drivers');
    expect(await changes()).toEqual([
      { effective_date: '2025-05-01', class_before: 'Drivers' },
      { effective_date: '2025-06-01', class_before: 'Office' },
    ]);
    expect((await coverOn(eli.id, '2025-04-15')).plan_name).toBe('Platinum High');
    expect((await coverOn(eli.id, '2025-05-15')).plan_name).toBe('Acme Group Dental');
    expect((await coverOn(eli.id, '2025-06-01')).plan_name).toBe('Platinum High');
  });
});
