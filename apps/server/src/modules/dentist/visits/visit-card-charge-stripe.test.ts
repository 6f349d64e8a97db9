// Decision 0033 with the Stripe gateway (official SDK against the local fake of Stripe's API): a charge whose
// answer is lost after Stripe made it (a timeout) marks nothing paid, and the retry of the same confirmation
// gets Stripe's first PaymentIntent back by the gateway key: the card is charged once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG_PAYMENT_GATEWAY_UNAVAILABLE, visitDetailsResponseSchema, type SavedCard } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, othersInHousehold, signedIn } from '../../member/member.test-support.js';
import { dentistClient, practiceOf } from '../patients/dentist-practice.test-support.js';
import { startFakeStripe, type FakeStripe } from '../../../payments/testing/fake-stripe.js';
import { isoDay } from '../../../platform/dates.js';

const VISITS = '/api/dentist/v1/visits/';

describe('a card charge through Stripe after a timeout (decision 0033)', () => {
  let fake: FakeStripe;
  let server: TestServer;
  let desk: TestClient;
  let card: SavedCard;
  let visitId: number;

  beforeAll(async () => {
    fake = await startFakeStripe();
    server = await createTestServer({
      portal: 'dentist',
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLIC_API_KEY: 'pk_test_fake', STRIPE_API_BASE: fake.url },
    });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    const member = await signedIn(await server.appFor('member'), DEMO_EMAILS.member);
    const added = await member.post('/api/member/v4/payment-methods/', { payment_method_id: 'pm_card_visa' });
    expect(added.statusCode, added.body).toBe(201);
    card = added.json<{ data: SavedCard }>().data;
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const wife = (await othersInHousehold(server.db, me.householdId, me.patientId)).find(
      (p) => p.relationship === 'Spouse',
    );
    const practice = await practiceOf(server.db, 'demo');
    const recorded = await desk.post(VISITS, {
      member_id: wife!.memberId,
      date_of_birth: wife!.dateOfBirth,
      dentist_id: practice.dentistId,
      location_id: practice.locationId,
      appointment_date: isoDay(new Date()),
      lines: [{ code: 'D2391', tooth: '30', surfaces: 'O' }],
      idempotency_key: randomUUID(),
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    visitId = visitDetailsResponseSchema.parse(recorded.json()).data.id;
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it('answers 502 and marks nothing paid when the answer is lost; the retry charges once', async () => {
    const key = randomUUID();
    // The SDK retries a dropped connection 3 times with the same idempotency key: all four answers are lost.
    fake.loseAnswers('/v1/payment_intents', 4);
    const lost = await desk.post(`${VISITS}${visitId}/card-charges/`, { card_id: card.id, idempotency_key: key });
    expect(lost.statusCode, lost.body).toBe(502);
    expect(lost.json()).toEqual({ errors: MSG_PAYMENT_GATEWAY_UNAVAILABLE });
    expect(fake.intents).toHaveLength(1);
    const unpaid = visitDetailsResponseSchema.parse((await desk.get(`${VISITS}${visitId}/`)).json()).data;
    expect(unpaid).toMatchObject({ status: 'completed', paid_cents: 0 });

    const retried = await desk.post(`${VISITS}${visitId}/card-charges/`, { card_id: card.id, idempotency_key: key });
    expect(retried.statusCode, retried.body).toBe(200);
    const paid = visitDetailsResponseSchema.parse(retried.json()).data;
    expect(paid).toMatchObject({ status: 'paid', paid_cents: paid.member_cents });
    // Stripe made one PaymentIntent; our ledger names it.
    expect(fake.intents).toHaveLength(1);
    const keys = new Set(fake.requests.filter((r) => r.path === '/v1/payment_intents').map((r) => r.idempotencyKey));
    expect(keys.size).toBe(1);
    const ledger = await server.db.execute<{ gateway_reference: string; status: string }>(
      sql`select gateway_reference, status from visit_card_charges where appointment_id = ${visitId}`,
    );
    expect(ledger.rows).toEqual([{ gateway_reference: fake.intents[0]!.id, status: 'succeeded' }]);
  });
});
