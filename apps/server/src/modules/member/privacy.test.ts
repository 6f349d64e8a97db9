// DEVELOPERS: "a member sees only their own household. Every endpoint has a test that tries someone else's
// ids and gets 404." This walks every member route that takes an id (path, query or body) as member@ with
// ids of other households: the answer must be the one an id that exists nowhere gets (404 for a path id),
// and a write must change nothing. It fails when a member route or id field appears without a case in
// privacy.test-support.ts. Then every other portal's session is tried on every member call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { ENDPOINTS, MEMBER_ID_LENGTH, OFFLINE_TEST_CARDS, apiPath, type EndpointName, type PlanPurchase, type Portal, type SavedCard } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { TestClient } from '../../testing/test-client.js';
import { DEMO_EMAILS, DEMO_PASSWORD, memberByEmail, signedIn } from './member.test-support.js';
import {
  PATH_CASES,
  PURCHASE_TABLES,
  UNKNOWN_ID,
  firstValue,
  memberIdFields,
  memberRoutesWithPathParams,
  servedMemberRoutesWithPathParams,
  tablesFingerprint,
  type HouseholdPathCase,
  type Method,
  type PrivacyContext,
} from './privacy.test-support.js';

interface Call {
  method: Method;
  url: string;
  body?: unknown;
}

/** One id-like field of a member call's query or body. */
type FieldCase =
  | { public: string }
  | {
      /** Who calls (member@ unless the call needs something only another demo member has). */
      actor?: 'member' | 'inOffice' | 'signedOut';
      call: (value: string | number) => Call;
      foreign: () => Promise<string | number>;
      unknown: string | number;
      tables?: readonly string[];
    };

const send = (client: TestClient, { method, url, body }: Call) => client.request(method, url, method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}));
/** What a response shows the caller: its status, body and file headers (never the request id). */
const shown = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  disposition: response.headers['content-disposition'],
  type: response.headers['content-type'],
});

