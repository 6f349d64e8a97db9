// Decision 0033 on the real app and the offline gateway (the real code path, its own records in our database):
// the household's saved cards as the practice sees them, the member share charged once (a double click, a
// repeated confirmation, a second confirmation), a declined card marking nothing paid, the member's receipt
// and notification, audit rows, and another practice's visit or another household's card answering 404.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_CARD_DECLINED,
  MSG_VISIT_VOIDED,
  appointmentDetailsResponseSchema,
  visitCardsResponseSchema,
  visitDetailsResponseSchema,
  type SavedCard,
  type VisitDetails,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { tenancyCase, tenancyCases } from '../../../testing/tenancy-case.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, othersInHousehold, signedIn } from '../../member/member.test-support.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { dentistClient, practiceOf, type PracticeIds } from '../patients/dentist-practice.test-support.js';
import { isoDay } from '../../../platform/dates.js';

const VISITS = '/api/dentist/v1/visits/';
const CARDS = '/api/member/v4/payment-methods/';

describe('a visit’s member share charged to a saved card (decision 0033)', () => {
  let server: TestServer;
  let desk: TestClient;
  let member: TestClient;
  let practice: PracticeIds;
  let spouse: { member_id: string; date_of_birth: string };
  let visa: SavedCard;
  let declining: SavedCard;
  let strangersCard: SavedCard;
  const today = isoDay(new Date());

  const count = async (query: ReturnType<typeof sql>) => (await server.db.execute<{ n: number }>(query)).rows[0]!.n;
  const ledger = async () => ({
    payments: await count(sql`select count(*)::int as n from appointment_payments`),
    charges: await count(sql`select count(*)::int as n from visit_card_charges`),
    gateway: await count(sql`select count(*)::int as n from offline_charges`),
  });
  const unread = async () =>
    member
      .get('/api/member/v4/unread/')
      .then((r) => r.json<{ data: { total_unread_count: number } }>().data.total_unread_count);

  async function saveCard(client: TestClient, cardNumber: string): Promise<SavedCard> {
    const token = await client.post(`${CARDS}offline-tokenize/`, {
      card_number: cardNumber,
      expiry: '12/39',
      cvc: '123',
    });
    expect(token.statusCode, token.body).toBe(200);
    const added = await client.post(CARDS, {
      payment_method_id: token.json<{ data: { payment_method_id: string } }>().data.payment_method_id,
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json<{ data: SavedCard }>().data;
  }

  /** A new visit of the member's spouse at the demo practice, its member share unpaid. */
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
    const visit = visitDetailsResponseSchema.parse(response.json()).data;
    expect(visit.member_cents).toBeGreaterThan(0);
    return visit;
  }
  const charge = (visitId: number, cardId: number, key = randomUUID()) =>
    desk.post(`${VISITS}${visitId}/card-charges/`, { card_id: cardId, idempotency_key: key });

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    practice = await practiceOf(server.db, 'demo');
    const memberApp = await server.appFor('member');
    member = await signedIn(memberApp, DEMO_EMAILS.member);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const wife = (await othersInHousehold(server.db, me.householdId, me.patientId)).find(
      (p) => p.relationship === 'Spouse',
    );
    spouse = { member_id: wife!.memberId, date_of_birth: wife!.dateOfBirth };
    visa = await saveCard(member, '4242424242424242');
    declining = await saveCard(member, '4000000000000002');
    strangersCard = await saveCard(await signedIn(memberApp, DEMO_EMAILS.inOffice), '4242424242424242');
  });
  afterAll(() => server.close());

  it('lists the household’s saved cards by brand and last four only, and audits the read', async () => {
    const visit = await newVisit();
    const response = await desk.get(`${VISITS}${visit.id}/cards/`);
    expect(response.statusCode, response.body).toBe(200);
    const cards = visitCardsResponseSchema.parse(response.json()).data;
    expect(cards).toEqual(
      expect.arrayContaining([
        { id: visa.id, brand: 'Visa', last4: '4242' },
        { id: declining.id, brand: 'Visa', last4: '0002' },
      ]),
    );
    expect(cards.map((c) => c.id)).not.toContain(strangersCard.id);
    expect(response.body).not.toContain('pm_off_');
    const [audit] = await auditRows(server.db, 'visit_cards_read');
    expect(audit).toMatchObject({ subjectType: 'patient', outcome: 'success' });
    expect(audit?.details).toMatchObject({ visit_id: visit.id, practice_id: practice.id });
  });

  it('charges once: a double click, the same confirmation again and a second confirmation make one charge', async () => {
    const visit = await newVisit();
    const before = await ledger();
    const unreadBefore = await unread();
    const key = randomUUID();
    const [first, second] = await Promise.all([charge(visit.id, visa.id, key), charge(visit.id, visa.id, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const paid = visitDetailsResponseSchema.parse(first.json()).data;
    expect(paid).toMatchObject({ status: 'paid', paid_cents: visit.member_cents });
    expect(paid.payments).toEqual([{ date: today, amount_cents: visit.member_cents, method: 'card' }]);
    const again = await charge(visit.id, visa.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ledger()).toEqual({
      payments: before.payments + 1,
      charges: before.charges + 1,
      gateway: before.gateway + 1,
    });
    const [row] = (
      await server.db.execute<{ amount_cents: number; status: string; card_last4: string }>(
        sql`select amount_cents, status, card_last4 from visit_card_charges where appointment_id = ${visit.id}`,
      )
    ).rows;
    expect(row).toEqual({ amount_cents: visit.member_cents, status: 'succeeded', card_last4: '4242' });
    // The member: one more unread notification, and the receipt shows the visit paid by card.
    expect(await unread()).toBe(unreadBefore + 1);
    const receipt = await member.get(`/api/member/v4/appointments/${visit.id}/`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const details = appointmentDetailsResponseSchema.parse(receipt.json()).data;
    expect(details.status).toBe('paid');
    expect(details.payments).toEqual([{ date: today, amount_cents: visit.member_cents, method: 'card' }]);
    const [audit] = await auditRows(server.db, 'visit_card_charge');
    expect(audit).toMatchObject({ outcome: 'success', subjectType: 'patient' });
    expect(audit?.details).toMatchObject({ visit_id: visit.id, amount_cents: visit.member_cents });
    expect(JSON.stringify(audit?.details)).not.toContain('pm_off_');
  });

  it('a declined card: 402 with the gateway’s message, nothing paid; the attempt is kept and another card pays', async () => {
    const visit = await newVisit();
    const before = await ledger();
    const key = randomUUID();
    const declined = await charge(visit.id, declining.id, key);
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json()).toEqual({ errors: MSG_CARD_DECLINED });
    // The same confirmation again answers the same decline without asking the gateway again.
    expect((await charge(visit.id, declining.id, key)).json()).toEqual({ errors: MSG_CARD_DECLINED });
    const after = await ledger();
    expect(after).toEqual({ payments: before.payments, charges: before.charges + 1, gateway: before.gateway + 1 });
    const read = visitDetailsResponseSchema.parse((await desk.get(`${VISITS}${visit.id}/`)).json()).data;
    expect(read).toMatchObject({ status: 'completed', paid_cents: 0, payments: [] });
    const [audit] = await auditRows(server.db, 'visit_card_charge');
    expect(audit).toMatchObject({ outcome: 'failure' });
    // Trying the same card once more is a new attempt at the gateway (a decline is not replayed forever).
    expect((await charge(visit.id, declining.id)).statusCode).toBe(402);
    expect((await ledger()).gateway).toBe(after.gateway + 1);
    const paid = await charge(visit.id, visa.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(visitDetailsResponseSchema.parse(paid.json()).data.status).toBe('paid');
  });

  it('refuses a voided visit (409) and bad input (400), charging nothing', async () => {
    const visit = await newVisit();
    expect((await desk.post(`${VISITS}${visit.id}/void/`, { reason: 'Wrong patient' })).statusCode).toBe(200);
    const before = await ledger();
    const voided = await charge(visit.id, visa.id);
    expect(voided.statusCode).toBe(409);
    expect(voided.json()).toEqual({ errors: MSG_VISIT_VOIDED });
    const bad = await desk.post(`${VISITS}${visit.id}/card-charges/`, { card_id: 'x', idempotency_key: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(await ledger()).toEqual(before);
  });

  describe('tenancy: another practice’s visit or another household’s card is 404, nothing charged', () => {
    let theirVisit: number;
    beforeAll(async () => {
      theirVisit = (
        await server.db.execute<{ id: number }>(
          sql`select id from appointments where practice_id <> ${practice.id} and status = 'completed' order by id limit 1`,
        )
      ).rows[0]!.id;
    });
    const snapshot = async () => ({
      ...(await ledger()),
      theirs: (await server.db.execute(sql`select status::text from appointments where id = ${theirVisit}`)).rows,
    });

    const pathCase = (method: 'GET' | 'POST', url: () => string) => async () => {
      const before = await snapshot();
      const payload = { card_id: visa.id, idempotency_key: randomUUID() };
      const response = method === 'GET' ? await desk.get(url()) : await desk.post(url(), payload);
      expect(response.statusCode).toBe(404);
      const nowhere = url().replace(String(theirVisit), '2147483646');
      const unknown = method === 'GET' ? await desk.get(nowhere) : await desk.post(nowhere, payload);
      expect(response.json()).toEqual(unknown.json());
      expect(await snapshot()).toEqual(before);
    };

    tenancyCases({
      'dentist.visitCards.id': pathCase('GET', () => `${VISITS}${theirVisit}/cards/`),
      'dentist.chargeVisitCard.id': pathCase('POST', () => `${VISITS}${theirVisit}/card-charges/`),
    });

    tenancyCase('dentist.chargeVisitCard.card_id', async () => {
      const visit = await newVisit();
      const before = await snapshot();
      const response = await charge(visit.id, strangersCard.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual((await charge(visit.id, 2147483646)).json());
      expect(await snapshot()).toEqual(before);
      const read = visitDetailsResponseSchema.parse((await desk.get(`${VISITS}${visit.id}/`)).json()).data;
      expect(read.status).toBe('completed');
    });
  });
});
