// Decision 0062 on the real apps: a browser's own business date (DEV_CLOCK), moved by POST /api/dev/clock/ and
// carried by its cookie. The member sees an employer benefit ended after its end date while the HR admin, at
// the same moment, still sees today; the session survives the jump; bad input changes nothing; the switch is
// off on a test instance unless opted in, and refused at start-up in prod.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, benefitResponseSchema, familyMembersResponseSchema, helloEnvelopeSchema } from '@dental/domain';
import { devClockEnabled, parseEnv } from '../../config/env.js';
import { isoDay } from '../../platform/dates.js';
import { DEV_CLOCK_COOKIE } from '../../platform/dev-clock.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { TestClient } from '../../testing/test-client.js';
import {
  EMPLOYEES,
  SPOUSE,
  covers,
  employeeOf,
  employerClients,
  enrol,
  newEmployee,
} from '../employer/employees/employer.test-support.js';
import { DEMO_EMAILS, giveSignIn, signedIn } from '../member/member.test-support.js';
import { MSG_OFFSET_DAYS } from './index.js';

const PROD = {
  INSTANCE: 'prod',
  APP_SECRET: 'prod-secret-prod-secret-prod-secret-0123',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PUBLIC_URL_MEMBER: 'https://member.dental.example',
  PUBLIC_URL_DENTIST: 'https://dentist.dental.example',
  PUBLIC_URL_EMPLOYER: 'https://employer.dental.example',
  PUBLIC_URL_ADMIN: 'https://admin.dental.example',
};

/** The server's time as the start-up call answers it, in ms. */
async function serverTime(client: TestClient): Promise<number> {
  return Date.parse(helloEnvelopeSchema.parse((await client.hello()).json()).data.server_datetime);
}

const DAY_MS = 86_400_000;

