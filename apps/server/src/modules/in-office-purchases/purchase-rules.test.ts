// Issue 17 items 1, 2 and 6 and issue 15 item 10: one current membership of a plan per person (also under
// concurrency), who a plan may cover, the location the plan page names, and a retried payoff or confirm
// answering its first result. Offline gateway; PGlite by default, PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_SHOP_NOT_OFFERED,
  OFFLINE_TEST_CARDS,
  type InOfficePlan,
  type PlanPurchase,
  type SavedCard,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { TestClient } from '../../testing/test-client.js';
import {
  DEMO_EMAILS,
  memberByEmail,
  othersInHousehold,
  signedIn,
  type DemoPerson,
} from '../member/member.test-support.js';

const PURCHASES = '/api/member/v4/in-office-plan-purchases/';
const CARDS = '/api/member/v4/payment-methods/';
const PLANS = '/api/member/v4/in-office-plans/';

describe('purchase rules: duplicates, eligibility, locations and retried keys', () => {
  let server: TestServer;
  let member: TestClient;
  let inOffice: TestClient;
  let daniel: DemoPerson;
  let lucasId: number;
  let adultPlan: InOfficePlan;
  let childPlan: InOfficePlan;

  const count = async (query: ReturnType<typeof sql>) =>
    (await server.db.execute<{ n: number }>(query)).rows[0]?.n ?? -1;

  async function savedCard(client: TestClient, cardNumber: string): Promise<SavedCard> {
    const token = await client.post(`${CARDS}offline-tokenize/`, {
      card_number: cardNumber,
      expiry: '12/39',
      cvc: '123',
    });
    const added = await client.post(CARDS, {
      payment_method_id: token.json<{ data: { payment_method_id: string } }>().data.payment_method_id,
    });
    expect(added.statusCode).toBe(201);
    return added.json<{ data: SavedCard }>().data;
  }

  const confirm = (client: TestClient, plan: InOfficePlan, people: number[], card: SavedCard, key: string) =>
    client.post(PURCHASES, {
      plan_id: plan.id,
      covered_patient_ids: people,
      payment_mode: 'full',
      payment_method_id: card.payment_method_id,
      terms_accepted: true,
      idempotency_key: key,
    });

  /** Ends every purchase of Daniel's household, so a test starts with no current membership. */
  const endPurchases = () =>
    server.db.execute(
      sql`update in_office_plan_purchases set status = 'Cancelled' where household_id = ${daniel.householdId}`,
    );

  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    inOffice = await signedIn(server.app, DEMO_EMAILS.inOffice);
    daniel = await memberByEmail(server.db, DEMO_EMAILS.member);
    const lucas = (await othersInHousehold(server.db, daniel.householdId, daniel.patientId)).find(
      (p) => p.firstName === 'Lucas',
    );
    if (!lucas) throw new Error('no Lucas in the demo household');
    lucasId = lucas.id;
    const plans = (await member.get(`${PLANS}?zip=78701&page_size=50`)).json<{ data: InOfficePlan[] }>().data;
    const practice = plans.find((p) => p.name === 'Child Membership')?.practice.id;
    const adult = plans.find((p) => p.practice.id === practice && p.name === 'Adult Membership');
    const child = plans.find((p) => p.practice.id === practice && p.name === 'Child Membership');
    if (!adult || !child) throw new Error('no practice near 78701 sells both memberships');
    adultPlan = adult;
    childPlan = child;
  });
  afterAll(() => server.close());

  it('says who each plan may cover', () => {
    expect(adultPlan.eligibility).toEqual({ min_age: 14, under_age: null });
    expect(childPlan.eligibility).toEqual({ min_age: null, under_age: 14 });
  });

  it.each([DEMO_EMAILS.employee, DEMO_EMAILS.healthshare])(
    'refuses to sell %s (employer or Altrua coverage) a plan, charging and writing nothing',
    async (email) => {
      const client = await signedIn(server.app, email);
      const buyer = await memberByEmail(server.db, email);
      const card = await savedCard(client, OFFLINE_TEST_CARDS.success);
      const purchases = sql`select count(*)::int as n from in_office_plan_purchases where household_id = ${buyer.householdId}`;
      const charges = sql`select count(*)::int as n from payments p join in_office_plan_purchases pp on pp.id = p.purchase_id where pp.household_id = ${buyer.householdId}`;
      const before = { purchases: await count(purchases), charges: await count(charges) };
      const response = await confirm(client, adultPlan, [buyer.patientId], card, `group-coverage-${buyer.patientId}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: MSG_SHOP_NOT_OFFERED });
      expect({ purchases: await count(purchases), charges: await count(charges) }).toEqual(before);
    },
  );

  it('refuses a second current membership of the same plan for the same person, charging nothing', async () => {
    await endPurchases();
    const card = await savedCard(member, OFFLINE_TEST_CARDS.success);
    const first = await confirm(member, adultPlan, [daniel.patientId], card, 'duplicate-first-0001');
    expect(first.statusCode).toBe(201);
    const charges = await count(sql`select count(*)::int as n from offline_charges`);
    const again = await confirm(member, adultPlan, [daniel.patientId], card, 'duplicate-second-0001');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { covered_patient_ids: 'Daniel Carter already holds this plan.' } });
    expect(await count(sql`select count(*)::int as n from offline_charges`)).toBe(charges);
    // The first attempt retried still answers its purchase; another plan or another person is fine.
    const retried = await confirm(member, adultPlan, [daniel.patientId], card, 'duplicate-first-0001');
    expect(retried.statusCode).toBe(200);
    expect(retried.json<{ data: PlanPurchase }>().data.id).toBe(first.json<{ data: PlanPurchase }>().data.id);
    expect((await confirm(member, childPlan, [lucasId], card, 'duplicate-other-0001')).statusCode).toBe(201);
  });

  it('lets only one of 10 simultaneous purchases of the same plan for the same person through', async () => {
    await endPurchases();
    const card = await savedCard(member, OFFLINE_TEST_CARDS.success);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        confirm(member, adultPlan, [daniel.patientId], card, `simultaneous-${i}-0001`),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(
      await count(
        sql`select count(*)::int as n from offline_charges where idempotency_key like ${'purchase-%-simultaneous-%'}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from in_office_plan_purchases pu join purchase_covered_patients c on c.purchase_id = pu.id
        where pu.status = 'Active' and pu.plan_id = ${adultPlan.id} and c.patient_id = ${daniel.patientId}`),
    ).toBe(1);
  });

  it('refuses a child plan for the 41-year-old primary and an adult plan for the 13-year-old, with the reason', async () => {
    await endPurchases();
    const card = await savedCard(member, OFFLINE_TEST_CARDS.success);
    const before = await count(
      sql`select (select count(*) from in_office_plan_purchases) + (select count(*) from offline_charges) as n`,
    );
    const child = await confirm(member, childPlan, [daniel.patientId, lucasId], card, 'eligibility-child-0001');
    expect(child.statusCode).toBe(400);
    expect(child.json()).toEqual({
      errors: { covered_patient_ids: 'Daniel Carter is 41: this plan is for people under 14.' },
    });
    const adult = await confirm(member, adultPlan, [lucasId], card, 'eligibility-adult-0001');
    expect(adult.json()).toEqual({
      errors: { covered_patient_ids: 'Lucas Carter is 13: this plan is for people aged 14 and older.' },
    });
    expect(
      await count(
        sql`select (select count(*) from in_office_plan_purchases) + (select count(*) from offline_charges) as n`,
      ),
    ).toBe(before);
  });

  it('names on the plan page the practice location chosen in the shop, and only that practice’s', async () => {
    const locations = await server.db.execute<{ id: number; address_line_1: string }>(
      sql`select id, address_line_1 from practice_locations where practice_id = ${adultPlan.practice.id} order by id`,
    );
    expect(locations.rows.length).toBeGreaterThan(1);
    const shown = adultPlan.practice;
    expect(locations.rows.find((l) => l.id === shown.location_id)?.address_line_1).toBe(shown.address);
    const page = await server.app.inject({
      method: 'GET',
      url: `${PLANS}${adultPlan.id}/?location_id=${shown.location_id}`,
    });
    expect(page.json<{ data: InOfficePlan }>().data.practice).toEqual({ ...shown, distance_miles: null });
    for (const location of locations.rows) {
      const other = (
        await server.app.inject({ method: 'GET', url: `${PLANS}${adultPlan.id}/?location_id=${location.id}` })
      ).json<{ data: InOfficePlan }>().data;
      expect(other.practice).toMatchObject({ location_id: location.id, address: location.address_line_1 });
    }
    const elsewhere = await server.db.execute<{ id: number }>(
      sql`select id from practice_locations where practice_id <> ${adultPlan.practice.id} limit 1`,
    );
    const foreign = (
      await server.app.inject({
        method: 'GET',
        url: `${PLANS}${adultPlan.id}/?location_id=${elsewhere.rows[0]?.id ?? 0}`,
      })
    ).json<{ data: InOfficePlan }>().data;
    expect(foreign.practice.location_id).toBe(locations.rows[0]?.id);
    expect(
      (await server.app.inject({ method: 'GET', url: `${PLANS}${adultPlan.id}/?location_id=abc` })).statusCode,
    ).toBe(400);
  });

  it('answers a payoff retried with the same key with its first success, charging once', async () => {
    const { data } = (await inOffice.get(`${PURCHASES}?payment_status=Past%20due`)).json<{ data: PlanPurchase[] }>();
    const purchase = data[0];
    if (!purchase) throw new Error('inoffice@ has no past-due purchase');
    const [card] = (await inOffice.get(CARDS)).json<{ data: SavedCard[] }>().data;
    const url = `${PURCHASES}${purchase.id}/payoff-balance/`;
    const body = { use_stripe_payment_method_id: card?.payment_method_id, idempotency_key: 'payoff-attempt-0001' };
    const first = await inOffice.post(url, body);
    expect(first.statusCode).toBe(200);
    // The answer was lost (the process died after the commit): the client sends the same request again.
    const retried = await Promise.all([inOffice.post(url, body), inOffice.post(url, body)]);
    for (const response of retried) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first.json());
    }
    expect(first.json<{ data: { charged_cents: number; card_last4: string } }>().data).toMatchObject({
      charged_cents: purchase.balance_cents,
      card_last4: '4242',
    });
    expect(
      await count(sql`select count(*)::int as n from payments where purchase_id = ${purchase.id} and kind = 'payoff'`),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from offline_charges where idempotency_key like ${`payoff-${purchase.id}-%`}`,
      ),
    ).toBe(1);
    // A new attempt (another key) finds nothing owed.
    const later = await inOffice.post(url, { ...body, idempotency_key: 'payoff-attempt-0002' });
    expect(later.json()).toEqual({ errors: 'This purchase has no remaining balance.' });
  });

  it('answers a declined payoff retried with the same key with the same decline, trying the card once', async () => {
    await endPurchases();
    const good = await savedCard(member, OFFLINE_TEST_CARDS.success);
    const bought = await member.post(PURCHASES, {
      plan_id: adultPlan.id,
      covered_patient_ids: [daniel.patientId],
      payment_mode: 'monthly',
      payment_method_id: good.payment_method_id,
      terms_accepted: true,
      idempotency_key: 'payoff-declined-purchase-0001',
    });
    const purchase = bought.json<{ data: PlanPurchase }>().data;
    const declined = await savedCard(member, OFFLINE_TEST_CARDS.declined);
    const url = `${PURCHASES}${purchase.id}/payoff-balance/`;
    const body = { use_stripe_payment_method_id: declined.payment_method_id, idempotency_key: 'payoff-declined-0001' };
    for (const response of [await member.post(url, body), await member.post(url, body)]) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ errors: 'Your card was declined.' });
    }
    expect(
      await count(sql`select count(*)::int as n from payments where purchase_id = ${purchase.id} and kind = 'payoff'`),
    ).toBe(1);
    // Another attempt with the good card pays it.
    const paid = await member.post(url, {
      use_stripe_payment_method_id: good.payment_method_id,
      idempotency_key: 'payoff-declined-0002',
    });
    expect(paid.json<{ data: { purchase: PlanPurchase } }>().data.purchase.balance_cents).toBe(0);
  });
});