describe('member privacy: another household’s ids', () => {
  let server: TestServer;
  let member: TestClient;
  let inOffice: TestClient;
  let ctx: PrivacyContext;
  let planId: number;
  let inOfficePurchaseWithBalance: number;

  async function anonymous(): Promise<TestClient> {
    const client = new TestClient(server.app);
    await client.hello();
    return client;
  }

  async function saveCard(client: TestClient): Promise<SavedCard> {
    const token = await client.post(apiPath(ENDPOINTS.offlineTokenize.path), { card_number: OFFLINE_TEST_CARDS.success, expiry: '12/39', cvc: '123' });
    expect(token.statusCode, token.body).toBe(200);
    const added = await client.post(apiPath(ENDPOINTS.addSavedCard.path), { payment_method_id: token.json<{ data: { payment_method_id: string } }>().data.payment_method_id });
    expect(added.statusCode, added.body).toBe(201);
    return added.json<{ data: SavedCard }>().data;
  }

  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    inOffice = await signedIn(server.app, DEMO_EMAILS.inOffice);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const ownCard = await saveCard(member);
    const foreignCard = await firstValue<string>(server.db, sql`select payment_method_id from saved_payment_methods where household_id <> ${me.householdId} limit 1`, 'foreign saved card');
    ctx = { db: server.db, householdId: me.householdId, ownCardPaymentMethodId: ownCard.payment_method_id, foreignCardPaymentMethodId: foreignCard };
    planId = await firstValue(server.db, sql`select id from in_office_plans order by id limit 1`, 'in-office plan');
    const purchases = (await inOffice.get(`${apiPath(ENDPOINTS.planPurchases.path)}?page_size=100`)).json<{ data: PlanPurchase[] }>().data;
    const owing = purchases.find((p) => p.balance_cents > 0);
    if (!owing) throw new Error('inoffice@ has no purchase with a balance');
    inOfficePurchaseWithBalance = owing.id;
    // member@ buys nothing in the seed: one purchase of their own proves the purchase routes answer their owner.
    const bought = await member.post(apiPath(ENDPOINTS.confirmPlanPurchase.path), {
      plan_id: planId,
      covered_patient_ids: [me.patientId],
      payment_mode: 'monthly',
      payment_method_id: ownCard.payment_method_id,
      terms_accepted: true,
      idempotency_key: 'privacy-own-purchase',
    });
    expect(bought.statusCode, bought.body).toBe(201);
  });
  afterAll(() => server.close());

  describe('path parameters', () => {
    it('every member route with a path parameter has a case (add one to PATH_CASES for a new route)', () => {
      expect(memberRoutesWithPathParams()).toEqual(Object.keys(PATH_CASES).sort());
    });

    it('the app serves exactly those routes (a route registered outside the contract needs a case too)', () => {
      expect(servedMemberRoutesWithPathParams(server.app)).toEqual(Object.keys(PATH_CASES).sort());
    });

    const householdCases = Object.entries(PATH_CASES).filter((entry): entry is [string, HouseholdPathCase] => 'find' in entry[1]);
    it.each(householdCases)('%s: another household’s id is 404 like an id that exists nowhere, changing nothing', async (key, pathCase) => {
      const [method, path] = key.split(' ') as [Method, string];
      const foreignId = await pathCase.find(ctx, 'foreign');
      const callWith = async (id: number): Promise<Call> => ({ method, url: apiPath(path, { id }), body: await pathCase.body?.(ctx, id) });
      const before = await tablesFingerprint(server.db, pathCase.tables ?? []);
      const theirs = await send(member, await callWith(foreignId));
      expect(await tablesFingerprint(server.db, pathCase.tables ?? [])).toEqual(before);
      const nowhere = await send(member, await callWith(UNKNOWN_ID));
      expect(theirs.statusCode, theirs.body).toBe(404);
      expect(shown(theirs)).toEqual(shown(nowhere));
      if (method === 'GET') {
        // The route answers the caller's own record: the 404 above is the ownership check, not a dead route.
        const own = await send(member, await callWith(await pathCase.find(ctx, 'own')));
        expect(own.statusCode, own.body).toBe(200);
      }
    });
  });

  describe('ids in the query or body', () => {
    const priceCheck = (patientId: string | number): Call => ({ method: 'GET', url: `${apiPath(ENDPOINTS.priceCheck.path)}?codes=D1110&zip=78701&patient_id=${patientId}` });
    const confirm = (over: Record<string, unknown>): Call => ({
      method: 'POST',
      url: apiPath(ENDPOINTS.confirmPlanPurchase.path),
      body: { plan_id: planId, covered_patient_ids: [0], payment_mode: 'full', payment_method_id: ctx.ownCardPaymentMethodId, terms_accepted: true, idempotency_key: `privacy-${Date.now()}-${Math.random()}`, ...over },
    });
    const foreignPatient = async () => firstValue(server.db, sql`select id from patients where household_id <> ${ctx.householdId} order by id limit 1`, 'foreign patient');
    const ownPatient = async () => (await memberByEmail(server.db, DEMO_EMAILS.member)).patientId;

    const FIELD_CASES: Record<string, FieldCase> = {
      'transactions.patient_id': {
        call: (id) => ({ method: 'GET', url: `${apiPath(ENDPOINTS.transactions.path)}?view=all&patient_id=${id}` }),
        foreign: foreignPatient,
        unknown: UNKNOWN_ID,
      },
      'transactions.practice_id': { public: 'a practice of the directory; it only narrows the household’s own receipts' },
      'inOfficePlans.practice_id': { public: 'a practice of the directory; plans are public' },
      'priceCheck.patient_id': { call: priceCheck, foreign: foreignPatient, unknown: UNKNOWN_ID },
      'confirmPlanPurchase.plan_id': { public: 'an in-office plan is public (its practice link)' },
      'inOfficePlan.location_id': { public: 'a practice location is public (its address is on the plan page)' },
      'confirmPlanPurchase.covered_patient_ids': {
        call: (id) => confirm({ covered_patient_ids: [id] }),
        foreign: foreignPatient,
        unknown: UNKNOWN_ID,
        tables: PURCHASE_TABLES,
      },
      'confirmPlanPurchase.payment_method_id': {
        call: (pm) => confirm({ payment_method_id: pm }),
        foreign: async () => ctx.foreignCardPaymentMethodId,
        unknown: 'pm_off_nowhere',
        tables: PURCHASE_TABLES,
      },
      'payoffBalance.use_stripe_payment_method_id': {
        // member@ buys nothing in the seed: inoffice@ pays their own balance with member@'s card.
        actor: 'inOffice',
        call: (pm) => ({ method: 'POST', url: apiPath(ENDPOINTS.payoffBalance.path, { id: inOfficePurchaseWithBalance }), body: { use_stripe_payment_method_id: pm } }),
        foreign: async () => ctx.ownCardPaymentMethodId,
        unknown: 'pm_off_nowhere',
        tables: PURCHASE_TABLES,
      },
      'signupInitiate.member_id': {
        // Signed out, someone else's member ID with details that do not match: the same answer as a made-up ID.
        actor: 'signedOut',
        call: (memberId) => ({
          method: 'POST',
          url: apiPath(ENDPOINTS.signupInitiate.path),
          body: { member_id: memberId, date_of_birth: '1980-01-01', tax_id_last4: '0000', email: 'privacy-probe@example.com' },
        }),
        foreign: async () => firstValue<string>(server.db, sql`select member_id from patients where household_id <> ${ctx.householdId} and member_id is not null order by id limit 1`, 'member id'),
        unknown: '0'.repeat(MEMBER_ID_LENGTH),
        tables: ['patients', 'users'],
      },
      'addSavedCard.payment_method_id': {
        call: (pm) => ({ method: 'POST', url: apiPath(ENDPOINTS.addSavedCard.path), body: { payment_method_id: pm } }),
        foreign: async () => ctx.foreignCardPaymentMethodId,
        unknown: 'pm_off_nowhere',
        tables: ['saved_payment_methods', 'offline_card_tokens'],
      },
    };

    it('every id field of a member call’s query or body has a case (add one to FIELD_CASES for a new field)', () => {
      expect(memberIdFields()).toEqual(Object.keys(FIELD_CASES).sort());
    });

    const checked = Object.entries(FIELD_CASES).filter((entry): entry is [string, Exclude<FieldCase, { public: string }>] => !('public' in entry[1]));
    it.each(checked)('%s: another household’s id is answered as an id that exists nowhere, changing nothing', async (_key, fieldCase) => {
      const client = fieldCase.actor === 'inOffice' ? inOffice : fieldCase.actor === 'signedOut' ? await anonymous() : member;
      const tables = fieldCase.tables ?? [];
      const before = await tablesFingerprint(server.db, tables);
      const theirs = await send(client, fieldCase.call(await fieldCase.foreign()));
      expect(await tablesFingerprint(server.db, tables)).toEqual(before);
      const nowhere = await send(client, fieldCase.call(fieldCase.unknown));
      expect(shown(theirs)).toEqual(shown(nowhere));
      if (tables.length > 0 && fieldCase.actor !== 'signedOut') expect(theirs.statusCode, theirs.body).toBeGreaterThanOrEqual(400);
    });

    it('a card another household tokenized but has not saved yet cannot be saved by member@ (same answer as a made-up one)', async () => {
      const token = await inOffice.post(apiPath(ENDPOINTS.offlineTokenize.path), { card_number: OFFLINE_TEST_CARDS.success, expiry: '11/38', cvc: '321' });
      expect(token.statusCode, token.body).toBe(200);
      const theirToken = token.json<{ data: { payment_method_id: string } }>().data.payment_method_id;
      const tables = ['saved_payment_methods', 'offline_card_tokens'];
      const before = await tablesFingerprint(server.db, tables);
      const theirs = await member.post(apiPath(ENDPOINTS.addSavedCard.path), { payment_method_id: theirToken });
      expect(await tablesFingerprint(server.db, tables)).toEqual(before);
      const nowhere = await member.post(apiPath(ENDPOINTS.addSavedCard.path), { payment_method_id: 'pm_off_nowhere' });
      expect(theirs.statusCode, theirs.body).toBe(400);
      expect(shown(theirs)).toEqual(shown(nowhere));
    });

    it('another household’s idempotency key buys member@ their own purchase, never answers the other household’s', async () => {
      const theirs = await firstValue<string>(server.db, sql`select idempotency_key from in_office_plan_purchases where household_id <> ${ctx.householdId} order by id limit 1`, 'foreign purchase key');
      const theirIds = (await server.db.execute<{ id: number }>(sql`select id from in_office_plan_purchases where household_id <> ${ctx.householdId}`)).rows.map((r) => r.id);
      // Another adult of member@'s household: member@ already holds the plan (one current membership per person, issue 17).
      const spouse = await firstValue<number>(server.db, sql`select id from patients where household_id = ${ctx.householdId} and id <> ${await ownPatient()} and date_of_birth <= current_date - interval '18 years' order by id limit 1`, 'another adult');
      const response = await send(member, confirm({ covered_patient_ids: [spouse], idempotency_key: theirs }));
      expect(response.statusCode, response.body).toBe(201);
      expect(theirIds).not.toContain(response.json<{ data: PlanPurchase }>().data.id);
    });

    it('the price check and receipts answer the caller’s own family member (the cases above reach the check)', async () => {
      const own = await ownPatient();
      expect((await send(member, priceCheck(own))).statusCode).toBe(200);
      const receipts = await member.get(`${apiPath(ENDPOINTS.transactions.path)}?view=all&patient_id=${own}`);
      expect(receipts.json<{ meta: { total: number } }>().meta.total).toBeGreaterThan(0);
    });
  });
});

