// Issue 26 item 20 on the real app: the demo plans' frequency limits priced into a recorded visit (a third
// cleaning in a benefit year is the patient's, with the reason), counted per tooth for crowns, from visits at
// any practice (a date and a code, never the other practice), given back by a void; the eligibility card's and
// the Benefit Search's last dates and next-covered dates; a repeated line and a visit past the filing limit
// refused with their messages and nothing saved.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDaysIso,
  benefitSearchResponseSchema,
  estimateDetailsResponseSchema,
  practiceEstimateDetailsResponseSchema,
  duplicateLineMessage,
  pastFilingLimitMessage,
  eligibilityResponseSchema,
  priceVisitLines,
  visitDetailsResponseSchema,
  visitPricingResponseSchema,
  type RecordVisitBody,
  type VisitDetails,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { isoDay } from '../../../platform/dates.js';
import { insertVisit, practiceOf } from '../patients/dentist-practice.test-support.js';
import { rowCount, visitLinesWorld, type PatientKeys } from '../visit-lines/visit-lines.test-support.js';

const VISITS = '/api/dentist/v1/visits/';

describe('frequency limits (issue 26 item 20)', () => {
  let server: TestServer;
  let desk: TestClient;
  let member: TestClient;
  let spouse: PatientKeys;
  let dentistId: number;
  let locationId: number;
  let otherPracticeName: string;
  let firstCleaningVisit: number;
  const today = isoDay(new Date());
  const year = Number(today.slice(0, 4));
  const twoYearsAgo = `${year - 2}-06-15`;

  const record = async (lines: RecordVisitBody['lines'], status = 201): Promise<VisitDetails> => {
    const response = await desk.post(VISITS, {
      ...spouse,
      dentist_id: dentistId,
      location_id: locationId,
      appointment_date: today,
      lines,
      idempotency_key: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(status);
    return visitDetailsResponseSchema.parse(response.json()).data;
  };
  const eligibility = async () => {
    const response = await desk.get(`/api/dentist/v1/eligibility/?${new URLSearchParams({ ...spouse }).toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.body, patient: eligibilityResponseSchema.parse(response.json()).data.patients[0]! };
  };
  const reasons = (visit: VisitDetails) => visit.lines.map((l) => [l.code, l.tooth, l.reduction_reason]);

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    const world = await visitLinesWorld(server);
    ({ desk, member, spouse } = world);
    ({ dentistId, locationId } = world.practice);
    const [patient] = (
      await server.db.execute<{ id: number }>(
        sql`select id from patients where member_id = ${spouse.member_id} and date_of_birth = ${spouse.date_of_birth}::date`,
      )
    ).rows;
    // The seed's random history is set aside: the figures below start from no procedure at all.
    await server.db.execute(sql`update appointments set status = 'voided' where patient_id = ${patient!.id}`);
    // Full-mouth x-rays two years ago at another practice.
    const other = await practiceOf(server.db, 'other');
    otherPracticeName = (
      await server.db.execute<{ name: string }>(sql`select name from practices where id = ${other.id}`)
    ).rows[0]!.name;
    const visitId = await insertVisit(server.db, {
      practiceId: other.id,
      patientId: patient!.id,
      appointmentDate: twoYearsAgo,
      lines: [{ billed: 15_000, plan: 15_000, member: 0 }],
    });
    await server.db.execute(
      sql`update appointment_lines set procedure_code = 'D0210' where appointment_id = ${visitId}`,
    );
  });
  afterAll(() => server.close());

  it('the card shows each limit: the other practice’s x-rays by date and code only, nothing limited yet', async () => {
    const { body, patient } = await eligibility();
    expect(
      patient.frequency.map((f) => [f.label, f.tooth, f.last_code, f.last_date, f.covered_now, f.next_covered_date]),
    ).toEqual([
      ['Cleanings', null, null, null, true, null],
      ['Bitewing x-rays', null, null, null, true, null],
      ['Full-mouth x-rays', null, 'D0210', twoYearsAgo, false, `${year + 3}-06-15`],
      ['Crowns', null, null, null, true, null],
      ['Fluoride', null, null, null, false, null],
    ]);
    expect(body).not.toContain(otherPracticeName);
  });

  it('a third cleaning in the benefit year is the patient’s, with the reason; the form prices it the same', async () => {
    const first = await record([{ code: 'D1110' }, { code: 'D0120' }]);
    firstCleaningVisit = first.id;
    expect(reasons(first)).toEqual([
      ['D1110', null, null],
      ['D0120', null, null],
    ]);
    const second = await record([{ code: 'D1110' }]);
    expect(second.lines[0]?.plan_cents).toBeGreaterThan(0);
    const pricing = await desk.get(
      `/api/dentist/v1/visit-pricing/?${new URLSearchParams({ ...spouse, appointment_date: today }).toString()}`,
    );
    const inputs = visitPricingResponseSchema.parse(pricing.json()).data;
    const inBrowser = priceVisitLines(inputs, [{ code: 'D1110' }]).lines[0];
    const third = await record([{ code: 'D1110' }]);
    expect(third.lines[0]).toMatchObject({ plan_cents: 0, reduction_reason: 'frequency limit reached' });
    expect(third.lines[0]?.member_cents).toBe(third.lines[0]?.allowed_cents);
    expect(inBrowser).toEqual(third.lines[0]);
    const cleanings = (await eligibility()).patient.frequency[0];
    expect(cleanings).toMatchObject({
      last_code: 'D1110',
      last_date: today,
      covered_now: false,
      next_covered_date: `${year + 1}-01-01`,
    });
  });

  it('the member’s copy of a sent estimate prices the limited cleaning as the practice does', async () => {
    const created = await desk.post('/api/dentist/v1/estimates/', {
      ...spouse,
      valid_until: addDaysIso(today, 30),
      lines: [{ code: 'D1110' }, { code: 'D0120' }],
      idempotency_key: randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const practices = practiceEstimateDetailsResponseSchema.parse(created.json()).data;
    expect(practices.lines[0]).toMatchObject({ plan_cents: 0, reduction_reason: 'frequency limit reached' });
    expect((await desk.post(`/api/dentist/v1/estimates/${practices.id}/send/`)).statusCode).toBe(200);
    const response = await member.get(`/api/member/v4/estimates/${practices.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const members = estimateDetailsResponseSchema.parse(response.json()).data;
    expect(members.lines.map((l) => [l.code, l.plan_cents, l.member_cents, l.reduction_reason])).toEqual(
      practices.lines.map((l) => [l.code, l.plan_cents, l.member_cents, l.reduction_reason]),
    );
    expect(members.member_cents).toBe(practices.lines.reduce((sum, l) => sum + l.member_cents, 0));
  });

  it('the Benefit Search prices the limited code at 0 for the plan and shows the limits of the codes asked', async () => {
    const response = await desk.get(
      `/api/dentist/v1/eligibility/benefit-search/?${new URLSearchParams({ ...spouse, codes: 'D1110,D2391' }).toString()}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const search = benefitSearchResponseSchema.parse(response.json()).data;
    expect(search.lines.map((l) => [l.code, l.plan_cents, l.reduction_reason])).toEqual([
      ['D1110', 0, 'frequency limit reached'],
      ['D2391', expect.any(Number), null],
    ]);
    expect(search.frequency.map((f) => f.label)).toEqual(['Cleanings']);
  });

  it('a voided cleaning leaves the count: the next one is covered again', async () => {
    const voided = await desk.post(`${VISITS}${firstCleaningVisit}/void/`, {
      reason: 'Recorded for the wrong patient',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const fourth = await record([{ code: 'D1110' }]);
    expect(fourth.lines[0]?.reduction_reason).toBeNull();
    expect(fourth.lines[0]?.plan_cents).toBeGreaterThan(0);
  });

  it('crowns are counted per tooth', async () => {
    expect(reasons(await record([{ code: 'D2740', tooth: '3' }]))[0]?.[2]).not.toBe('frequency limit reached');
    expect(
      reasons(
        await record([
          { code: 'D2750', tooth: '3' },
          { code: 'D2740', tooth: '14' },
        ]),
      ),
    ).toEqual([
      ['D2750', '3', 'frequency limit reached'],
      ['D2740', '14', expect.not.stringMatching(/frequency/) ?? null],
    ]);
    const crowns = (await eligibility()).patient.frequency.filter((f) => f.label === 'Crowns');
    expect(crowns.map((f) => [f.tooth, f.last_code, f.covered_now])).toEqual([
      ['3', 'D2740', false],
      ['14', 'D2740', false],
    ]);
  });

  it('refuses a repeated line and a visit past the filing limit, saving nothing', async () => {
    const before = await rowCount(server.db, 'appointments');
    const repeated = await desk.post(VISITS, {
      ...spouse,
      dentist_id: dentistId,
      location_id: locationId,
      appointment_date: today,
      lines: [
        { code: 'D2391', tooth: '30', surfaces: 'O' },
        { code: 'D0120' },
        { code: 'd2391', tooth: '30', surfaces: 'o' },
      ],
      idempotency_key: randomUUID(),
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json<{ errors: Record<string, string> }>().errors).toEqual({
      'lines.2.code': duplicateLineMessage(1),
    });
    const late = await desk.post(VISITS, {
      ...spouse,
      dentist_id: dentistId,
      location_id: locationId,
      appointment_date: twoYearsAgo,
      lines: [{ code: 'D0120' }],
      idempotency_key: randomUUID(),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json<{ errors: Record<string, string> }>().errors).toEqual({
      appointment_date: pastFilingLimitMessage(12),
    });
    expect(await rowCount(server.db, 'appointments')).toBe(before);
  });
});