describe('a browser moves its own business date: /api/dev/clock/ (decision 0062)', () => {
  let server: TestServer;
  let hr: TestClient;
  let member: TestClient;
  let employeeId: number;
  const today = isoDay(new Date());
  // Ten days ahead, the shift twenty: a run that crosses midnight still lands on the same side of the end date.
  const endDate = addDaysIso(today, 10);

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer', env: { DEV_CLOCK: 'true' } });
    ({ acme: hr } = await employerClients(server));
    const employee = await enrol(hr, newEmployee({ hire_date: '2020-03-02', email: '' }), [SPOUSE]);
    employeeId = employee.id;
    employeeOf(await hr.post(`${EMPLOYEES}${employeeId}/end-benefit/`, { end_date: endDate }));
    const [primary] = await covers(server, employeeId);
    member = await signedIn(await server.appFor('member'), await giveSignIn(server.db, primary!.patient_id));
  });
  afterAll(() => server.close());

  const benefitType = async () =>
    benefitResponseSchema.parse((await member.get('/api/member/v4/benefit/')).json()).data.benefit_type;
  const familyTypes = async () =>
    familyMembersResponseSchema
      .parse((await member.get('/api/member/v4/family-members/')).json())
      .data.map((person) => [person.relationship, person.benefit_type]);
  /** The employee's status and whether their spouse's cover has ended, as the HR admin's browser is answered. */
  const employeeCover = async (client: TestClient) => {
    const record = employeeOf(await client.get(`${EMPLOYEES}${employeeId}/`));
    return { status: record.status, spouseEnded: record.dependents[0]?.cover_ended };
  };

  it('says today with no shift', async () => {
    const response = await member.get('/api/dev/clock/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ offset_days: 0, today });
    expect(await benefitType()).toBe('employer');
    expect(await familyTypes()).toEqual([['Spouse', 'employer']]);
  });

  it("moves only this browser's date: the member sees the benefit ended, the HR admin still sees today", async () => {
    const moved = await member.post('/api/dev/clock/', { offset_days: 20 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ offset_days: 20, today: addDaysIso(today, 20) });
    expect(member.cookies.get(DEV_CLOCK_COOKIE)).toBe('20');
    expect((await member.get('/api/dev/clock/')).json()).toMatchObject({
      offset_days: 20,
      today: addDaysIso(today, 20),
    });

    expect(await benefitType()).toBe('inactive');
    expect(await familyTypes()).toEqual([['Spouse', 'inactive']]);
    // The start-up call answers the moved time too (the environment banner shows it).
    expect(await serverTime(member)).toBeGreaterThan(Date.now() + 19 * DAY_MS);
    expect(await employeeCover(hr)).toEqual({ status: 'active', spouseEnded: false });

    // The admin's browser with the same cookie sees the employee's cover ended, and the spouse's with it.
    hr.cookies.set(DEV_CLOCK_COOKIE, '20');
    try {
      expect(await employeeCover(hr)).toEqual({ status: 'ended', spouseEnded: true });
    } finally {
      hr.cookies.delete(DEV_CLOCK_COOKIE);
    }
  });

  it('keeps the session: sessions and tokens run on the wall clock, not on the moved date', async () => {
    expect((await member.post('/api/dev/clock/', { offset_days: 3000 })).statusCode).toBe(200);
    const response = await member.get('/api/member/v4/benefit/');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('goes back to today with 0, which clears the cookie', async () => {
    const back = await member.post('/api/dev/clock/', { offset_days: 0 });
    expect(back.json()).toMatchObject({ offset_days: 0, today });
    expect(member.cookies.has(DEV_CLOCK_COOKIE)).toBe(false);
    expect(await benefitType()).toBe('employer');
  });

  it.each([[-1], [1.5], [3661], ['7'], [null]])(
    'refuses offset_days %j with its message, nothing changed',
    async (days) => {
      const response = await member.post('/api/dev/clock/', { offset_days: days });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { offset_days: MSG_OFFSET_DAYS } });
      expect(member.cookies.has(DEV_CLOCK_COOKIE)).toBe(false);
      expect(await benefitType()).toBe('employer');
    },
  );

  it('ignores a cookie that is not a whole number of days in range', async () => {
    for (const value of ['abc', '-5', '99999', '1e3']) {
      member.cookies.set(DEV_CLOCK_COOKIE, value);
      expect(Math.abs((await serverTime(member)) - Date.now())).toBeLessThan(60_000);
      expect(await benefitType()).toBe('employer');
    }
    member.cookies.delete(DEV_CLOCK_COOKIE);
  });

  it('asks for the XSRF token like any other change', async () => {
    const response = await member.post('/api/dev/clock/', { offset_days: 20 }, { xsrf: false });
    expect(response.statusCode).toBe(403);
    expect(member.cookies.has(DEV_CLOCK_COOKIE)).toBe(false);
  });
});

describe('the /api/dev/clock/ switch (decision 0062)', () => {
  it('is off on a test instance unless DEV_CLOCK=true: no route, and the cookie moves nothing', async () => {
    const server = await createTestServer();
    try {
      const client = await signedIn(server.app, DEMO_EMAILS.member);
      for (const method of ['GET', 'POST'] as const) {
        const response = await client.request(
          method,
          '/api/dev/clock/',
          method === 'POST' ? { offset_days: 5 } : undefined,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: 'Not found.' });
      }
      client.cookies.set(DEV_CLOCK_COOKIE, '400');
      expect(Math.abs((await serverTime(client)) - Date.now())).toBeLessThan(60_000);
    } finally {
      await server.close();
    }
  });

  it('is on by default only on a dev instance, and refused at start-up in prod', () => {
    expect(devClockEnabled(parseEnv({ INSTANCE: 'dev' }))).toBe(true);
    expect(devClockEnabled(parseEnv({ INSTANCE: 'dev', DEV_CLOCK: 'false' }))).toBe(false);
    for (const instance of ['test', 'qa', 'demo']) {
      expect(devClockEnabled(parseEnv({ INSTANCE: instance }))).toBe(false);
      expect(devClockEnabled(parseEnv({ INSTANCE: instance, DEV_CLOCK: 'true' }))).toBe(true);
    }
    expect(devClockEnabled(parseEnv(PROD))).toBe(false);
    expect(() => parseEnv({ ...PROD, DEV_CLOCK: 'true' })).toThrow(/DEV_CLOCK: cannot be true when INSTANCE=prod/);
  });
});
