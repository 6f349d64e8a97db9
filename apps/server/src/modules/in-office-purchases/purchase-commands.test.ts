// Issue 7 integration: buying with each offline test card, doubled confirms and payoffs, auto renew,
// saved cards, the shop and another household's purchase (offline gateway, the default).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  OFFLINE_TEST_CARDS,
  planPurchaseSchema,
  type InOfficePlan,
  type PlanPurchase,
  type SavedCard,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { TestClient } from '../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, signedIn } from '../member/member.test-support.js';

const PURCHASES = '/api/member/v4/in-office-plan-purchases/';
const CARDS = '/api/member/v4/payment-methods/';

describe('buying and paying for in-office plans (offline gateway)', () => {
  let server: TestServer;
  let member: TestClient;
  let inOffice: TestClient;
  let patientId: number;
  let householdId: number;
  let plan: InOfficePlan;

  const count = async (query: ReturnType<typeof sql>) =>
    (await server.db.execute<{ n: number }>(query)).rows[0]?.n ?? -1;

  async function savedCard(client: TestClient, cardNumber: string): Promise<SavedCard> {
    const token = await client.post(`${CARDS}offline-tokenize/`, {
      card_number: cardNumber,
      expiry: '12/39',
      cvc: '123',
    });
    expect(token.statusCode).toBe(200);
    const added = await client.post(CARDS, {
      payment_method_id: token.json<{ data: { payment_method_id: string } }>().data.payment_method_id,
    });
    expect(added.statusCode).toBe(201);
    return added.json<{ data: SavedCard }>().data;
  }

  const confirm = (client: TestClient, card: SavedCard, mode: 'full' | 'monthly', key: string) =>
    client.post(PURCHASES, {
      plan_id: plan.id,
      covered_patient_ids: [patientId],
      payment_mode: mode,
      payment_method_id: card.payment_method_id,
      terms_accepted: true,
      idempotency_key: key,
    });

  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    inOffice = await signedIn(server.app, DEMO_EMAILS.inOffice);
    ({ patientId, householdId } = await memberByEmail(server.db, DEMO_EMAILS.member));
    const shop = await member.get('/api/member/v4/in-office-plans/?zip=78701');
    expect(shop.statusCode).toBe(200);
    // The member is 41: the first plan that may cover an adult (purchase-rules.test.ts checks eligibility).
    const first = shop.json<{ data: InOfficePlan[] }>().data.find((p) => p.eligibility.under_age === null);
    if (!first) throw new Error('no plan near 78701');
    plan = first;
  });
  afterAll(() => server.close());
  // One current membership of a plan per person (issue 17): each purchase test starts with none.
  const endPurchases = () =>
    server.db.execute(
      sql`update in_office_plan_purchases set status = 'Cancelled' where household_id = ${householdId}`,
    );
  beforeEach(async () => {
    await endPurchases();
  });

  it('shops plans near a zip, nearest first, with the practices to filter by', async () => {
    const body = (await member.get('/api/member/v4/in-office-plans/?zip=78701')).json<{
      data: InOfficePlan[];
      filters: { zip: string; practices: { id: number }[] };
    }>();
    const miles = body.data.map((p) => p.practice.distance_miles ?? Infinity);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(body.filters.zip).toBe('78701');
    const practiceId = body.filters.practices[0]?.id ?? 0;
    const narrowed = (await member.get(`/api/member/v4/in-office-plans/?zip=78701&practice_id=${practiceId}`)).json<{
      data: InOfficePlan[];
    }>();
    expect(narrowed.data.length).toBeGreaterThan(0);
    expect(narrowed.data.every((p) => p.practice.id === practiceId)).toBe(true);
    expect((await member.get('/api/member/v4/in-office-plans/?zip=00000')).statusCode).toBe(400);
  });

  it('shows one plan to a signed-out person (the practice link) and 404 for an unknown one', async () => {
    const open = await server.app.inject({ method: 'GET', url: `/api/member/v4/in-office-plans/${plan.id}/` });
    expect(open.statusCode).toBe(200);
    expect(open.json<{ data: InOfficePlan }>().data).toMatchObject({
      id: plan.id,
      name: plan.name,
      practice: { id: plan.practice.id },
    });
    expect((await server.app.inject({ method: 'GET', url: '/api/member/v4/in-office-plans/999999/' })).statusCode).toBe(
      404,
    );
  });

  it('buys in full with 4242: paid, nothing owed, the card named by brand and last four', async () => {
    const card = await savedCard(member, OFFLINE_TEST_CARDS.success);
    const response = await confirm(member, card, 'full', 'full-4242-0001');
    expect(response.statusCode).toBe(201);
    const purchase = planPurchaseSchema.parse(response.json<{ data: PlanPurchase }>().data);
    expect(purchase).toMatchObject({
      payment_mode: 'full',
      payment_status: 'Paid',
      balance_cents: 0,
      paid_cents: plan.price_cents,
      total_cents: plan.price_cents,
      past_due: false,
    });
    expect(purchase.payments).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        status: 'succeeded',
        card_brand: 'Visa',
        card_last4: '4242',
        amount_cents: plan.price_cents,
      }),
    ]);
    expect(purchase.covered_patients.map((p) => p.patient_id)).toEqual([patientId]);
  });

  it('buys monthly with 4242: the first instalment paid, the rest scheduled, the balance from the ledger', async () => {
    const card = await savedCard(member, OFFLINE_TEST_CARDS.success);
    const response = await confirm(member, card, 'monthly', 'monthly-4242-0001');
    expect(response.statusCode).toBe(201);
    const purchase = response.json<{ data: PlanPurchase }>().data;
    expect(purchase.instalments).toHaveLength(plan.term_months);
    expect(purchase.instalments.map((i) => i.status)).toEqual([
      'Paid',
      ...Array<string>(plan.term_months - 1).fill('Scheduled'),
    ]);
    expect(purchase.balance_cents).toBe(plan.monthly_total_cents - plan.monthly_price_cents);
    expect(purchase.next_payment_cents).toBe(plan.monthly_price_cents);
  });

  it.each([
    ['declined', OFFLINE_TEST_CARDS.declined, 'Your card was declined.'],
    ['insufficient funds', OFFLINE_TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
  ])(
    'a %s card (full and monthly) answers 402 with its message and leaves nothing behind',
    async (_name, number, message) => {
      const card = await savedCard(member, number);
      const before = await count(
        sql`select (select count(*) from in_office_plan_purchases) + (select count(*) from payments) + (select count(*) from instalments) as n`,
      );
      for (const mode of ['full', 'monthly'] as const) {
        const response = await confirm(member, card, mode, `declined-${mode}-${number}`);
        expect(response.statusCode).toBe(402);
        expect(response.json()).toEqual({ errors: message });
      }
      expect(
        await count(
          sql`select (select count(*) from in_office_plan_purchases) + (select count(*) from payments) + (select count(*) from instalments) as n`,
        ),
      ).toBe(before);
    },
  );

  it('refuses unaccepted terms, another household’s people and an unsaved card', async () => {
    const card = await savedCard(member, OFFLINE_TEST_CARDS.success);
    const noTerms = await member.post(PURCHASES, {
      plan_id: plan.id,
      covered_patient_ids: [patientId],
      payment_mode: 'full',
      payment_method_id: card.payment_method_id,
      terms_accepted: false,
      idempotency_key: 'terms-0001',
    });
    expect(noTerms.statusCode).toBe(400);
    const stranger = (await memberByEmail(server.db, DEMO_EMAILS.inOffice)).patientId;
    const theirs = await member.post(PURCHASES, {
      plan_id: plan.id,
      covered_patient_ids: [stranger],
      payment_mode: 'full',
      payment_method_id: card.payment_method_id,
      terms_accepted: true,
      idempotency_key: 'people-0001',
    });
    expect(theirs.json()).toEqual({ errors: { covered_patient_ids: 'Choose people from your own family.' } });
    const notSaved = await member.post(PURCHASES, {
      plan_id: plan.id,
      covered_patient_ids: [patientId],
      payment_mode: 'full',
      payment_method_id: 'pm_off_nope',
      terms_accepted: true,
      idempotency_key: 'card-0001',
    });
    expect(notSaved.json()).toEqual({ errors: { payment_method_id: 'Choose one of your saved cards.' } });
  });

  it('20 concurrent identical confirms create one purchase and one charge', async () => {
    const card = await savedCard(member, OFFLINE_TEST_CARDS.success);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => confirm(member, card, 'monthly', 'doubled-click-0001')),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(19);
    const ids = new Set(responses.map((r) => r.json<{ data: PlanPurchase }>().data.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(
      await count(
        sql`select count(*)::int as n from in_office_plan_purchases where idempotency_key = 'doubled-click-0001'`,
      ),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from payments where purchase_id = ${id}`)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from offline_charges where idempotency_key like ${'purchase-%-doubled-click-0001-%'}`,
      ),
    ).toBe(1);
  });

  it('20 concurrent payoffs with the saved card charge the balance once', async () => {
    const { data } = (await inOffice.get(`${PURCHASES}?payment_status=Past%20due`)).json<{ data: PlanPurchase[] }>();
    const purchase = data[0];
    if (!purchase) throw new Error('inoffice@ has no past-due purchase');
    const [card] = (await inOffice.get(CARDS)).json<{ data: SavedCard[] }>().data;
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242' });
    const url = `${PURCHASES}${purchase.id}/payoff-balance/`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => inOffice.post(url, { use_stripe_payment_method_id: card?.payment_method_id })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json())).toEqual(
      Array(19).fill({ errors: 'This purchase has no remaining balance.' }),
    );
    const paid = ok[0]?.json<{ data: { purchase: PlanPurchase; charged_cents: number; card_last4: string } }>().data;
    expect(paid).toMatchObject({ charged_cents: purchase.balance_cents, card_last4: '4242' });
    expect(paid?.purchase).toMatchObject({ balance_cents: 0, payment_status: 'Paid', past_due: false });
    expect(
      await count(sql`select count(*)::int as n from payments where purchase_id = ${purchase.id} and kind = 'payoff'`),
    ).toBe(1);
  });

  it('turns auto renew off and on', async () => {
    const { data } = (await inOffice.get(PURCHASES)).json<{ data: PlanPurchase[] }>();
    const id = data[0]?.id ?? 0;
    const off = await inOffice.patch(`${PURCHASES}${id}/`, { auto_renew: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ data: PlanPurchase }>().data.auto_renew).toBe(false);
    expect(
      (await inOffice.patch(`${PURCHASES}${id}/`, { auto_renew: true })).json<{ data: PlanPurchase }>().data.auto_renew,
    ).toBe(true);
  });

  it('answers another household’s purchase with 404 for read, auto renew and payoff, changing nothing', async () => {
    const { data } = (await inOffice.get(PURCHASES)).json<{ data: PlanPurchase[] }>();
    const theirs = data[0];
    if (!theirs) throw new Error('no purchase');
    const card = await savedCard(member, OFFLINE_TEST_CARDS.success);
    expect((await member.get(`${PURCHASES}${theirs.id}/`)).statusCode).toBe(404);
    expect((await member.patch(`${PURCHASES}${theirs.id}/`, { auto_renew: !theirs.auto_renew })).statusCode).toBe(404);
    expect(
      (
        await member.post(`${PURCHASES}${theirs.id}/payoff-balance/`, {
          use_stripe_payment_method_id: card.payment_method_id,
        })
      ).statusCode,
    ).toBe(404);
    const after = (await inOffice.get(`${PURCHASES}${theirs.id}/`)).json<{ data: PlanPurchase }>().data;
    expect(after).toEqual(theirs);
  });

  it('keeps brand, last four and expiry of a card, never its number, and removes it', async () => {
    const card = await savedCard(member, '4242 4242 4242 4242');
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2039 });
    const stored = await server.db.execute(
      sql`select row_to_json(t)::text as row from offline_card_tokens t union all select row_to_json(s)::text from saved_payment_methods s`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain('4242424242424242');
    const removed = await member.delete(`${CARDS}${card.id}/`);
    expect(removed.json()).toEqual({ data: { message: 'Removed the card ending in 4242' } });
    expect((await member.get(CARDS)).json<{ data: SavedCard[] }>().data.map((c) => c.id)).not.toContain(card.id);
    expect((await inOffice.delete(`${CARDS}${card.id}/`)).statusCode).toBe(404);
  });

  it('refuses an expired card and a bad number at tokenizing', async () => {
    const expired = await member.post(`${CARDS}offline-tokenize/`, {
      card_number: OFFLINE_TEST_CARDS.success,
      expiry: '01/20',
      cvc: '123',
    });
    expect(expired.json()).toEqual({ errors: { expiry: 'Your card has expired.' } });
    const bad = await member.post(`${CARDS}offline-tokenize/`, {
      card_number: '4242424242424241',
      expiry: '01/39',
      cvc: '123',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('makes a buyer without a plan of their own an in-office member; one with a plan keeps it', async () => {
    expect(
      (await member.get('/api/member/v4/benefit/')).json<{ data: { benefit_type: string } }>().data.benefit_type,
    ).toBe('individual');
    const card = await savedCard(member, OFFLINE_TEST_CARDS.success);
    expect((await confirm(member, card, 'full', 'benefit-kept-0001')).statusCode).toBe(201);
    await endPurchases();
    expect(
      (await member.get('/api/member/v4/benefit/')).json<{ data: { benefit_type: string } }>().data.benefit_type,
    ).toBe('individual');
    // The same member once their plan has lapsed (an inactive benefit from today).
    await server.db.execute(
      sql`insert into benefits (patient_id, benefit_type, start_date) values (${patientId}, 'inactive', current_date - 1)`,
    );
    expect(
      (await member.get('/api/member/v4/benefit/')).json<{ data: { benefit_type: string } }>().data.benefit_type,
    ).toBe('inactive');
    expect((await confirm(member, card, 'monthly', 'benefit-granted-0001')).statusCode).toBe(201);
    expect(
      (await member.get('/api/member/v4/benefit/')).json<{ data: { benefit_type: string } }>().data.benefit_type,
    ).toBe('in office');
  });
});
