// DEVELOPERS: "a member sees only their own household. Every endpoint has a test that tries someone else's
// ids and gets 404." The member portal's part of the tenancy harness (testing/tenancy.ts, decision 0023):
// this walks every member route that takes an id (path, query or body) as member@ with ids of other
// households: the answer must be the one an id that exists nowhere gets (404 for a path id), and a write must
// change nothing. It fails when a member route or id field appears without a case here or in
// privacy.test-support.ts (or a PUBLIC_IDS entry). Other portals' sessions on member calls: privacy-other-portals.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  CONTRACT,
  MEMBER_ID_LENGTH,
  OFFLINE_TEST_CARDS,
  apiPath,
  type PlanPurchase,
  type SavedCard,
} from '@dental/domain';
import { routeNamed, tenancyGaps } from '../../testing/tenancy.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { TestClient } from '../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, signedIn } from './member.test-support.js';
import {
  PATH_CASES,
  PURCHASE_TABLES,
  UNKNOWN_ID,
  firstValue,
  send,
  tablesFingerprint,
  type Call,
  type Method,
  type PrivacyContext,
} from './privacy.test-support.js';

const ENTRY = CONTRACT.member;

/** One id-like field of a member call's query or body. */
interface FieldCase {
  /** Who calls (member@ unless the call needs something only another demo member has). */
  actor?: 'member' | 'inOffice' | 'signedOut';
  call: (value: string | number) => Call;
  foreign: () => Promise<string | number>;
  unknown: string | number;
  tables?: readonly string[];
}

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
    const token = await client.post(apiPath(ENTRY.offlineTokenize.path), {
      card_number: OFFLINE_TEST_CARDS.success,
      expiry: '12/39',
      cvc: '123',
    });
    expect(token.statusCode, token.body).toBe(200);
    const added = await client.post(apiPath(ENTRY.addSavedCard.path), {
      payment_method_id: token.json<{ data: { payment_method_id: string } }>().data.payment_method_id,
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json<{ data: SavedCard }>().data;
  }

  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    inOffice = await signedIn(server.app, DEMO_EMAILS.inOffice);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const ownCard = await saveCard(member);
    const foreignCard = await firstValue<string>(
      server.db,
      sql`select payment_method_id from saved_payment_methods where household_id <> ${me.householdId} limit 1`,
      'foreign saved card',
    );
    ctx = {
      db: server.db,
      householdId: me.householdId,
      ownCardPaymentMethodId: ownCard.payment_method_id,
      foreignCardPaymentMethodId: foreignCard,
    };
    planId = await firstValue(server.db, sql`select id from in_office_plans order by id limit 1`, 'in-office plan');
    const purchases = (await inOffice.get(`${apiPath(ENTRY.planPurchases.path)}?page_size=100`)).json<{
      data: PlanPurchase[];
    }>().data;
    const owing = purchases.find((p) => p.balance_cents > 0);
    if (!owing) throw new Error('inoffice@ has no purchase with a balance');
    inOfficePurchaseWithBalance = owing.id;
    // member@ buys nothing in the seed: one purchase of their own proves the purchase routes answer their owner.
    const bought = await member.post(apiPath(ENTRY.confirmPlanPurchase.path), {
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
    it.each(Object.entries(PATH_CASES))(
      '%s: another household’s id is 404 like an id that exists nowhere, changing nothing',
      async (key, pathCase) => {
        const route = routeNamed(key.slice(0, key.lastIndexOf('.')));
        const method = route.method as Method;
        const path = route.url.slice('/api/'.length);
        const foreignId = await pathCase.find(ctx, 'foreign');
        const callWith = async (id: number): Promise<Call> => ({
          method,
          url: apiPath(path, { id }),
          body: await pathCase.body?.(ctx, id),
        });
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
      },
    );
  });

  describe('ids in the query or body', () => {
    const priceCheck = (patientId: string | number): Call => ({
      method: 'GET',
      url: `${apiPath(ENTRY.priceCheck.path)}?codes=D1110&zip=78701&patient_id=${patientId}`,
    });
    const confirm = (over: Record<string, unknown>): Call => ({
      method: 'POST',
      url: apiPath(ENTRY.confirmPlanPurchase.path),
      body: {
        plan_id: planId,
        covered_patient_ids: [0],
        payment_mode: 'full',
        payment_method_id: ctx.ownCardPaymentMethodId,
        terms_accepted: true,
        idempotency_key: `privacy-${Date.now()}-${Math.random()}`,
        ...over,
      },
    });
    const foreignPatient = async () =>
      firstValue(
        server.db,
        sql`select id from patients where household_id <> ${ctx.householdId} order by id limit 1`,
        'foreign patient',
      );
    const ownPatient = async () => (await memberByEmail(server.db, DEMO_EMAILS.member)).patientId;

    const FIELD_CASES: Record<string, FieldCase> = {
      'member.transactions.patient_id': {
        call: (id) => ({ method: 'GET', url: `${apiPath(ENTRY.transactions.path)}?view=all&patient_id=${id}` }),
        foreign: foreignPatient,
        unknown: UNKNOWN_ID,
      },
      'member.priceCheck.patient_id': { call: priceCheck, foreign: foreignPatient, unknown: UNKNOWN_ID },
      'member.confirmPlanPurchase.covered_patient_ids': {
        call: (id) => confirm({ covered_patient_ids: [id] }),
        foreign: foreignPatient,
        unknown: UNKNOWN_ID,
        tables: PURCHASE_TABLES,
      },
      'member.confirmPlanPurchase.payment_method_id': {
        call: (pm) => confirm({ payment_method_id: pm }),
        foreign: async () => ctx.foreignCardPaymentMethodId,
        unknown: 'pm_off_nowhere',
        tables: PURCHASE_TABLES,
      },
      'member.payoffBalance.use_stripe_payment_method_id': {
        // member@ buys nothing in the seed: inoffice@ pays their own balance with member@'s card.
        actor: 'inOffice',
        call: (pm) => ({
          method: 'POST',
          url: apiPath(ENTRY.payoffBalance.path, { id: inOfficePurchaseWithBalance }),
          body: { use_stripe_payment_method_id: pm },
        }),
        foreign: async () => ctx.ownCardPaymentMethodId,
        unknown: 'pm_off_nowhere',
        tables: PURCHASE_TABLES,
      },
      'member.signupInitiate.member_id': {
        // Signed out, someone else's member ID with details that do not match: the same answer as a made-up ID.
        actor: 'signedOut',
        call: (memberId) => ({
          method: 'POST',
          url: apiPath(ENTRY.signupInitiate.path),
          body: {
            member_id: memberId,
            date_of_birth: '1980-01-01',
            tax_id_last4: '0000',
            email: 'privacy-probe@example.com',
          },
        }),
        foreign: async () =>
          firstValue<string>(
            server.db,
            sql`select member_id from patients where household_id <> ${ctx.householdId} and member_id is not null order by id limit 1`,
            'member id',
          ),
        unknown: '0'.repeat(MEMBER_ID_LENGTH),
        tables: ['patients', 'users'],
      },
      'member.addSavedCard.payment_method_id': {
        call: (pm) => ({ method: 'POST', url: apiPath(ENTRY.addSavedCard.path), body: { payment_method_id: pm } }),
        foreign: async () => ctx.foreignCardPaymentMethodId,
        unknown: 'pm_off_nowhere',
        tables: ['saved_payment_methods', 'offline_card_tokens'],
      },
    };

    it('every id of a member route has a case, in its path (PATH_CASES), query or body (FIELD_CASES), or is public (PUBLIC_IDS)', () => {
      expect(tenancyGaps('member', [...Object.keys(PATH_CASES), ...Object.keys(FIELD_CASES)])).toEqual({
        missing: [],
        stale: [],
      });
    });

    it.each(Object.entries(FIELD_CASES))(
      '%s: another household’s id is answered as an id that exists nowhere, changing nothing',
      async (_key, fieldCase) => {
        const client =
          fieldCase.actor === 'inOffice' ? inOffice : fieldCase.actor === 'signedOut' ? await anonymous() : member;
        const tables = fieldCase.tables ?? [];
        const before = await tablesFingerprint(server.db, tables);
        const theirs = await send(client, fieldCase.call(await fieldCase.foreign()));
        expect(await tablesFingerprint(server.db, tables)).toEqual(before);
        const nowhere = await send(client, fieldCase.call(fieldCase.unknown));
        expect(shown(theirs)).toEqual(shown(nowhere));
        if (tables.length > 0 && fieldCase.actor !== 'signedOut')
          expect(theirs.statusCode, theirs.body).toBeGreaterThanOrEqual(400);
      },
    );

    it('a card another household tokenized but has not saved yet cannot be saved by member@ (same answer as a made-up one)', async () => {
      const token = await inOffice.post(apiPath(ENTRY.offlineTokenize.path), {
        card_number: OFFLINE_TEST_CARDS.success,
        expiry: '11/38',
        cvc: '321',
      });
      expect(token.statusCode, token.body).toBe(200);
      const theirToken = token.json<{ data: { payment_method_id: string } }>().data.payment_method_id;
      const tables = ['saved_payment_methods', 'offline_card_tokens'];
      const before = await tablesFingerprint(server.db, tables);
      const theirs = await member.post(apiPath(ENTRY.addSavedCard.path), { payment_method_id: theirToken });
      expect(await tablesFingerprint(server.db, tables)).toEqual(before);
      const nowhere = await member.post(apiPath(ENTRY.addSavedCard.path), { payment_method_id: 'pm_off_nowhere' });
      expect(theirs.statusCode, theirs.body).toBe(400);
      expect(shown(theirs)).toEqual(shown(nowhere));
    });

    it('another household’s idempotency key buys member@ their own purchase, never answers the other household’s', async () => {
      const theirs = await firstValue<string>(
        server.db,
        sql`select idempotency_key from in_office_plan_purchases where household_id <> ${ctx.householdId} order by id limit 1`,
        'foreign purchase key',
      );
      const theirIds = (
        await server.db.execute<{ id: number }>(
          sql`select id from in_office_plan_purchases where household_id <> ${ctx.householdId}`,
        )
      ).rows.map((r) => r.id);
      // Another adult of member@'s household: member@ already holds the plan (one current membership per person, issue 17).
      const spouse = await firstValue<number>(
        server.db,
        sql`select id from patients where household_id = ${ctx.householdId} and id <> ${await ownPatient()} and date_of_birth <= current_date - interval '18 years' order by id limit 1`,
        'another adult',
      );
      const response = await send(member, confirm({ covered_patient_ids: [spouse], idempotency_key: theirs }));
      expect(response.statusCode, response.body).toBe(201);
      expect(theirIds).not.toContain(response.json<{ data: PlanPurchase }>().data.id);
    });

    it('the price check and receipts answer the caller’s own family member (the cases above reach the check)', async () => {
      const own = await ownPatient();
      expect((await send(member, priceCheck(own))).statusCode).toBe(200);
      const receipts = await member.get(`${apiPath(ENTRY.transactions.path)}?view=all&patient_id=${own}`);
      expect(receipts.json<{ meta: { total: number } }>().meta.total).toBeGreaterThan(0);
    });
  });
});
