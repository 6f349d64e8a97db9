// Decision 0048 (issue 26 item 4) on the real app and the offline gateway: voiding a visit paid by card refunds
// the card through the gateway once (the key per charge, the ledger row unique per charge), the member sees the
// refund on the receipt and in the list, a refund the gateway refuses refuses the void with nothing changed,
// and what was paid at the office is not refunded by the gateway.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_VISIT_REFUND_REFUSED,
  MSG_VISIT_VOIDED,
  appointmentDetailsResponseSchema,
  transactionsResponseSchema,
  visitDetailsResponseSchema,
  type SavedCard,
  type VisitDetails,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, othersInHousehold, signedIn } from '../../member/member.test-support.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { dentistClient, practiceOf, type PracticeIds } from '../patients/dentist-practice.test-support.js';
import { offlineGateway } from '../../../payments/offline-gateway.js';
import { isoDay } from '../../../platform/dates.js';

const VISITS = '/api/dentist/v1/visits/';
const CARDS = '/api/member/v4/payment-methods/';

describe('voiding a card-paid visit refunds the card once (decision 0048)', () => {
  let server: TestServer;
  let desk: TestClient;
  let member: TestClient;
  let practice: PracticeIds;
  let spouse: { member_id: string; date_of_birth: string };
  let visa: SavedCard;
  const today = isoDay(new Date());

  const count = async (query: ReturnType<typeof sql>) => (await server.db.execute<{ n: number }>(query)).rows[0]!.n;
  const ledger = async () => ({
    refunds: await count(sql`select count(*)::int as n from visit_card_refunds`),
    gateway: await count(sql`select count(*)::int as n from offline_refunds`),
  });

  async function newVisit(): Promise<VisitDetails> {
    const response = await desk.post(VISITS, {
      ...spouse,
      dentist_id: practice.dentistId,
      location_id: practice.locationId,
      appointment_date: today,
      lines: [{ code: 'D0120' }, { code: 'D2391', tooth: '30', surfaces: 'O' }],
      idempotency_key: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return visitDetailsResponseSchema.parse(response.json()).data;
  }

  /** A new visit whose member share was charged to the saved Visa. */
  async function cardPaidVisit(): Promise<VisitDetails> {
    const visit = await newVisit();
    const paid = await desk.post(`${VISITS}${visit.id}/card-charges/`, {
      card_id: visa.id,
      idempotency_key: randomUUID(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return visitDetailsResponseSchema.parse(paid.json()).data;
  }
  const voidVisit = (id: number) => desk.post(`${VISITS}${id}/void/`, { reason: 'Recorded for the wrong patient' });
  const read = async (id: number) => visitDetailsResponseSchema.parse((await desk.get(`${VISITS}${id}/`)).json()).data;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    practice = await practiceOf(server.db, 'demo');
    member = await signedIn(await server.appFor('member'), DEMO_EMAILS.member);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const wife = (await othersInHousehold(server.db, me.householdId, me.patientId)).find(
      (p) => p.relationship === 'Spouse',
    );
    spouse = { member_id: wife!.memberId, date_of_birth: wife!.dateOfBirth };
    const token = await member.post(`${CARDS}offline-tokenize/`, {
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(token.statusCode, token.body).toBe(200);
    const added = await member.post(CARDS, {
      payment_method_id: token.json<{ data: { payment_method_id: string } }>().data.payment_method_id,
    });
    expect(added.statusCode, added.body).toBe(201);
    visa = added.json<{ data: SavedCard }>().data;
  });
  afterAll(() => server.close());

  it('says what a void would refund, refunds the card charge once with its key, and the member sees it', async () => {
    const visit = await cardPaidVisit();
    expect(visit.member_cents).toBeGreaterThan(0);
    expect(visit).toMatchObject({
      refundable: { amount_cents: visit.member_cents },
      refunds: [],
      paid_at_office_cents: 0,
    });
    const before = await ledger();

    const voided = await voidVisit(visit.id);
    expect(voided.statusCode, voided.body).toBe(200);
    const after = visitDetailsResponseSchema.parse(voided.json()).data;
    expect(after.status).toBe('voided');
    expect(after.refundable).toBeNull();
    expect(after.refunds).toEqual([{ amount_cents: visit.member_cents, created_at: expect.any(String) }]);
    expect(await ledger()).toEqual({ refunds: before.refunds + 1, gateway: before.gateway + 1 });

    // The gateway got the key of this visit's charge; our ledger names the gateway's refund.
    const [row] = (
      await server.db.execute<{ charge_id: number; amount_cents: number; key: string; matches: boolean }>(
        sql`select r.charge_id, r.amount_cents, o.idempotency_key as key, o.reference = r.gateway_refund_id as matches
          from visit_card_refunds r join offline_refunds o on o.reference = r.gateway_refund_id
          where r.appointment_id = ${visit.id}`,
      )
    ).rows;
    const [charge] = (
      await server.db.execute<{ id: number }>(
        sql`select id from visit_card_charges where appointment_id = ${visit.id} and status = 'succeeded'`,
      )
    ).rows;
    expect(row).toEqual({
      charge_id: charge!.id,
      amount_cents: visit.member_cents,
      key: `refund-visit-${visit.id}-charge-${charge!.id}`,
      matches: true,
    });
    const [audit] = await auditRows(server.db, 'visit_void');
    expect(audit?.details).toMatchObject({ visit_id: visit.id, refunded_cents: visit.member_cents });

    // The member: the receipt and the list row say what went back to the card.
    const receipt = appointmentDetailsResponseSchema.parse(
      (await member.get(`/api/member/v4/appointments/${visit.id}/`)).json(),
    ).data;
    expect(receipt).toMatchObject({ status: 'voided', refunded_cents: visit.member_cents, balance_cents: 0 });
    const list = transactionsResponseSchema.parse((await member.get('/api/member/v4/transactions/')).json()).data;
    expect(list.find((t) => t.kind === 'appointment' && t.id === visit.id)).toMatchObject({
      status: 'voided',
      refunded_cents: visit.member_cents,
    });
  });

  it('a second void refunds nothing twice (409), and the ledger keeps one refund per charge', async () => {
    const visit = await cardPaidVisit();
    expect((await voidVisit(visit.id)).statusCode).toBe(200);
    const before = await ledger();
    const [first, second] = await Promise.all([voidVisit(visit.id), voidVisit(visit.id)]);
    expect(first.json()).toEqual({ errors: MSG_VISIT_VOIDED });
    expect(second.statusCode).toBe(409);
    expect(await ledger()).toEqual(before);
    expect((await read(visit.id)).refunds).toHaveLength(1);
    // The ledger itself refuses a second refund row of one charge.
    const [row] = (
      await server.db.execute<{ charge_id: number }>(
        sql`select charge_id from visit_card_refunds where appointment_id = ${visit.id}`,
      )
    ).rows;
    await expect(
      server.db.execute(sql`insert into visit_card_refunds (appointment_id, charge_id, amount_cents, gateway_refund_id)
        values (${visit.id}, ${row!.charge_id}, 1, 're_again')`),
    ).rejects.toThrow();
  });

  it('the gateway answers a retried refund (the same key) with the first refund: the card is refunded once', async () => {
    const visit = await cardPaidVisit();
    const gateway = offlineGateway(server.db, () => new Date());
    const [charge] = (
      await server.db.execute<{ id: number; reference: string; amount_cents: number }>(
        sql`select id, gateway_reference as reference, amount_cents from visit_card_charges
          where appointment_id = ${visit.id} and status = 'succeeded'`,
      )
    ).rows;
    const request = {
      chargeReference: charge!.reference,
      amountCents: charge!.amount_cents,
      idempotencyKey: `refund-visit-${visit.id}-charge-${charge!.id}`,
    };
    // As if an earlier void's refund reached the gateway and its answer was lost (the gateway kept it).
    const earlier = await gateway.refund(request, server.db);
    expect(earlier.ok).toBe(true);
    const before = await ledger();
    const voided = await voidVisit(visit.id);
    expect(voided.statusCode, voided.body).toBe(200);
    // No second refund at the gateway; our ledger names the first one.
    expect(await ledger()).toEqual({ refunds: before.refunds + 1, gateway: before.gateway });
    const [row] = (
      await server.db.execute<{ gateway_refund_id: string }>(
        sql`select gateway_refund_id from visit_card_refunds where appointment_id = ${visit.id}`,
      )
    ).rows;
    expect(earlier.ok && row?.gateway_refund_id === earlier.reference).toBe(true);
  });

  it('a refund the gateway refuses refuses the void, saying so, and changes nothing', async () => {
    const visit = await cardPaidVisit();
    // The charge was refunded at the processor by other means (another key): nothing is left to refund.
    const [charge] = (
      await server.db.execute<{ reference: string; amount_cents: number }>(
        sql`select gateway_reference as reference, amount_cents from visit_card_charges
          where appointment_id = ${visit.id} and status = 'succeeded'`,
      )
    ).rows;
    const outside = await offlineGateway(server.db, () => new Date()).refund(
      { chargeReference: charge!.reference, amountCents: charge!.amount_cents, idempotencyKey: randomUUID() },
      server.db,
    );
    expect(outside.ok).toBe(true);
    const before = { ...(await ledger()), audits: (await auditRows(server.db, 'visit_void')).length };

    const refused = await voidVisit(visit.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: MSG_VISIT_REFUND_REFUSED });
    expect(MSG_VISIT_REFUND_REFUSED).toMatch(/not voided/);
    expect(MSG_VISIT_REFUND_REFUSED).toMatch(/refund/);
    expect({ ...(await ledger()), audits: (await auditRows(server.db, 'visit_void')).length }).toEqual(before);
    const unchanged = await read(visit.id);
    expect(unchanged).toMatchObject({
      status: 'paid',
      voided: null,
      refunds: [],
      refundable: { amount_cents: visit.member_cents },
    });
  });

  it('a payment made at the office is not refunded by the gateway; the details say so', async () => {
    const visit = await newVisit();
    const paid = await desk.post(`${VISITS}${visit.id}/payments/`, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const details = visitDetailsResponseSchema.parse(paid.json()).data;
    expect(details).toMatchObject({ paid_at_office_cents: visit.member_cents, refundable: null, refunds: [] });
    const before = await ledger();
    const voided = await voidVisit(visit.id);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(visitDetailsResponseSchema.parse(voided.json()).data).toMatchObject({
      status: 'voided',
      refunds: [],
      paid_at_office_cents: visit.member_cents,
    });
    expect(await ledger()).toEqual(before);
    const receipt = appointmentDetailsResponseSchema.parse(
      (await member.get(`/api/member/v4/appointments/${visit.id}/`)).json(),
    ).data;
    expect(receipt.refunded_cents).toBe(0);
  });
});
