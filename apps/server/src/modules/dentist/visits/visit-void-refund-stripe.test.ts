// Decision 0048 with the Stripe gateway (official SDK against the local fake of Stripe's API): a void refunds the
// visit's PaymentIntent with the key of its charge; a refund whose answer is lost leaves the visit as it was and
// the retried void gets Stripe's first refund back (the card is refunded once); a refund Stripe refuses refuses
// the void.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_VISIT_REFUND_REFUSED,
  MSG_VISIT_REFUND_UNAVAILABLE,
  visitDetailsResponseSchema,
  type SavedCard,
  type VisitDetails,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, othersInHousehold, signedIn } from '../../member/member.test-support.js';
import { dentistClient, practiceOf, type PracticeIds } from '../patients/dentist-practice.test-support.js';
import { startFakeStripe, type FakeStripe } from '../../../payments/testing/fake-stripe.js';
import { stripeClient } from '../../../payments/stripe-gateway.js';
import { isoDay } from '../../../platform/dates.js';

const VISITS = '/api/dentist/v1/visits/';

describe('voiding a visit paid through Stripe refunds it once (decision 0048)', () => {
  let fake: FakeStripe;
  let server: TestServer;
  let desk: TestClient;
  let card: SavedCard;
  let practice: PracticeIds;
  let spouse: { member_id: string; date_of_birth: string };

  async function cardPaidVisit(): Promise<VisitDetails> {
    const recorded = await desk.post(VISITS, {
      ...spouse,
      dentist_id: practice.dentistId,
      location_id: practice.locationId,
      appointment_date: isoDay(new Date()),
      lines: [{ code: 'D2391', tooth: '30', surfaces: 'O' }],
      idempotency_key: randomUUID(),
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = visitDetailsResponseSchema.parse(recorded.json()).data.id;
    const paid = await desk.post(`${VISITS}${id}/card-charges/`, { card_id: card.id, idempotency_key: randomUUID() });
    expect(paid.statusCode, paid.body).toBe(200);
    return visitDetailsResponseSchema.parse(paid.json()).data;
  }
  const chargeOf = async (visitId: number) =>
    (
      await server.db.execute<{ id: number; gateway_reference: string }>(
        sql`select id, gateway_reference from visit_card_charges where appointment_id = ${visitId} and status = 'succeeded'`,
      )
    ).rows[0]!;
  const voidVisit = (id: number) => desk.post(`${VISITS}${id}/void/`, { reason: 'Recorded twice' });

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
    spouse = { member_id: wife!.memberId, date_of_birth: wife!.dateOfBirth };
    practice = await practiceOf(server.db, 'demo');
  });
  afterAll(async () => {
    await server.close();
    await fake.stop();
  });

  it('refunds the PaymentIntent with the charge’s key; a lost answer voids nothing and the retry refunds once', async () => {
    const visit = await cardPaidVisit();
    const charge = await chargeOf(visit.id);
    const key = `refund-visit-${visit.id}-charge-${charge.id}`;
    // The SDK retries a dropped connection 3 times with the same idempotency key: all four answers are lost.
    fake.loseAnswers('/v1/refunds', 4);
    const lost = await voidVisit(visit.id);
    expect(lost.statusCode, lost.body).toBe(502);
    expect(lost.json()).toEqual({ errors: MSG_VISIT_REFUND_UNAVAILABLE });
    const unchanged = visitDetailsResponseSchema.parse((await desk.get(`${VISITS}${visit.id}/`)).json()).data;
    expect(unchanged).toMatchObject({ status: 'paid', voided: null, refunds: [] });
    expect(fake.refunds).toEqual([
      { id: expect.any(String), paymentIntent: charge.gateway_reference, amount: visit.member_cents },
    ]);

    const retried = await voidVisit(visit.id);
    expect(retried.statusCode, retried.body).toBe(200);
    const voided = visitDetailsResponseSchema.parse(retried.json()).data;
    expect(voided.status).toBe('voided');
    expect(voided.refunds.map((r) => r.amount_cents)).toEqual([visit.member_cents]);
    // Stripe made one refund; every request carried the charge's key; our ledger names the refund.
    expect(fake.refunds).toHaveLength(1);
    const keys = new Set(fake.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey));
    expect([...keys]).toEqual([key]);
    const ledger = await server.db.execute<{ gateway_refund_id: string }>(
      sql`select gateway_refund_id from visit_card_refunds where appointment_id = ${visit.id}`,
    );
    expect(ledger.rows).toEqual([{ gateway_refund_id: fake.refunds[0]!.id }]);
  });

  it('a refund Stripe refuses refuses the void, and nothing changes', async () => {
    const visit = await cardPaidVisit();
    const charge = await chargeOf(visit.id);
    // Refunded at Stripe by other means (the dashboard): Stripe refuses another refund of it.
    await stripeClient({ secretKey: 'sk_test_fake', apiBase: fake.url }).refunds.create(
      { payment_intent: charge.gateway_reference },
      { idempotencyKey: randomUUID() },
    );
    const refundsBefore = fake.refunds.length;
    const refused = await voidVisit(visit.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: MSG_VISIT_REFUND_REFUSED });
    expect(fake.refunds).toHaveLength(refundsBefore);
    const unchanged = visitDetailsResponseSchema.parse((await desk.get(`${VISITS}${visit.id}/`)).json()).data;
    expect(unchanged).toMatchObject({ status: 'paid', voided: null, refunds: [] });
  });
});
