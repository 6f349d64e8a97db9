// Issue 16 item 5 (decision 0032): estimates made at the practice, end to end on the real app: the rules and
// their messages, the idempotent create, send -> the member sees it (re-priced, the same shares) and is notified,
// record as visit -> the accumulators move and the estimate is converted, void, audit rows, Home's count, and
// another practice's estimate, dentist and location answering 404 with nothing changed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_ESTIMATE_CLOSED,
  MSG_ESTIMATE_EXPIRED,
  MSG_ESTIMATE_EXPIRY_PAST,
  MSG_ESTIMATE_EXPIRY_TOO_FAR,
  MSG_ESTIMATE_KEY_REUSED,
  MSG_INVALID,
  MSG_INVALID_MEMBER_ID,
  MSG_NO_MEMBER_FOUND,
  MSG_TOOTH_REQUIRED,
  MSG_VISIT_DATE_IN_FUTURE,
  MSG_VISIT_NEEDS_A_LINE,
  addDaysIso,
  formatMoney,
  dashboardResponseSchema,
  estimateDetailsResponseSchema,
  estimatesResponseSchema,
  practiceEstimateDetailsResponseSchema,
  practiceEstimatesResponseSchema,
  priceVisitLines,
  visitDetailsResponseSchema,
  visitPricingResponseSchema,
  type CreateEstimateBody,
  type PracticeEstimateDetails,
  type VisitPricing,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { tenancyCases } from '../../../testing/tenancy-case.js';
import type { TestClient } from '../../../testing/test-client.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { isoDay } from '../../../platform/dates.js';
import { expectPdfFile } from '../../member/receipts/pdf-text.test-support.js';
import { ESTIMATE_NOT_A_GUARANTEE } from './estimate-pdf.js';
import { rowCount, unreadCount, visitLinesWorld } from '../visit-lines/visit-lines.test-support.js';

const ESTIMATES = '/api/dentist/v1/estimates/';
const LINES = [{ code: 'D0120' }, { code: 'D1110' }, { code: 'd2391', tooth: '30', surfaces: 'o' }] as const;

