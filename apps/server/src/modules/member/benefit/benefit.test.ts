import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { benefitResponseSchema, planDetailsResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import {
  appointmentLines,
  appointments,
  benefits,
  inOfficePlanPurchases,
  inOfficePlans,
  plans,
  practices,
  procedures,
  purchaseCoveredPatients,
  reimbursements,
} from '../../../db/schema/index.js';
import { DEMO_EMAILS, memberByEmail, signedIn, statementsOf, type DemoPerson } from '../member.test-support.js';

describe('benefit (spec §3, §7: GET member/v4/benefit/) and plan details', () => {
  let server: TestServer;
  let carter: DemoPerson;
  const year = String(new Date().getUTCFullYear());
  beforeAll(async () => {
    server = await createTestServer();
    carter = await memberByEmail(server.db, DEMO_EMAILS.member);
  });
  afterAll(() => server.close());

  /** What the plan paid, summed here independently of the service's query. */
  async function paid(where: ReturnType<typeof and>) {
    const [row] = await server.db
      .select({ cents: sql<number>`coalesce(sum(${appointmentLines.planCents}), 0)::int` })
      .from(appointmentLines)
      .innerJoin(appointments, eq(appointments.id, appointmentLines.appointmentId))
      .innerJoin(procedures, eq(procedures.code, appointmentLines.procedureCode))
      .where(and(ne(appointments.status, 'voided'), where));
    return row?.cents ?? 0;
  }
  /** What approved or paid reimbursements paid back this year (claims too). */
  async function reimbursed(where: ReturnType<typeof and>) {
    const [row] = await server.db
      .select({ cents: sql<number>`coalesce(sum(${reimbursements.reimbursedCents}), 0)::int` })
      .from(reimbursements)
      .where(
        and(
          inArray(reimbursements.status, ['approved', 'paid']),
          gte(reimbursements.serviceDate, `${year}-01-01`),
          lte(reimbursements.serviceDate, `${year}-12-31`),
          where,
        ),
      );
    return row?.cents ?? 0;
  }
  const thisYear = and(
    gte(appointments.appointmentDate, `${year}-01-01`),
    lte(appointments.appointmentDate, `${year}-12-31`),
  );

  async function planOf(patientId: number) {
    const [row] = await server.db
      .select({ plan: plans })
      .from(benefits)
      .innerJoin(plans, eq(plans.id, benefits.planId))
      .where(eq(benefits.patientId, patientId))
      .limit(1);
    if (!row) throw new Error('no plan');
    return row.plan;
  }

  it("computes the member's limits, used and remaining in cents from the plan and the claims; 2 statements with the session check", async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const { result, statements } = await statementsOf(server, () => client.get('/api/member/v4/benefit/'));
    expect(result.statusCode).toBe(200);
    const benefit = benefitResponseSchema.parse(result.json()).data;
    // issue 4 budget (at most 3): the session check and one query.
    expect(statements).toHaveLength(2);
    const plan = await planOf(carter.patientId);
    const patientYear =
      (await paid(and(eq(appointments.patientId, carter.patientId), eq(procedures.isOrtho, false), thisYear))) +
      (await reimbursed(eq(reimbursements.patientId, carter.patientId)));
    const householdReimbursed = await reimbursed(eq(reimbursements.householdId, carter.householdId));
    const householdYear =
      (await paid(and(eq(appointments.householdId, carter.householdId), eq(procedures.isOrtho, false), thisYear))) +
      householdReimbursed;
    // The demo household has a paid reimbursement this year: it counts against the maximums.
    expect(householdReimbursed).toBeGreaterThan(0);
    const ortho = await paid(and(eq(appointments.patientId, carter.patientId), eq(procedures.isOrtho, true)));
    expect(patientYear).toBeGreaterThan(0);
    expect(householdYear).toBeGreaterThan(patientYear);
    expect(benefit).toEqual({
      benefit_type: 'individual',
      plan_name: plan.name,
      plan_label: 'My Plan',
      request_reimbursement_form_url: 'https://example.com/forms/reimbursement.pdf',
      dental_benefit_limit: plan.annualMaxCents,
      dental_benefit_used: patientYear,
      dental_benefit_remaining: Math.max(0, plan.annualMaxCents - patientYear),
      family_benefit_limit: plan.familyMaxCents,
      family_benefit_used: householdYear,
      family_benefit_remaining: Math.max(0, (plan.familyMaxCents ?? 0) - householdYear),
      ortho_benefit_limit: plan.orthoLifetimeMaxCents,
      ortho_benefit_used: ortho,
      ortho_benefit_remaining: Math.max(0, (plan.orthoLifetimeMaxCents ?? 0) - ortho),
    });
  });

  it('follows a new claim at once (accumulators are computed, never stored)', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const before = benefitResponseSchema.parse((await client.get('/api/member/v4/benefit/')).json()).data;
    const [visit] = await server.db
      .select()
      .from(appointments)
      .where(eq(appointments.patientId, carter.patientId))
      .limit(1);
    const [appointment] = await server.db
      .insert(appointments)
      .values({
        householdId: carter.householdId,
        patientId: carter.patientId,
        practiceId: visit?.practiceId ?? 0,
        appointmentDate: `${year}-01-02`,
      })
      .returning({ id: appointments.id });
    await server.db.insert(appointmentLines).values({
      appointmentId: appointment?.id ?? 0,
      procedureCode: 'D1110',
      billedCents: 10_000,
      allowedCents: 9_000,
      planCents: 9_000,
      memberCents: 0,
    });
    const after = benefitResponseSchema.parse((await client.get('/api/member/v4/benefit/')).json()).data;
    expect(after.dental_benefit_used).toBe(before.dental_benefit_used + 9_000);
    expect(after.family_benefit_used).toBe((before.family_benefit_used ?? 0) + 9_000);
    expect(after.ortho_benefit_used).toBe(before.ortho_benefit_used);
    // A voided visit does not count.
    await server.db
      .update(appointments)
      .set({ status: 'voided' })
      .where(eq(appointments.id, appointment?.id ?? 0));
    expect(
      benefitResponseSchema.parse((await client.get('/api/member/v4/benefit/')).json()).data.dental_benefit_used,
    ).toBe(before.dental_benefit_used);
  });

  it("answers each member their own household's benefit, in their wording", async () => {
    const healthshare = benefitResponseSchema.parse(
      (await (await signedIn(server.app, DEMO_EMAILS.healthshare)).get('/api/member/v4/benefit/')).json(),
    ).data;
    expect(healthshare).toMatchObject({ benefit_type: 'Altrua', plan_label: 'My Membership' });
    const employee = benefitResponseSchema.parse(
      (await (await signedIn(server.app, DEMO_EMAILS.employee)).get('/api/member/v4/benefit/')).json(),
    ).data;
    expect(employee.benefit_type).toBe('employer');
    const inOffice = benefitResponseSchema.parse(
      (await (await signedIn(server.app, DEMO_EMAILS.inOffice)).get('/api/member/v4/benefit/')).json(),
    ).data;
    expect(inOffice).toMatchObject({
      benefit_type: 'in office',
      dental_benefit_limit: 0,
      family_benefit_limit: null,
      ortho_benefit_limit: null,
      request_reimbursement_form_url: null,
    });
    expect(inOffice.plan_name).not.toBe('');
    const member = benefitResponseSchema.parse(
      (await (await signedIn(server.app, DEMO_EMAILS.member)).get('/api/member/v4/benefit/')).json(),
    ).data;
    expect(member.dental_benefit_used).not.toBe(healthshare.dental_benefit_used);
  });

  it('answers an inactive benefit when none is in force', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.employee);
    const employee = await memberByEmail(server.db, DEMO_EMAILS.employee);
    await server.db
      .update(benefits)
      .set({ endDate: '2000-01-01', startDate: '1999-01-01' })
      .where(eq(benefits.patientId, employee.patientId));
    const benefit = benefitResponseSchema.parse((await client.get('/api/member/v4/benefit/')).json()).data;
    expect(benefit).toMatchObject({
      benefit_type: 'inactive',
      plan_name: 'No active plan',
      dental_benefit_limit: 0,
      dental_benefit_used: expect.any(Number),
      family_benefit_limit: null,
    });
  });

  it('describes the plan: coverage per service type, network with its cumulative label, limits and the benefit year', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const response = await client.get('/api/member/v4/benefit/plan-details/');
    expect(response.statusCode).toBe(200);
    const details = planDetailsResponseSchema.parse(response.json()).data;
    const plan = await planOf(carter.patientId);
    expect(details).toMatchObject({
      plan_name: plan.name,
      benefit_type: 'individual',
      minimum_network: plan.minimumNetwork,
      annual_max_cents: plan.annualMaxCents,
      family_max_cents: plan.familyMaxCents,
      period_start: `${year}-01-01`,
      period_end: `${year}-12-31`,
    });
    expect(details.minimum_network_label).toBe(plan.minimumNetwork === 'gold' ? 'Platinum, Gold' : expect.any(String));
    expect(details.coverage.map((c) => [c.service_type, c.coverage_percent])).toEqual([
      ['PDS', plan.coveragePdsPercent],
      ['BRS', plan.coverageBrsPercent],
      ['MRS', plan.coverageMrsPercent],
      ['ORTHO', plan.coverageOrthoPercent],
    ]);
    expect(details.coverage[0]?.label).toBe('Preventive and diagnostic');
    // Another member reads their own plan, in their wording.
    const hs = planDetailsResponseSchema.parse(
      (await (await signedIn(server.app, DEMO_EMAILS.healthshare)).get('/api/member/v4/benefit/plan-details/')).json(),
    ).data;
    expect(hs.benefit_type).toBe('Altrua');
    expect(hs.plan_name).not.toBe(details.plan_name);
    const inOffice = planDetailsResponseSchema.parse(
      (await (await signedIn(server.app, DEMO_EMAILS.inOffice)).get('/api/member/v4/benefit/plan-details/')).json(),
    ).data;
    expect(inOffice).toMatchObject({
      benefit_type: 'in office',
      minimum_network: null,
      minimum_network_label: null,
      coverage: [],
      annual_max_cents: null,
    });
  });

  it("describes an in-office member's membership: the practice, what it includes and the discount, over the purchase's term", async () => {
    const member = await memberByEmail(server.db, DEMO_EMAILS.inOffice);
    const today = new Date().toISOString().slice(0, 10);
    const [own] = await server.db
      .select({
        plan: inOfficePlans,
        practice: practices.name,
        start: inOfficePlanPurchases.startDate,
        end: inOfficePlanPurchases.endDate,
      })
      .from(purchaseCoveredPatients)
      .innerJoin(inOfficePlanPurchases, eq(inOfficePlanPurchases.id, purchaseCoveredPatients.purchaseId))
      .innerJoin(inOfficePlans, eq(inOfficePlans.id, inOfficePlanPurchases.planId))
      .innerJoin(practices, eq(practices.id, inOfficePlans.practiceId))
      .where(
        and(
          eq(purchaseCoveredPatients.patientId, member.patientId),
          eq(inOfficePlanPurchases.status, 'Active'),
          lte(inOfficePlanPurchases.startDate, today),
          gte(inOfficePlanPurchases.endDate, today),
        ),
      );
    if (!own) throw new Error('the demo in-office member has no current purchase');
    expect(own.plan.includes.length).toBeGreaterThan(0);
    const details = planDetailsResponseSchema.parse(
      (await (await signedIn(server.app, DEMO_EMAILS.inOffice)).get('/api/member/v4/benefit/plan-details/')).json(),
    ).data;
    expect(details.membership).toMatchObject({
      practice_name: own.practice,
      discount_percent: own.plan.discountPercent,
    });
    expect(details.membership?.includes.map((item) => [item.procedure_code, item.times_per_term])).toEqual(
      own.plan.includes.map((item) => [item.procedureCode, item.timesPerTerm]),
    );
    expect(details.membership?.includes.every((item) => item.description !== '')).toBe(true);
    expect(details).toMatchObject({ period_start: own.start, period_end: own.end });
    // A member with a network plan has no membership.
    const network = planDetailsResponseSchema.parse(
      (await (await signedIn(server.app, DEMO_EMAILS.member)).get('/api/member/v4/benefit/plan-details/')).json(),
    ).data;
    expect(network.membership).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const { TestClient } = await import('../../../testing/test-client.js');
    expect((await new TestClient(server.app).get('/api/member/v4/benefit/')).statusCode).toBe(401);
    expect((await new TestClient(server.app).get('/api/member/v4/benefit/plan-details/')).statusCode).toBe(401);
  });
});
