// Every other portal's session on every member call (decisions 3 and 22): without a session a member call is
// 401; a dentist's, employer's or admin's session is 404 on its own app and 401 (403 for a write) with its
// cookies on the member app, and changes nothing. (Another household's ids: privacy.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEST_CARDS, apiPath, type CONTRACT, type Portal } from '@dental/domain';
import { listedRoutes } from '../../http/route-listing.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { TestClient } from '../../testing/test-client.js';
import { DEMO_EMAILS, DEMO_PASSWORD, memberByEmail, signedIn } from './member.test-support.js';
import {
  PATH_CASES,
  PURCHASE_TABLES,
  UNKNOWN_ID,
  send,
  tablesFingerprint,
  type Call,
  type Method,
  type PrivacyContext,
} from './privacy.test-support.js';

/** A valid query or body for each member call that needs one, so a call gets past validation to the session check. */
const SAMPLES: Partial<Record<keyof typeof CONTRACT.member, { query?: string; body?: unknown }>> = {
  updateMemberUser: { body: { phone: '(512) 555-0199' } },
  initiateEmailChange: { body: { email: 'someone-new@example.com' } },
  changePassword: {
    body: {
      old_password: DEMO_PASSWORD,
      new_password: 'Another-Strong-Pass-42',
      confirm_password: 'Another-Strong-Pass-42',
    },
  },
  updateFamilyMember: { body: { first_name: 'Mallory' } },
  payoffBalance: { body: { use_stripe_payment_method_id: 'pm_off_any' } },
  updateAutoRenew: { body: { auto_renew: false } },
  confirmPlanPurchase: {
    body: {
      plan_id: 1,
      covered_patient_ids: [1],
      payment_mode: 'full',
      payment_method_id: 'pm_off_any',
      terms_accepted: true,
      idempotency_key: 'privacy-portal-0001',
    },
  },
  addSavedCard: { body: { payment_method_id: 'pm_off_any' } },
  offlineTokenize: { body: { card_number: OFFLINE_TEST_CARDS.success, expiry: '12/39', cvc: '123' } },
  inOfficePlans: { query: 'zip=78701' },
  dentistSearch: { query: 'zip=78701' },
  priceCheck: { query: 'codes=D1110&zip=78701&patient_id=1' },
};

/** Tables a member call could write (an answer other than 404 would show here too). */
const MEMBER_TABLES = ['users', 'patients', 'households', 'notifications', 'member_codes', ...PURCHASE_TABLES];

describe('member privacy: other portals’ sessions on member calls', () => {
  let server: TestServer;
  let member: TestClient;
  const calls: { name: string; call: Call }[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const ctx: PrivacyContext = {
      db: server.db,
      householdId: me.householdId,
      ownCardPaymentMethodId: '',
      foreignCardPaymentMethodId: '',
    };
    // Path ids are member@'s own records: another portal's session must not reach even a real one.
    const idFor = async (name: string) => {
      const pathCase = PATH_CASES[`${name}.id`];
      return pathCase ? pathCase.find(ctx, 'own').catch(() => UNKNOWN_ID) : UNKNOWN_ID;
    };
    // Every member route (calls and files) whose guard reads a session: the public ones are open signed out.
    for (const route of listedRoutes().filter((r) => r.portal === 'member' && r.guard.kind !== 'public')) {
      const sample = SAMPLES[route.name.slice('member.'.length) as keyof typeof CONTRACT.member] ?? {};
      const url =
        apiPath(route.url.slice('/api/'.length), { id: await idFor(route.name) }) +
        (sample.query ? `?${sample.query}` : '');
      calls.push({ name: route.name, call: { method: route.method as Method, url, body: sample.body } });
    }
  });
  afterAll(() => server.close());

  it('every member call that is not open signed out answers 401 without a session', async () => {
    const nobody = new TestClient(server.app);
    await nobody.hello();
    for (const { name, call } of calls) {
      const response = await send(nobody, call);
      expect(response.statusCode, `${name} ${response.body}`).toBe(401);
    }
  });

  it('the walk reaches the handlers: member@ gets no 400 (a sample that fails validation would hide the session check)', async () => {
    const before = await tablesFingerprint(server.db, MEMBER_TABLES);
    for (const { name, call } of calls.filter((c) => c.call.method === 'GET')) {
      const response = await send(member, call);
      expect(response.statusCode, `${name} ${response.body}`).not.toBe(400);
    }
    expect(await tablesFingerprint(server.db, MEMBER_TABLES)).toEqual(before);
  });

  it.each(['dentist', 'employer', 'admin'] as const)(
    'a %s session: 404 on its own app, 401 (403 for a write with its XSRF token) with its cookies on the member app, nothing changed',
    async (portal: Portal) => {
      const app = await server.appFor(portal);
      const staff = new TestClient(app);
      await staff.hello(portal);
      const signIn = await staff.post('/api/token/', {
        email: DEMO_EMAILS[portal],
        password: DEMO_PASSWORD,
        account_type: portal,
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      // Their cookies sent to the member app, and their access token under the member cookie's name.
      const onMemberApp = new TestClient(server.app);
      for (const [name, value] of staff.cookies) onMemberApp.cookies.set(name, value);
      const withMemberXsrf = new TestClient(server.app);
      for (const [name, value] of staff.cookies) withMemberXsrf.cookies.set(name, value);
      await withMemberXsrf.hello();
      const renamed = new TestClient(server.app);
      await renamed.hello();
      renamed.cookies.set('member_access', staff.cookies.get(`${portal}_access`) ?? '');

      const before = await tablesFingerprint(server.db, MEMBER_TABLES);
      for (const { name, call } of calls) {
        const own = await send(staff, call);
        expect(own.statusCode, `${portal} app: ${name} ${own.body}`).toBe(404);
        // decision 3: their XSRF token is bound to their portal, so a write fails that check first (403 csrf).
        const carried = await send(onMemberApp, call);
        expect(carried.statusCode, `member app, ${portal} cookies: ${name} ${carried.body}`).toBe(
          call.method === 'GET' ? 401 : 403,
        );
        const carriedWithXsrf = await send(withMemberXsrf, call);
        expect(
          carriedWithXsrf.statusCode,
          `member app, ${portal} cookies and a member XSRF token: ${name} ${carriedWithXsrf.body}`,
        ).toBe(401);
        const forged = await send(renamed, call);
        expect(forged.statusCode, `member app, ${portal} token as member_access: ${name} ${forged.body}`).toBe(401);
      }
      expect(await tablesFingerprint(server.db, MEMBER_TABLES)).toEqual(before);
    },
  );
});