/** Member calls open signed out (sign-up, links from mails, a practice's plan page): no session is read. */
const SIGNED_OUT_CALLS: readonly EndpointName[] = ['signupInitiate', 'signupComplete', 'newMemberSignup', 'resendVerification', 'verifyEmail', 'completeEmailChange', 'inOfficePlan'];

/** A valid query or body for each member call that needs one, so a call gets past validation to the session check. */
const SAMPLES: Partial<Record<EndpointName, { query?: string; body?: unknown }>> = {
  updateMemberUser: { body: { phone: '(512) 555-0199' } },
  initiateEmailChange: { body: { email: 'someone-new@example.com' } },
  changePassword: { body: { old_password: DEMO_PASSWORD, new_password: 'Another-Strong-Pass-42', confirm_password: 'Another-Strong-Pass-42' } },
  updateFamilyMember: { body: { first_name: 'Mallory' } },
  payoffBalance: { body: { use_stripe_payment_method_id: 'pm_off_any' } },
  updateAutoRenew: { body: { auto_renew: false } },
  confirmPlanPurchase: { body: { plan_id: 1, covered_patient_ids: [1], payment_mode: 'full', payment_method_id: 'pm_off_any', terms_accepted: true, idempotency_key: 'privacy-portal-0001' } },
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
    const ctx: PrivacyContext = { db: server.db, householdId: me.householdId, ownCardPaymentMethodId: '', foreignCardPaymentMethodId: '' };
    // Path ids are member@'s own records: another portal's session must not reach even a real one.
    const idFor = async (method: string, path: string) => {
      const pathCase = PATH_CASES[`${method} ${path}`];
      return pathCase && 'find' in pathCase ? pathCase.find(ctx, 'own').catch(() => UNKNOWN_ID) : UNKNOWN_ID;
    };
    for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, (typeof ENDPOINTS)[EndpointName]][]) {
      if (!endpoint.path.startsWith('member/') || SIGNED_OUT_CALLS.includes(name)) continue;
      const sample = SAMPLES[name] ?? {};
      const url = apiPath(endpoint.path, { id: await idFor(endpoint.method, endpoint.path) }) + (sample.query ? `?${sample.query}` : '');
      calls.push({ name, call: { method: endpoint.method, url, body: sample.body } });
    }
    for (const key of memberRoutesWithPathParams().filter((k) => !Object.values(ENDPOINTS).some((e) => `${e.method} ${e.path}` === k))) {
      const [method, path] = key.split(' ') as [Method, string];
      calls.push({ name: path, call: { method, url: apiPath(path, { id: await idFor(method, path) }) } });
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

  it.each(['dentist', 'employer', 'admin'] as const)('a %s session: 404 on its own app, 401 (403 for a write with its XSRF token) with its cookies on the member app, nothing changed', async (portal: Portal) => {
    const app = await server.appFor(portal);
    const staff = new TestClient(app);
    await staff.hello(portal);
    const signIn = await staff.post('/api/token/', { email: DEMO_EMAILS[portal], password: DEMO_PASSWORD, account_type: portal });
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
      expect(carried.statusCode, `member app, ${portal} cookies: ${name} ${carried.body}`).toBe(call.method === 'GET' ? 401 : 403);
      const carriedWithXsrf = await send(withMemberXsrf, call);
      expect(carriedWithXsrf.statusCode, `member app, ${portal} cookies and a member XSRF token: ${name} ${carriedWithXsrf.body}`).toBe(401);
      const forged = await send(renamed, call);
      expect(forged.statusCode, `member app, ${portal} token as member_access: ${name} ${forged.body}`).toBe(401);
    }
    expect(await tablesFingerprint(server.db, MEMBER_TABLES)).toEqual(before);
  });
});
