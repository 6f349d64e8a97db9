// Issue 16 item 4 (decision 0028): recording a visit end to end on the real app: the rules and their messages,
// the idempotent save, accumulators lowered and given back by a void, the member's receipt and notification,
// payment once, audit rows, and another practice's visit, dentist and location answering 404 with nothing changed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_INVALID,
  MSG_INVALID_MEMBER_ID,
  MSG_REQUIRED,
  MSG_TOOTH_REQUIRED,
  MSG_VISIT_DATE_IN_FUTURE,
  MSG_VISIT_KEY_REUSED,
  MSG_VISIT_NEEDS_A_LINE,
  MSG_VISIT_VOIDED,
  MSG_NOT_COVERED_ON_DATE,
  formatMoney,
  priceVisitLines,
  visitChoicesResponseSchema,
  visitDetailsResponseSchema,
  visitPricingResponseSchema,
  visitsResponseSchema,
  type RecordVisitBody,
  type VisitDetails,
  type VisitPricing,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { tenancyCases } from '../../../testing/tenancy-case.js';
import type { TestClient } from '../../../testing/test-client.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { isoDay } from '../../../platform/dates.js';
import { expectPdfFile, pdfText } from '../../member/receipts/pdf-text.test-support.js';
import { rowCount, unreadCount, visitLinesWorld } from '../visit-lines/visit-lines.test-support.js';

const VISITS = '/api/dentist/v1/visits/';
const PRICING = '/api/dentist/v1/visit-pricing/';
const LINES = [{ code: 'D0120' }, { code: 'D1110' }, { code: 'd2391', tooth: '30', surfaces: 'o' }] as const;