describe('dentist/v1/estimates (issue 16 item 5)', () => {
  let server: TestServer;
  let desk: TestClient;
  let member: TestClient;
  let spouse: { member_id: string; date_of_birth: string };
  let practiceId: number;
  let dentistId: number;
  let locationId: number;
  let other: { estimateId: number; dentistId: number; locationId: number };
  const today = isoDay(new Date());
  const inMonth = addDaysIso(today, 30);

  const body = (overrides: Partial<CreateEstimateBody> = {}): CreateEstimateBody => ({
    ...spouse,
    valid_until: inMonth,
    lines: LINES.map((line) => ({ ...line })),
    idempotency_key: randomUUID(),
    ...overrides,
  });
  const create = async (payload: CreateEstimateBody = body(), status = 201): Promise<PracticeEstimateDetails> => {
    const response = await desk.post(ESTIMATES, payload);
    expect(response.statusCode, response.body).toBe(status);
    return practiceEstimateDetailsResponseSchema.parse(response.json()).data;
  };
  const act = async (id: number, action: 'send' | 'void' | 'visit', payload?: object, status = 200) => {
    const response = await desk.post(`${ESTIMATES}${id}/${action}/`, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response;
  };
  const asVisit = (overrides: object = {}) => ({
    dentist_id: dentistId,
    location_id: locationId,
    idempotency_key: randomUUID(),
    ...overrides,
  });
  const pricing = async (): Promise<VisitPricing> => {
    const query = new URLSearchParams({ ...spouse, appointment_date: today });
    const response = await desk.get(`/api/dentist/v1/visit-pricing/?${query.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return visitPricingResponseSchema.parse(response.json()).data;
  };
  const count = (table: 'estimates' | 'estimate_lines' | 'appointments' | 'notifications') =>
    rowCount(server.db, table);
  const unread = () => unreadCount(member);
  const membersEstimates = async () =>
    estimatesResponseSchema.parse((await member.get('/api/member/v4/estimates/?page_size=100')).json()).data;
  const waiting = async () =>
    dashboardResponseSchema.parse((await desk.get('/api/dentist/v1/dashboard/')).json()).data.estimates_waiting;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    const world = await visitLinesWorld(server);
    ({ desk, member, spouse } = world);
    ({ id: practiceId, dentistId, locationId } = world.practice);
    const [theirs] = (
      await server.db.execute<{ estimate_id: number; dentist_id: number; location_id: number }>(sql`select
          e.id as estimate_id,
          (select id from dentists where practice_id = e.practice_id limit 1) as dentist_id,
          (select id from practice_locations where practice_id = e.practice_id limit 1) as location_id
        from estimates e where e.practice_id <> ${practiceId}
          and exists (select 1 from dentists where practice_id = e.practice_id)
        order by e.id limit 1`)
    ).rows;
    other = { estimateId: theirs!.estimate_id, dentistId: theirs!.dentist_id, locationId: theirs!.location_id };
  });
  afterAll(() => server.close());

  it('prints an estimate on one page: lines, plan pays, patient pays, not a guarantee; audited (issue 26 item 21)', async () => {
    const estimate = await create();
    const response = await desk.get(`${ESTIMATES}${estimate.id}/estimate.pdf`);
    const lines = await expectPdfFile(response, `estimate-${estimate.estimate_date}-${estimate.id}.pdf`, 1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Treatment estimate',
        `Estimate no. ${estimate.id}`,
        estimate.patient.name,
        ...estimate.lines.map((l) => l.code),
        ...ESTIMATE_NOT_A_GUARANTEE,
      ]),
    );
    expect(lines[lines.indexOf('Plan pays (estimated)') + 1]).toBe(formatMoney(estimate.plan_cents));
    expect(lines[lines.indexOf('Patient pays (estimated)') + 1]).toBe(formatMoney(estimate.member_cents));
    const [audit] = await auditRows(server.db, 'practice_estimate_read');
    expect(audit).toMatchObject({ subjectType: 'patient', outcome: 'success' });
    expect(audit?.details).toMatchObject({ estimate_id: estimate.id, practice_id: practiceId, format: 'pdf' });
  });

  it('makes a draft priced by the browser’s function against today’s accumulators; the member does not see a draft', async () => {
    const inputs = await pricing();
    const expected = priceVisitLines(inputs, [
      { code: 'D0120' },
      { code: 'D1110' },
      { code: 'D2391', tooth: '30', surfaces: 'O' },
    ]);
    const estimate = await create();
    expect(estimate.lines).toEqual(expected.lines);
    expect(estimate).toMatchObject({
      status: 'draft',
      expired: false,
      estimate_date: today,
      valid_until: inMonth,
      patient: { member_id: spouse.member_id },
      billed_cents: expected.totals.billed_cents,
      plan_cents: expected.totals.plan_cents,
      member_cents: expected.totals.member_cents,
      allowed_cents: expected.totals.allowed_cents,
      sent_at: null,
      visit_id: null,
      voided: null,
      created_by: expect.any(String) as string,
    });
    expect((await membersEstimates()).map((e) => e.id)).not.toContain(estimate.id);
    expect((await member.get(`/api/member/v4/estimates/${estimate.id}/`)).statusCode).toBe(404);
    const receipts = (await member.get('/api/member/v4/transactions/?view=estimates&page_size=100')).json<{
      data: { kind: string; id: number }[];
    }>();
    expect(receipts.data.length).toBeGreaterThan(0);
    expect(receipts.data.filter((r) => r.kind === 'estimate').map((r) => r.id)).not.toContain(estimate.id);
  });

  it('refuses bad input with the rules’ messages and saves nothing', async () => {
    const before = await count('estimates');
    const cases: [Partial<CreateEstimateBody>, Record<string, string>][] = [
      [{ member_id: '12345' }, { member_id: MSG_INVALID_MEMBER_ID }],
      [{ valid_until: addDaysIso(today, -1) }, { valid_until: MSG_ESTIMATE_EXPIRY_PAST }],
      [{ valid_until: addDaysIso(today, 366) }, { valid_until: MSG_ESTIMATE_EXPIRY_TOO_FAR }],
      [{ lines: [] }, { lines: MSG_VISIT_NEEDS_A_LINE }],
      [{ lines: [{ code: 'D2391' }] }, { 'lines.0.tooth': MSG_TOOTH_REQUIRED }],
      [{ lines: [{ code: 'D9999' }] }, { 'lines.0.code': MSG_INVALID }],
      [{ idempotency_key: 'twice' }, { idempotency_key: MSG_INVALID }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await desk.post(ESTIMATES, body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors).toMatchObject(errors);
    }
    const unknown = await desk.post(ESTIMATES, body({ date_of_birth: '1901-01-01' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: { member_id: MSG_NO_MEMBER_FOUND } });
    expect((await desk.post(ESTIMATES, body({ valid_until: addDaysIso(today, 365) }))).statusCode).toBe(201);
    expect(await count('estimates')).toBe(before + 1);
  });

  it('saves a double submit once: the same key and details answer the same estimate; other details are refused', async () => {
    const [estimates, lines] = [await count('estimates'), await count('estimate_lines')];
    const payload = body();
    const [first, second] = await Promise.all([desk.post(ESTIMATES, payload), desk.post(ESTIMATES, payload)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<{ data: { id: number } }>().data.id).toBe(second.json<{ data: { id: number } }>().data.id);
    const reused = await desk.post(ESTIMATES, { ...payload, lines: [{ code: 'D0120' }] });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ errors: MSG_ESTIMATE_KEY_REUSED });
    expect(await count('estimates')).toBe(estimates + 1);
    expect(await count('estimate_lines')).toBe(lines + 3);
  });

  it('sends once: the member sees it with the same shares and one more unread notification; Home counts it', async () => {
    const estimate = await create();
    const [unreadBefore, waitingBefore] = [await unread(), await waiting()];
    expect(await waiting()).toBe(waitingBefore);
    const sent = practiceEstimateDetailsResponseSchema.parse((await act(estimate.id, 'send')).json()).data;
    expect(sent).toMatchObject({ status: 'sent', sent_at: expect.any(String) as string });
    expect(await unread()).toBe(unreadBefore + 1);
    expect(await waiting()).toBe(waitingBefore + 1);
    const seen = (await membersEstimates()).find((e) => e.id === estimate.id);
    expect(seen).toMatchObject({
      status: 'open',
      valid_until: inMonth,
      billed_cents: estimate.billed_cents,
      plan_cents: estimate.plan_cents,
      member_cents: estimate.member_cents,
    });
    const details = estimateDetailsResponseSchema.parse(
      (await member.get(`/api/member/v4/estimates/${estimate.id}/`)).json(),
    ).data;
    expect(details.lines.map((l) => [l.code, l.plan_cents, l.member_cents])).toEqual(
      estimate.lines.map((l) => [l.code, l.plan_cents, l.member_cents]),
    );
    // Again: the estimate as it is, no second notification.
    expect((await act(estimate.id, 'send')).json()).toEqual((await desk.get(`${ESTIMATES}${estimate.id}/`)).json());
    expect(await unread()).toBe(unreadBefore + 1);
    const [sendAudit] = await auditRows(server.db, 'practice_estimate_send');
    expect(sendAudit?.details).toMatchObject({ estimate_id: estimate.id, practice_id: practiceId });
  });

  it('records an accepted estimate as a visit in one step: accumulators moved, converted with its visit, once', async () => {
    const estimate = await create();
    await act(estimate.id, 'send');
    const waitingBefore = await waiting();
    const before = await pricing();
    const visitsBefore = await count('appointments');

    const future = await desk.post(`${ESTIMATES}${estimate.id}/visit/`, asVisit({ appointment_date: '2999-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ errors: { appointment_date: MSG_VISIT_DATE_IN_FUTURE } });

    const payload = asVisit();
    const converted = practiceEstimateDetailsResponseSchema.parse(
      (await act(estimate.id, 'visit', payload)).json(),
    ).data;
    expect(converted).toMatchObject({ status: 'converted', visit_id: expect.any(Number) as number });
    const visit = visitDetailsResponseSchema.parse(
      (await desk.get(`/api/dentist/v1/visits/${converted.visit_id}/`)).json(),
    ).data;
    expect(visit).toMatchObject({ appointment_date: today, status: 'completed', dentist: { id: dentistId } });
    expect(visit.lines.map((l) => [l.code, l.tooth, l.surfaces])).toEqual(
      estimate.lines.map((l) => [l.code, l.tooth, l.surfaces]),
    );
    const after = await pricing();
    expect(after.accumulators.patient_year_cents - before.accumulators.patient_year_cents).toBe(visit.plan_cents);
    expect(await waiting()).toBe(waitingBefore - 1);

    // A double click records one visit; another key is refused; the member sees it accepted.
    expect((await act(estimate.id, 'visit', payload)).json()).toEqual({ data: converted });
    const again = await desk.post(`${ESTIMATES}${estimate.id}/visit/`, asVisit());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: MSG_ESTIMATE_CLOSED });
    expect(await count('appointments')).toBe(visitsBefore + 1);
    expect((await membersEstimates()).find((e) => e.id === estimate.id)?.status).toBe('accepted');
    const [convert] = await auditRows(server.db, 'practice_estimate_convert');
    expect(convert?.details).toMatchObject({ estimate_id: estimate.id, visit_id: converted.visit_id });
    expect((await act(estimate.id, 'void', { reason: 'Too late' }, 409)).json()).toEqual({
      errors: MSG_ESTIMATE_CLOSED,
    });
  });

  it('voids a sent estimate once: the member no longer sees it, and it can be neither sent nor recorded', async () => {
    const estimate = await create();
    await act(estimate.id, 'send');
    const voided = practiceEstimateDetailsResponseSchema.parse(
      (await act(estimate.id, 'void', { reason: 'Plan changed' })).json(),
    ).data;
    expect(voided).toMatchObject({ status: 'voided', voided: { reason: 'Plan changed' } });
    expect((await membersEstimates()).map((e) => e.id)).not.toContain(estimate.id);
    for (const [action, payload] of [
      ['void', { reason: 'again' }],
      ['send', undefined],
      ['visit', asVisit()],
    ] as const) {
      expect((await act(estimate.id, action, payload, 409)).json()).toEqual({ errors: MSG_ESTIMATE_CLOSED });
    }
    expect((await desk.post(`${ESTIMATES}${estimate.id}/void/`, { reason: ' ' })).statusCode).toBe(400);
  });

  it('an expired estimate can be neither sent nor recorded', async () => {
    const estimate = await create();
    await server.db.execute(
      sql`update estimates set valid_until = ${addDaysIso(today, -1)}::date where id = ${estimate.id}`,
    );
    expect((await act(estimate.id, 'send', undefined, 409)).json()).toEqual({ errors: MSG_ESTIMATE_EXPIRED });
    expect((await act(estimate.id, 'visit', asVisit(), 409)).json()).toEqual({ errors: MSG_ESTIMATE_EXPIRED });
    const listed = practiceEstimatesResponseSchema.parse(
      (await desk.get(`${ESTIMATES}?status=draft&member_id=${spouse.member_id}&page_size=100`)).json(),
    ).data;
    expect(listed.find((e) => e.id === estimate.id)).toMatchObject({ expired: true, status: 'draft' });
  });

  it('lists the practice’s estimates newest first by status and patient; a read of one is audited', async () => {
    const estimate = await create();
    const page = practiceEstimatesResponseSchema.parse(
      (await desk.get(`${ESTIMATES}?status=draft&member_id=${spouse.member_id}&page_size=5`)).json(),
    );
    expect(page.data[0]?.id).toBe(estimate.id);
    expect(page.data.every((e) => e.status === 'draft' && e.patient.member_id === spouse.member_id)).toBe(true);
    expect(page.meta).toMatchObject({ page: 1, page_size: 5 });
    expect(page.meta.total).toBeGreaterThanOrEqual(page.data.length);
    const all = practiceEstimatesResponseSchema.parse((await desk.get(`${ESTIMATES}?page_size=100`)).json());
    expect(all.data.map((e) => e.id)).not.toContain(other.estimateId);
    expect((await desk.get(`${ESTIMATES}?status=accepted`)).statusCode).toBe(400);
    expect((await desk.get(`${ESTIMATES}?member_id=12`)).statusCode).toBe(400);

    expect((await desk.get(`${ESTIMATES}${estimate.id}/`)).statusCode).toBe(200);
    const [read] = await auditRows(server.db, 'practice_estimate_read');
    expect(read).toMatchObject({ subjectType: 'patient', outcome: 'success' });
    expect(read?.details).toMatchObject({ estimate_id: estimate.id, practice_id: practiceId });
    expect(await auditRows(server.db, 'practice_estimate_create')).not.toHaveLength(0);
  });

  describe('tenancy: another practice’s ids are 404 with nothing changed', () => {
    let mine: PracticeEstimateDetails;
    beforeAll(async () => {
      mine = await create();
    });
    const snapshot = async () => ({
      estimates: await count('estimates'),
      visits: await count('appointments'),
      notifications: await count('notifications'),
      rows: (
        await server.db.execute(
          sql`select id, status, sent_at, voided_at, appointment_id from estimates where id in (${other.estimateId}, ${mine.id}) order by id`,
        )
      ).rows,
    });

    const pathCase =
      (action: 'GET' | 'pdf' | 'send' | 'void' | 'visit', payload?: { reason: string } | 'visit') => async () => {
        const before = await snapshot();
        const url = (id: number) =>
          action === 'GET' || action === 'pdf'
            ? `${ESTIMATES}${id}/${action === 'pdf' ? 'estimate.pdf' : ''}`
            : `${ESTIMATES}${id}/${action}/`;
        const send = (id: number) =>
          action === 'GET' || action === 'pdf'
            ? desk.get(url(id))
            : desk.post(url(id), payload === 'visit' ? asVisit() : payload);
        const response = await send(other.estimateId);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual((await send(2147483646)).json());
        expect(await snapshot()).toEqual(before);
      };
    const bodyCase = (overrides: () => Parameters<typeof asVisit>[0]) => async () => {
      const before = await snapshot();
      const response = await desk.post(`${ESTIMATES}${mine.id}/visit/`, asVisit(overrides()));
      expect(response.statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    };

    tenancyCases({
      'dentist.practiceEstimate.id': pathCase('GET'),
      'dentist.estimatePdf.id': pathCase('pdf'),
      'dentist.sendEstimate.id': pathCase('send'),
      'dentist.voidEstimate.id': pathCase('void', { reason: 'Not ours' }),
      'dentist.recordEstimateVisit.id': pathCase('visit', 'visit'),
      'dentist.recordEstimateVisit.dentist_id': bodyCase(() => ({ dentist_id: other.dentistId })),
      'dentist.recordEstimateVisit.location_id': bodyCase(() => ({ location_id: other.locationId })),
    });
  });
});
