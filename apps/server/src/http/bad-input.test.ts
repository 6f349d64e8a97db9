// Issue 15 items 5 and 8, the examples the testers sent: bad input answers 400 or 404 (never 500) and is
// never stored. The request fuzz (request-fuzz-*.test.ts) covers every route; these name the reported cases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ID_MAX, MSG_NOT_FOUND } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { TestClient } from '../testing/test-client.js';
import { users } from '../db/schema/index.js';
import { DEMO_EMAILS, signedIn } from '../modules/member/member.test-support.js';
import { settleAllBackgroundTasks } from '../platform/background-tasks.js';

describe('bad input answers 400 or 404, never 500, and is not stored (issue 15 items 5 and 8)', () => {
  let server: TestServer;
  let anonymous: TestClient;
  beforeAll(async () => {
    server = await createTestServer();
    anonymous = new TestClient(server.app);
    await anonymous.hello();
  });
  afterAll(() => server.close());

  it('a NUL byte in the signed-out dentist search is Invalid', async () => {
    const response = await anonymous.get('/api/public/v4/dentist-search/?zip=78701&name=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { name: 'Invalid' } });
  });

  it('a body that is not JSON (a form post) is 415 Invalid: the client sent it wrong, not "a problem on our end"', async () => {
    const response = await anonymous.request('POST', '/api/token/', 'email=a%40b.c&password=x', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ errors: 'Invalid' });
  });

  it('an id past the database column is 404 on the public plan page, like an id that exists nowhere', async () => {
    const far = await anonymous.get(`/api/member/v4/in-office-plans/${ID_MAX + 1}/`);
    const nowhere = await anonymous.get(`/api/member/v4/in-office-plans/${ID_MAX}/`);
    expect(far.statusCode).toBe(404);
    expect(far.json()).toEqual({ errors: MSG_NOT_FOUND });
    expect(far.body).toBe(nowhere.body);
  });

  it('an id past the database column is 404 on every route with an id in its path', async () => {
    const member = await signedIn(server.app, DEMO_EMAILS.member);
    const idRoutes = server.app.routeTable.filter((route) => route.url.includes(':id'));
    expect(idRoutes.length).toBeGreaterThan(10);
    for (const route of idRoutes) {
      for (const id of [String(ID_MAX + 1), '9'.repeat(40)]) {
        const url = route.url.replace(':id', id);
        const response = await member.request(
          route.method as 'GET',
          url,
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
        expect(response.statusCode, `${route.method} ${url} ${response.body}`).toBe(404);
        expect(response.json()).toEqual({ errors: MSG_NOT_FOUND });
      }
    }
  });

  it('an id past the database column in a query or a body is Invalid', async () => {
    const member = await signedIn(server.app, DEMO_EMAILS.member);
    const receipts = await member.get(`/api/member/v4/transactions/?patient_id=${ID_MAX + 1}`);
    expect(receipts.json()).toEqual({ errors: { patient_id: 'Invalid' } });
    const price = await member.get(`/api/member/v4/price-check/?codes=D1110&zip=78701&patient_id=${ID_MAX + 1}`);
    expect(price.json()).toEqual({ errors: { patient_id: 'Invalid' } });
    const confirm = await member.post('/api/member/v4/in-office-plan-purchases/', {
      plan_id: ID_MAX + 1,
      covered_patient_ids: [ID_MAX + 1],
      payment_mode: 'full',
      payment_method_id: 'pm_off_nowhere',
      terms_accepted: true,
      idempotency_key: 'bad-input-0001',
    });
    expect(confirm.json()).toEqual({ errors: { plan_id: 'Invalid', 'covered_patient_ids.0': 'Invalid' } });
  });

  describe('new member sign-up', () => {
    const body = {
      first_name: 'Rosa',
      last_name: 'Diaz',
      date_of_birth: '1990-05-06',
      email: 'bad-input@example.com',
      password: 'Str0ng-Passw0rd!',
      zip: '78701',
    };
    const usersNamed = async (email: string) =>
      (await server.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]?.n;

    it.each([
      [
        'a 1,000,000-character first name',
        { first_name: 'a'.repeat(1_000_000) },
        { first_name: 'Must be at most 100 characters' },
      ],
      ['a lone surrogate', { first_name: 'Ro\ud800sa' }, { first_name: 'Invalid' }],
      ['a NUL byte', { last_name: 'Di\u0000az' }, { last_name: 'Invalid' }],
      [
        'a primary born 2020-01-01',
        { date_of_birth: '2020-01-01' },
        { date_of_birth: 'Must be at least 18 years old' },
      ],
    ])('refuses %s, stores nothing and mails nothing', async (_what, change, errors) => {
      const email = `bad-input-${Object.keys(change).join('-')}-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await anonymous.post('/api/member/v4/signup/new-member/', { ...body, ...change, email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors });
      await settleAllBackgroundTasks();
      expect(await usersNamed(email)).toBe(0);
      expect(server.mail.messages().filter((mail) => mail.to === email)).toEqual([]);
    });
  });
});