describe('dentist/v1/visits (issue 16 item 4)', () => {
  let server: TestServer;
  let desk: TestClient;
  let member: TestClient;
  let spouse: { member_id: string; date_of_birth: string };
  let practiceId: number;
  let dentistId: number;
  let locationId: number;
  let other: { visitId: number; dentistId: number; locationId: number };
  const today = isoDay(new Date());

  const body = (overrides: Partial<RecordVisitBody> = {}): RecordVisitBody => ({
    ...spouse,
    dentist_id: dentistId,
    location_id: locationId,
    appointment_date: today,
    lines: LINES.map((line) => ({ ...line })),
    idempotency_key: randomUUID(),
    ...overrides,
  });
  const pricing = async (day = today): Promise<VisitPricing> => {
    const response = await desk.get(
      `${PRICING}?${new URLSearchParams({ ...spouse, appointment_date: day }).toString()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return visitPricingResponseSchema.parse(response.json()).data;
  };
  const record = async (payload: RecordVisitBody, status = 201): Promise<VisitDetails> => {
    const response = await desk.post(VISITS, payload);
    expect(response.statusCode, response.body).toBe(status);
    return visitDetailsResponseSchema.parse(response.json()).data;
  };
  const count = (table: 'appointments' | 'appointment_lines' | 'appointment_payments' | 'notifications') =>
    rowCount(server.db, table);
  const unread = () => unreadCount(member);

  beforeAll(async () => {
    // No filing limit here: the priced year is two years ago, when nothing of the maximums was used (the limit
    // itself: frequency-limits.test.ts).
    server = await createTestServer({ portal: 'dentist', env: { VISIT_FILING_LIMIT_MONTHS: '0' } });
    const world = await visitLinesWorld(server);
    ({ desk, member, spouse } = world);
    ({ id: practiceId, dentistId, locationId } = world.practice);
    const [theirs] = (
      await server.db.execute<{
        visit_id: number;
        dentist_id: number;
        location_id: number;
      }>(sql`select a.id as visit_id,
          (select id from dentists where practice_id = a.practice_id limit 1) as dentist_id,
          (select id from practice_locations where practice_id = a.practice_id limit 1) as location_id
        from appointments a where a.practice_id <> ${practiceId}
          and exists (select 1 from dentists where practice_id = a.practice_id)
        order by a.id limit 1`)
    ).rows;
    other = { visitId: theirs!.visit_id, dentistId: theirs!.dentist_id, locationId: theirs!.location_id };
  });
  afterAll(() => server.close());

  it("prints a visit's receipt as one page with the member receipt's figures, audited as a read (issue 26 item 21)", async () => {
    const visit = await record(body());
    const response = await desk.get(`${VISITS}${visit.id}/receipt.pdf`);
    const lines = await expectPdfFile(response, `receipt-${visit.appointment_date}-${visit.id}.pdf`, 1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Itemized receipt',
        visit.patient.name,
        ...visit.lines.map((l) => l.code),
        formatMoney(visit.billed_cents),
        formatMoney(visit.plan_cents),
        formatMoney(visit.member_cents),
      ]),
    );
    // The member's own receipt of the same visit shows the same text, line for line.
    const members = await member.get(`/api/member/v4/appointments/${visit.id}/receipt.pdf`);
    expect(members.statusCode, members.body).toBe(200);
    expect(pdfText(members.rawPayload)).toBe(pdfText(response.rawPayload));
    const [audit] = await auditRows(server.db, 'visit_read');
    expect(audit).toMatchObject({ subjectType: 'patient', outcome: 'success' });
    expect(audit?.details).toMatchObject({ visit_id: visit.id, practice_id: practiceId, format: 'pdf' });
  });

  it('prices the lines with the office fees, the gold schedule and gold_high’s shares, to the cent', async () => {
    // Two benefit years ago: the Carters' coverage (gold_high) began then and the demo history starts a year
    // later, so nothing of the maximums is used. Bright Smile Dental of Austin (gold) bills its office fees (D0120
    // $76.00, D1110 $139.00, D2391 $234.00) and is allowed the gold schedule, 80% of the typical fees ($60.00,
    // $115.00, $190.00): $48.00, $92.00, $152.00; gold_high pays PDS 100% and BRS 80% of that.
    const day = `${Number(today.slice(0, 4)) - 2}-06-15`;
    const inputs = await pricing(day);
    expect(inputs).toMatchObject({
      covered: true,
      practice_network: 'gold',
      plan: { minimum_network: 'gold', coverage_pds_percent: 100, coverage_brs_percent: 80 },
      accumulators: { patient_year_cents: 0, household_year_cents: 0 },
      office_fees: { D0120: 7_600, D1110: 13_900, D2391: 23_400 },
    });
    expect(inputs.patient).toMatchObject({ member_id: spouse.member_id, relationship: 'Spouse' });
    const visit = await record(body({ appointment_date: day }));
    const figures = visit.lines.map((l) => [
      l.code,
      l.tooth,
      l.surfaces,
      l.billed_cents,
      l.allowed_cents,
      l.plan_cents,
      l.member_cents,
      l.reduction_reason,
    ]);
    expect(figures).toEqual([
      ['D0120', null, null, 7_600, 4_800, 4_800, 0, null],
      ['D1110', null, null, 13_900, 9_200, 9_200, 0, null],
      ['D2391', '30', 'O', 23_400, 15_200, 12_160, 3_040, null],
    ]);
    expect(visit).toMatchObject({
      status: 'completed',
      appointment_date: day,
      billed_cents: 44_900,
      allowed_cents: 29_200,
      plan_cents: 26_160,
      member_cents: 3_040,
      dentist: { id: dentistId },
      location: { id: locationId },
      voided: null,
    });
    // The browser's function prices the same inputs to the same figures as the server saved.
    expect(priceVisitLines(inputs, visit.lines).lines).toEqual(visit.lines);
  });

  it('answers the practice’s own dentists and locations for the pickers', async () => {
    const choices = visitChoicesResponseSchema.parse((await desk.get('/api/dentist/v1/visit-choices/')).json()).data;
    expect(choices.dentists.map((d) => d.id)).toContain(dentistId);
    expect(choices.locations.map((l) => l.id)).toContain(locationId);
    expect(choices.dentists.map((d) => d.id)).not.toContain(other.dentistId);
  });

  it('refuses bad input with the rules’ messages and saves nothing', async () => {
    const before = await count('appointments');
    const cases: [Partial<RecordVisitBody>, Record<string, string>][] = [
      [{ member_id: '12345' }, { member_id: MSG_INVALID_MEMBER_ID }],
      [{ appointment_date: '2999-01-01' }, { appointment_date: MSG_VISIT_DATE_IN_FUTURE }],
      [{ lines: [] }, { lines: MSG_VISIT_NEEDS_A_LINE }],
      [{ lines: [{ code: 'D2391' }] }, { 'lines.0.tooth': MSG_TOOTH_REQUIRED }],
      [{ lines: [{ code: 'D9999' }] }, { 'lines.0.code': MSG_INVALID }],
      [{ dentist_id: undefined }, { dentist_id: MSG_REQUIRED }],
      [{ idempotency_key: 'twice' }, { idempotency_key: MSG_INVALID }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await desk.post(VISITS, body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toMatchObject(errors);
    }
    const outside = await desk.post(VISITS, body({ appointment_date: '1971-01-04' }));
    expect(outside.statusCode).toBe(400);
    const notCovered = outside.json<{ errors: { appointment_date: string } }>().errors.appointment_date;
    expect(notCovered).toContain(MSG_NOT_COVERED_ON_DATE);
    // The coverage dates as the front desk reads them ("Jan 1, 2024"), not ISO.
    expect(notCovered).toMatch(/\(coverage [A-Z][a-z]{2} \d{1,2}, \d{4} to (ongoing|[A-Z][a-z]{2} \d{1,2}, \d{4})\)$/);
    // Pricing answers what saving would: a visit date after today is refused, not priced.
    const future = await desk.get(
      `/api/dentist/v1/visit-pricing/?member_id=${body().member_id}&date_of_birth=${body().date_of_birth}&appointment_date=2999-01-01`,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      appointment_date: MSG_VISIT_DATE_IN_FUTURE,
    });
    expect(await count('appointments')).toBe(before);
  });

  it('saves a double submit once: the same key and details answer the same visit; other details are refused', async () => {
    const [visits, lines, notes] = [
      await count('appointments'),
      await count('appointment_lines'),
      await count('notifications'),
    ];
    const payload = body();
    const [first, second] = await Promise.all([desk.post(VISITS, payload), desk.post(VISITS, payload)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<{ data: { id: number } }>().data.id).toBe(second.json<{ data: { id: number } }>().data.id);
    const reused = await desk.post(VISITS, { ...payload, lines: [{ code: 'D0120' }] });
    expect(reused.statusCode).toBe(409);
    expect(reused.json<{ errors: string }>().errors).toBe(MSG_VISIT_KEY_REUSED);
    expect(await count('appointments')).toBe(visits + 1);
    expect(await count('appointment_lines')).toBe(lines + 3);
    expect(await count('notifications')).toBe(notes + 1);
  });

  it('lowers the accumulators by the plan share, shows the member the receipt and a notification; a void gives them back', async () => {
    const unreadBefore = await unread();
    const before = await pricing();
    const visit = await record(body());
    const after = await pricing();
    expect(after.accumulators.patient_year_cents - before.accumulators.patient_year_cents).toBe(visit.plan_cents);
    expect(after.accumulators.household_year_cents - before.accumulators.household_year_cents).toBe(visit.plan_cents);
    expect(await unread()).toBe(unreadBefore + 1);

    const receipts = (
      await member.get(`/api/member/v4/transactions/?date_from=${today}&date_to=${today}&page_size=100`)
    ).json<{
      data: {
        kind: string;
        id: number;
        status: string;
        billed_cents: number;
        plan_cents: number;
        member_cents: number;
      }[];
    }>().data;
    expect(receipts.find((r) => r.kind === 'appointment' && r.id === visit.id)).toMatchObject({
      status: 'completed',
      billed_cents: visit.billed_cents,
      plan_cents: visit.plan_cents,
      member_cents: visit.member_cents,
    });

    const voided = await desk.post(`${VISITS}${visit.id}/void/`, { reason: 'Entered for the wrong patient' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(visitDetailsResponseSchema.parse(voided.json()).data).toMatchObject({
      status: 'voided',
      voided: { reason: 'Entered for the wrong patient', by: expect.any(String) as string },
      plan_cents: visit.plan_cents,
    });
    expect((await pricing()).accumulators).toEqual(before.accumulators);
    expect((await desk.post(`${VISITS}${visit.id}/void/`, { reason: 'again' })).json()).toEqual({
      errors: MSG_VISIT_VOIDED,
    });
    const pay = await desk.post(`${VISITS}${visit.id}/payments/`, { method: 'cash' });
    expect(pay.statusCode).toBe(409);
    expect((await desk.post(`${VISITS}${visit.id}/void/`, { reason: ' ' })).statusCode).toBe(400);
  });

  it('marks the member share paid once: a second request changes nothing', async () => {
    const visit = await record(body());
    expect(visit.member_cents).toBeGreaterThan(0);
    const payments = await count('appointment_payments');
    const first = await desk.post(`${VISITS}${visit.id}/payments/`, { method: 'hsa_fsa_card' });
    expect(first.statusCode, first.body).toBe(200);
    const paid = visitDetailsResponseSchema.parse(first.json()).data;
    expect(paid).toMatchObject({ status: 'paid', paid_cents: visit.member_cents });
    expect(paid.payments).toEqual([{ date: today, amount_cents: visit.member_cents, method: 'hsa_fsa_card' }]);
    const again = await desk.post(`${VISITS}${visit.id}/payments/`, { method: 'hsa_fsa_card' });
    expect(again.json()).toEqual(first.json());
    expect(await count('appointment_payments')).toBe(payments + 1);
    const bitcoin = await desk.post(`${VISITS}${visit.id}/payments/`, { method: 'bitcoin' });
    expect(bitcoin.statusCode).toBe(400);
    // A method that is not one of ours is Invalid; only a missing one is Required (spec §5).
    expect(bitcoin.json<{ errors: Record<string, string> }>().errors).toEqual({ method: MSG_INVALID });
    const none = await desk.post(`${VISITS}${visit.id}/payments/`, {});
    expect(none.json<{ errors: Record<string, string> }>().errors).toEqual({ method: MSG_REQUIRED });
  });

  it('lists the practice’s visits newest first, by date range and patient name; a read of one is audited', async () => {
    const visit = await record(body());
    const list = await desk.get(
      `${VISITS}?date_from=${today}&date_to=${today}&patient=${encodeURIComponent(visit.patient.name.slice(0, 4))}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const page = visitsResponseSchema.parse(list.json());
    expect(page.data[0]?.id).toBe(visit.id);
    expect(page.data.every((v) => v.appointment_date === today)).toBe(true);
    expect(page.meta.total).toBeGreaterThanOrEqual(page.data.length);
    const none = visitsResponseSchema.parse((await desk.get(`${VISITS}?patient=zzzz_nobody`)).json());
    expect(none).toEqual({ data: [], meta: { page: 1, page_size: 20, total: 0 } });
    expect((await desk.get(`${VISITS}?date_from=2026-02-02&date_to=2026-01-01`)).statusCode).toBe(400);

    const read = await desk.get(`${VISITS}${visit.id}/`);
    expect(read.statusCode).toBe(200);
    const [audit] = await auditRows(server.db, 'visit_read');
    expect(audit).toMatchObject({
      actorUserId: expect.any(Number) as number,
      subjectType: 'patient',
      outcome: 'success',
    });
    expect(audit?.details).toMatchObject({ visit_id: visit.id, practice_id: practiceId });
    expect(await auditRows(server.db, 'visit_record')).not.toHaveLength(0);
  });

  describe('tenancy: another practice’s ids are 404 with nothing changed', () => {
    const snapshot = async () => ({
      visits: await count('appointments'),
      payments: await count('appointment_payments'),
      theirs: (
        await server.db.execute(sql`select status::text, voided_at from appointments where id = ${other.visitId}`)
      ).rows,
    });

    const pathCase = (method: 'GET' | 'POST', url: () => string, payload?: object) => async () => {
      const before = await snapshot();
      const response = method === 'GET' ? await desk.get(url()) : await desk.post(url(), payload);
      expect(response.statusCode).toBe(404);
      const nowhere = url().replace(String(other.visitId), '2147483646');
      const unknown = method === 'GET' ? await desk.get(nowhere) : await desk.post(nowhere, payload);
      expect(response.json()).toEqual(unknown.json());
      expect(await snapshot()).toEqual(before);
    };
    const bodyCase = (overrides: () => Parameters<typeof body>[0]) => async () => {
      const before = await snapshot();
      const response = await desk.post(VISITS, body(overrides()));
      expect(response.statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    };

    tenancyCases({
      'dentist.visit.id': pathCase('GET', () => `${VISITS}${other.visitId}/`),
      'dentist.visitReceiptPdf.id': pathCase('GET', () => `${VISITS}${other.visitId}/receipt.pdf`),
      'dentist.voidVisit.id': pathCase('POST', () => `${VISITS}${other.visitId}/void/`, { reason: 'Not ours' }),
      'dentist.payVisit.id': pathCase('POST', () => `${VISITS}${other.visitId}/payments/`, { method: 'cash' }),
      'dentist.recordVisit.dentist_id': bodyCase(() => ({ dentist_id: other.dentistId })),
      'dentist.recordVisit.location_id': bodyCase(() => ({ location_id: other.locationId })),
    });
  });
});
