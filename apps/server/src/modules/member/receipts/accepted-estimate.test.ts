// Issue 26 items 3 and 5, on the real app: an estimate the practice records as a visit keeps, on the member's
// side, the figures it was accepted with (it is not priced again against its own visit) and names its visit;
// and the member's receipts list says what is owed on a visit and what was paid, and how.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDaysIso,
  estimateDetailsResponseSchema,
  estimatesResponseSchema,
  practiceEstimateDetailsResponseSchema,
  transactionsResponseSchema,
  visitPricingResponseSchema,
  type EstimateDetails,
  type Transaction,
} from '@dental/domain';
import { appointmentLines, appointments } from '../../../db/schema/index.js';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { isoDay } from '../../../platform/dates.js';
import { visitLinesWorld, type PatientKeys } from '../../dentist/visit-lines/visit-lines.test-support.js';

const ESTIMATES = '/api/dentist/v1/estimates/';
/** What the plan has left to pay for the spouse this year when the estimate is made (set by the test). */
const REMAINING_CENTS = 50_000;

describe('an accepted estimate and the receipts list on the member side (issue 26 items 3 and 5)', () => {
  let server: TestServer;
  let desk: TestClient;
  let member: TestClient;
  let spouse: PatientKeys;
  let visitChoice: { dentist_id: number; location_id: number };
  const today = isoDay(new Date());
  /** The visit the first test's estimate became (the second test reads it on the receipts list). */
  let visitId = 0;

  const membersEstimate = async (id: number): Promise<EstimateDetails> => {
    const response = await member.get(`/api/member/v4/estimates/${id}/`);
    expect(response.statusCode, response.body).toBe(200);
    return estimateDetailsResponseSchema.parse(response.json()).data;
  };
  const membersRow = async (kind: Transaction['kind'], id: number): Promise<Transaction | undefined> => {
    const response = await member.get('/api/member/v4/transactions/?view=all&page_size=100');
    expect(response.statusCode, response.body).toBe(200);
    return transactionsResponseSchema.parse(response.json()).data.find((t) => t.kind === kind && t.id === id);
  };

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    const world = await visitLinesWorld(server);
    ({ desk, member, spouse } = world);
    visitChoice = { dentist_id: world.practice.dentistId, location_id: world.practice.locationId };
    // The spouse's plan is left exactly REMAINING_CENTS to pay this year: a claim of the rest, made here.
    const query = new URLSearchParams({ ...spouse, appointment_date: today }).toString();
    const pricing = visitPricingResponseSchema.parse(
      (await desk.get(`/api/dentist/v1/visit-pricing/?${query}`)).json(),
    ).data;
    const used = pricing.plan!.annual_max_cents - pricing.accumulators.patient_year_cents - REMAINING_CENTS;
    const { rows } = await server.db.execute<{ id: number; household_id: number; practice_id: number }>(
      sql`select p.id, p.household_id, pr.id as practice_id from patients p, practices pr
        where p.member_id = ${spouse.member_id} and pr.id = ${world.practice.id}`,
    );
    const patient = rows[0]!;
    const [claim] = await server.db
      .insert(appointments)
      .values({
        householdId: patient.household_id,
        patientId: patient.id,
        practiceId: patient.practice_id,
        appointmentDate: today,
        status: 'paid',
      })
      .returning({ id: appointments.id });
    await server.db.insert(appointmentLines).values({
      appointmentId: claim!.id,
      procedureCode: 'D2740',
      billedCents: used,
      allowedCents: used,
      planCents: used,
      memberCents: 0,
    });
  });
  afterAll(() => server.close());

  it('keeps the figures an estimate was accepted with after Record as visit, and names its visit', async () => {
    const created = await desk.post(ESTIMATES, {
      ...spouse,
      valid_until: addDaysIso(today, 30),
      lines: [{ code: 'D2740', tooth: '30' }],
      idempotency_key: randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const estimate = practiceEstimateDetailsResponseSchema.parse(created.json()).data;
    expect((await desk.post(`${ESTIMATES}${estimate.id}/send/`)).statusCode).toBe(200);

    const offered = await membersEstimate(estimate.id);
    // A $1,500.00 crown, allowed $1,000.00 in network, covered at 50%: the plan's $500.00 is all it has left.
    expect(offered).toMatchObject({ status: 'open', visit_id: null, plan_cents: 50_000, member_cents: 50_000 });

    const recorded = await desk.post(`${ESTIMATES}${estimate.id}/visit/`, {
      ...visitChoice,
      idempotency_key: randomUUID(),
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const converted = practiceEstimateDetailsResponseSchema.parse(recorded.json()).data;

    const accepted = await membersEstimate(estimate.id);
    expect(accepted).toMatchObject({
      status: 'accepted',
      visit_id: converted.visit_id,
      plan_cents: 50_000,
      member_cents: 50_000,
    });
    // Priced again against its own visit, the plan would have nothing left: $0.00 and "annual maximum reached".
    expect(accepted.lines).toMatchObject([
      { code: 'D2740', billed_cents: 150_000, plan_cents: 50_000, member_cents: 50_000, reduction_reason: null },
    ]);
    expect(accepted.totals).toEqual({
      billed_cents: 150_000,
      allowed_cents: 100_000,
      plan_cents: 50_000,
      member_cents: 50_000,
    });
    const listed = estimatesResponseSchema.parse((await member.get('/api/member/v4/estimates/?page_size=100')).json());
    expect(listed.data.find((e) => e.id === estimate.id)).toMatchObject({
      status: 'accepted',
      visit_id: converted.visit_id,
      plan_cents: 50_000,
      member_cents: 50_000,
    });
    expect(await membersRow('estimate', estimate.id)).toMatchObject({ plan_cents: 50_000, member_cents: 50_000 });
    visitId = converted.visit_id!;
  });

  it("says on the receipts list what is owed on the accepted estimate's visit, then what was paid and how", async () => {
    expect(await membersRow('appointment', visitId)).toMatchObject({
      status: 'completed',
      member_cents: 50_000,
      paid_cents: 0,
      balance_cents: 50_000,
      payment_methods: [],
    });
    const paid = await desk.post(`/api/dentist/v1/visits/${visitId}/payments/`, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await membersRow('appointment', visitId)).toMatchObject({
      status: 'paid',
      member_cents: 50_000,
      paid_cents: 50_000,
      balance_cents: 0,
      payment_methods: ['cash'],
    });
  });
});
