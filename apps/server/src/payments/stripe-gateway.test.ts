// The Stripe gateway on the official SDK against a local fake of Stripe's endpoints, and the webhook
// signed with the SDK's own test helper.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import type { InOfficePlan, PlanPurchase, SavedCard } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import type { TestClient } from '../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, signedIn } from '../modules/member/member.test-support.js';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe.js';

const PURCHASES = '/api/member/v4/in-office-plan-purchases/';
const CARDS = '/api/member/v4/payment-methods/';
const WEBHOOK_SECRET = 'whsec_test_secret';

describe('the Stripe gateway (official SDK, local fake API)', () => {
  let fake: FakeStripe;
  let server: TestServer;
  let member: TestClient;
  let patientId: number;
  let householdId: number;
  let plan: InOfficePlan;

  const count = async (query: ReturnType<typeof sql>) =>
    (await server.db.execute<{ n: number }>(query)).rows[0]?.n ?? -1;
  const add = async (pm: string) => {
    const response = await member.post(CARDS, { payment_method_id: pm });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: SavedCard }>().data;
  };
  const confirm = (pm: string, key: string, mode: 'full' | 'monthly' = 'full') =>
    member.post(PURCHASES, {
      plan_id: plan.id,
      covered_patient_ids: [patientId],
      payment_mode: mode,
      payment_method_id: pm,
      terms_accepted: true,
      idempotency_key: key,
    });

  function webhook(payload: string, header: string) {
    return server.app.inject({
      method: 'POST',
      url: '/webhooks/stripe/',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  }
  const signed = (payload: string, timestamp = Math.floor(Date.now() / 1000)) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await createTestServer({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLIC_API_KEY: 'pk_test_fake',
        STRIPE_API_BASE: fake.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    member = await signedIn(server.app, DEMO_EMAILS.member);
    ({ patientId, householdId } = await memberByEmail(server.db, DEMO_EMAILS.member));
    // The member is an adult: a plan that may cover one (issue 17 eligibility).
    const first = (await member.get('/api/member/v4/in-office-plans/?zip=78701'))
      .json<{ data: InOfficePlan[] }>()
      .data.find((p) => p.eligibility.under_age === null);
    if (!first) throw new Error('no plan');
    plan = first;
  });
  // One current membership of a plan per person (issue 17): each test buys with none current.
  beforeEach(async () => {
    if (server)
      await server.db.execute(
        sql`update in_office_plan_purchases set status = 'Cancelled' where household_id = ${householdId}`,
      );
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it('saves a card on the household’s customer with its brand and last four', async () => {
    const card = await add('pm_card_visa');
    expect(card).toMatchObject({
      payment_method_id: 'pm_card_visa',
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2045,
    });
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    expect(fake.requests.some((r) => r.path === '/v1/payment_methods/pm_card_visa/attach')).toBe(true);
    expect((await member.post(CARDS, { payment_method_id: 'pm_unknown' })).statusCode).toBe(400);
  });

  it('has no offline tokenizing while Stripe is the gateway', async () => {
    const response = await member.post(`${CARDS}offline-tokenize/`, {
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(response.statusCode).toBe(404);
  });

  it('buys with a PaymentIntent created with an idempotency key, confirmed off-session', async () => {
    const response = await confirm('pm_card_visa', 'stripe-full-0001');
    expect(response.statusCode).toBe(201);
    const purchase = response.json<{ data: PlanPurchase }>().data;
    expect(purchase).toMatchObject({
      payment_status: 'Paid',
      balance_cents: 0,
      card_brand: 'Visa',
      card_last4: '4242',
    });
    const create = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(create?.idempotencyKey).toMatch(/stripe-full-0001/);
    expect(create?.form.get('confirm')).toBe('true');
    expect(create?.form.get('off_session')).toBe('true');
    expect(create?.form.get('amount')).toBe(String(plan.price_cents));
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
  ])('a decline (%s) answers 402 with Stripe’s message and leaves nothing', async (pm, message) => {
    await add(pm);
    const before = await count(
      sql`select (select count(*) from in_office_plan_purchases) + (select count(*) from payments) as n`,
    );
    const response = await confirm(pm, `stripe-declined-${pm}`, 'monthly');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ errors: message });
    expect(
      await count(sql`select (select count(*) from in_office_plan_purchases) + (select count(*) from payments) as n`),
    ).toBe(before);
  });

  it('20 concurrent identical confirms create one purchase and one PaymentIntent', async () => {
    const before = fake.intents.length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => confirm('pm_card_visa', 'stripe-doubled-0001', 'monthly')),
    );
    expect(new Set(responses.map((r) => r.json<{ data: PlanPurchase }>().data.id)).size).toBe(1);
    expect(fake.intents.length - before).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from in_office_plan_purchases where idempotency_key = 'stripe-doubled-0001'`,
      ),
    ).toBe(1);
  });

  it('20 concurrent payoffs create one PaymentIntent', async () => {
    const bought = (await confirm('pm_card_visa', 'stripe-payoff-0001', 'monthly')).json<{ data: PlanPurchase }>().data;
    const before = fake.intents.length;
    const url = `${PURCHASES}${bought.id}/payoff-balance/`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => member.post(url, { use_stripe_payment_method_id: 'pm_card_visa' })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(fake.intents.length - before).toBe(1);
    expect(fake.intents.at(-1)?.amount).toBe(bought.balance_cents);
  });

  describe('webhook', () => {
    async function refundEvent(id: string) {
      const bought = (await confirm('pm_card_visa', `stripe-refund-${id}`)).json<{ data: PlanPurchase }>().data;
      const [payment] = (
        await server.db.execute<{ gateway_reference: string }>(
          sql`select gateway_reference from payments where purchase_id = ${bought.id}`,
        )
      ).rows;
      const event = {
        id,
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: {
            id: `ch_${id}`,
            object: 'charge',
            payment_intent: payment?.gateway_reference,
            amount_refunded: 1000,
          },
        },
      };
      return { bought, payload: JSON.stringify(event) };
    }
    const balance = async (id: number) =>
      (await member.get(`${PURCHASES}${id}/`)).json<{ data: PlanPurchase }>().data.balance_cents;

    it('applies a signed refund once (a duplicate delivery changes nothing) as a ledger row', async () => {
      const { bought, payload } = await refundEvent('evt_refund_1');
      expect((await webhook(payload, signed(payload))).statusCode).toBe(200);
      expect(await balance(bought.id)).toBe(1000);
      const again = await webhook(payload, signed(payload));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ duplicate: true });
      expect(await balance(bought.id)).toBe(1000);
      expect(
        await count(
          sql`select count(*)::int as n from payments where purchase_id = ${bought.id} and status = 'refunded'`,
        ),
      ).toBe(1);
    });

    it('answers 400 to a bad signature or an old timestamp and changes nothing', async () => {
      const { bought, payload } = await refundEvent('evt_refund_2');
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      const refused = await webhook(payload, forged);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ errors: 'Invalid webhook signature.' });
      expect((await webhook(payload, 'not a signature')).statusCode).toBe(400);
      const old = signed(payload, Math.floor(Date.now() / 1000) - 3600);
      expect((await webhook(payload, old)).statusCode).toBe(400);
      const tampered = payload.replace('1000', '9000');
      expect((await webhook(tampered, signed(payload))).statusCode).toBe(400);
      expect(await balance(bought.id)).toBe(0);
      expect(await count(sql`select count(*)::int as n from webhook_events where id = 'evt_refund_2'`)).toBe(0);
    });

    it('forgets a saved card detached at Stripe', async () => {
      await add('pm_card_visa');
      const payload = JSON.stringify({
        id: 'evt_detach_1',
        object: 'event',
        type: 'payment_method.detached',
        data: { object: { id: 'pm_card_visa', object: 'payment_method' } },
      });
      expect((await webhook(payload, signed(payload))).statusCode).toBe(200);
      expect(
        (await member.get(CARDS)).json<{ data: SavedCard[] }>().data.map((c) => c.payment_method_id),
      ).not.toContain('pm_card_visa');
    });
  });
});
