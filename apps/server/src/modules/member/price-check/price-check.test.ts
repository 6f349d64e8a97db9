import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  distanceMiles,
  findProcedure,
  isInNetwork,
  priceCheckResponseSchema,
  priceVisit,
  referenceScheduleFee,
  referenceScheduleNetwork,
  type CoveragePlan,
  type PriceCheck,
  type PracticeNetworkType,
} from '@dental/domain';
import zipcodes from 'zipcodes';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import {
  DEMO_EMAILS,
  memberByEmail,
  othersInHousehold,
  signedIn,
  statementsOf,
  type DemoPerson,
} from '../member.test-support.js';
import { benefitRepository, type BenefitRow, coveragePlanOf } from '../../coverage/index.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';
import { insertVisit } from '../../dentist/patients/dentist-practice.test-support.js';

const PRICE_CHECK = '/api/member/v4/price-check/';

describe('GET member/v4/price-check/ (issue 6)', () => {
  let server: TestServer;
  let member: TestClient;
  let me: DemoPerson;
  let familyIds: number[];
  let otherHouseholdPatient: number;
  beforeAll(async () => {
    server = await createTestServer();
    member = await signedIn(server.app, DEMO_EMAILS.member);
    me = await memberByEmail(server.db, DEMO_EMAILS.member);
    familyIds = (await othersInHousehold(server.db, me.householdId, me.patientId)).map((p) => p.id);
    otherHouseholdPatient = (await memberByEmail(server.db, DEMO_EMAILS.inOffice)).patientId;
  });
  afterAll(() => server.close());

  const check = async (query: string) => {
    const response = await member.get(`${PRICE_CHECK}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: PriceCheck }>();
    expect(priceCheckResponseSchema.parse(body)).toEqual(body);
    return body.data;
  };
  /** The patient's plan and accumulators by the one shared definition (benefit.repository.ts). */
  const benefitOf = async (patientId: number): Promise<BenefitRow> => {
    const today = isoDay(new Date());
    const row = await benefitRepository(server.db).findInCallersHousehold(
      me.householdId,
      patientId,
      today,
      benefitYearOf(today),
    );
    if (!row) throw new Error('no benefit');
    return row;
  };
  const planOf = (row: BenefitRow): CoveragePlan => {
    const plan = coveragePlanOf(row);
    if (!plan) throw new Error('no plan');
    return plan;
  };

  it('prices a crown for a family member at the nearest in-network practices with the engine and their remaining benefits', async () => {
    const patientId = familyIds[0] as number;
    const data = await check(`codes=D2740&patient_id=${patientId}&zip=78701&sort=distance`);
    const benefit = await benefitOf(patientId);
    const plan = planOf(benefit);
    expect(data.plan_in_force).toBe(true);
    expect(data.annual_remaining_cents).toBe(Math.max(0, plan.annualMaxCents - benefit.patient_year_cents));
    // Exactly the nearest 50 in-network locations within 25 miles (brute force over the world).
    const world = (
      await server.db.execute<{
        id: number;
        practice_id: number;
        network: PracticeNetworkType;
        latitude: number;
        longitude: number;
        fee: number;
      }>(sql`
        select l.id, l.practice_id, pr.network::text as network, l.latitude, l.longitude, f.fee_cents as fee
        from practice_locations l join practices pr on pr.id = l.practice_id
        join practice_fees f on f.practice_id = pr.id and f.procedure_code = 'D2740'`)
    ).rows;
    const zip = zipcodes.lookup('78701');
    const centre = { latitude: zip?.latitude ?? 0, longitude: zip?.longitude ?? 0 };
    const expected = world
      .map((l) => ({ l, d: distanceMiles(centre, l) }))
      .filter(({ l, d }) => d <= 25 && isInNetwork(plan.minimumNetwork, l.network))
      .sort((a, b) => a.d - b.d || a.l.id - b.l.id)
      .slice(0, 50);
    expect(expected.length).toBeGreaterThan(0);
    expect(data.results.map((r) => r.location_id)).toEqual(expected.map(({ l }) => l.id));
    for (const [i, result] of data.results.entries()) {
      const location = expected[i]?.l;
      const priced = priceVisit({
        plan,
        practiceNetwork: result.network,
        accumulators: {
          patientYearCents: benefit.patient_year_cents,
          householdYearCents: benefit.household_year_cents,
          patientOrthoLifetimeCents: benefit.patient_ortho_lifetime_cents,
        },
        lines: [
          {
            code: 'D2740',
            serviceType: 'MRS',
            isOrtho: false,
            billedCents: location?.fee ?? -1,
            scheduleFeeCents: referenceScheduleFee(
              referenceScheduleNetwork(plan.minimumNetwork, result.network),
              'D2740',
            ),
          },
        ],
      });
      expect(result).toMatchObject({
        billed_cents: priced.totals.billedCents,
        allowed_cents: priced.totals.allowedCents,
        plan_cents: priced.totals.planCents,
        member_cents: priced.totals.memberCents,
      });
      expect(result.lines[0]?.reduction_reason).toBe(priced.lines[0]?.reductionReason);
    }
    // The local range is over the compared practices' fees (one per practice).
    const fees = [...new Map(expected.map(({ l }) => [l.practice_id, l.fee])).values()].sort((a, b) => a - b);
    const range = data.procedures[0]?.local_range;
    expect(range).toMatchObject({ low_cents: fees[0], high_cents: fees[fees.length - 1], practices: fees.length });
    expect(range?.median_cents).toBeGreaterThanOrEqual(fees[0] ?? 0);
    expect(data.procedures[0]).toMatchObject({
      code: 'D2740',
      name: findProcedure('D2740')?.name,
      service_type: 'MRS',
    });
  });

  it("the member's own annual remaining is the benefit's dental_benefit_remaining", async () => {
    const data = await check(`codes=D1110,D2740&patient_id=${me.patientId}&zip=78701`);
    const benefit = (await member.get('/api/member/v4/benefit/')).json<{ data: { dental_benefit_remaining: number } }>()
      .data;
    expect(data.annual_remaining_cents).toBe(benefit.dental_benefit_remaining);
  });

  it('sorts by lowest out-of-pocket by default, several procedures priced together in order', async () => {
    const data = await check(`codes=D1110,D2740,D0120&patient_id=${me.patientId}&zip=78701`);
    expect(data.results.length).toBeGreaterThan(1);
    const paid = data.results.map((r) => r.member_cents);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    for (const r of data.results) {
      expect(r.lines.map((l) => l.code)).toEqual(['D1110', 'D2740', 'D0120']);
      expect(r.member_cents + r.plan_cents).toBe(r.allowed_cents);
    }
  });

  it('runs two statements after authentication: the benefit and the nearby fees', async () => {
    const { statements } = await statementsOf(server, () =>
      check(`codes=D1110,D2740,D0120&patient_id=${me.patientId}&zip=78701`),
    );
    // The session check reads the caller's household too (decision 0023): it is not one of the two.
    expect(statements.filter((s) => !/from "sessions"/.test(s) && /patients|practice_locations/.test(s))).toHaveLength(
      2,
    );
  });

  it("is 404 for another household's family member id, and for an unknown one", async () => {
    for (const id of [otherHouseholdPatient, 99_999_999]) {
      const response = await member.get(`${PRICE_CHECK}?codes=D2740&patient_id=${id}&zip=78701`);
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a bad zip with the spec §5 message, an unknown code, and needs a member session', async () => {
    for (const [zip, message] of [
      ['1234', 'Invalid zip: enter 5 digits'],
      ['00000', 'Unknown zip code'],
    ]) {
      const response = await member.get(`${PRICE_CHECK}?codes=D2740&patient_id=${me.patientId}&zip=${zip}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { zip: message } });
    }
    expect((await member.get(`${PRICE_CHECK}?codes=X9999&patient_id=${me.patientId}&zip=78701`)).statusCode).toBe(400);
    expect(
      (await new TestClient(server.app).get(`${PRICE_CHECK}?codes=D2740&patient_id=${me.patientId}&zip=78701`))
        .statusCode,
    ).toBe(401);
  });

  it('prices a third cleaning in the benefit year as the practice would: the plan pays none of it, with the reason', async () => {
    const patientId = familyIds[0] as number;
    const practice = (await server.db.execute<{ id: number }>(sql`select id from practices order by id limit 1`))
      .rows[0]!;
    // The seed's random history set aside: two cleanings today are the plan's two for the year (decision 0049).
    await server.db.execute(sql`update appointments set status = 'voided' where patient_id = ${patientId}`);
    const before = await check(`codes=D1110&patient_id=${patientId}&zip=78701`);
    expect(before.results[0]?.lines[0]?.reduction_reason).not.toBe('frequency limit reached');
    for (let n = 0; n < 2; n++) {
      await insertVisit(server.db, {
        practiceId: practice.id,
        patientId,
        appointmentDate: isoDay(new Date()),
        lines: [{ billed: 10_000, plan: 8_000, member: 0 }],
      });
    }
    const after = await check(`codes=D1110&patient_id=${patientId}&zip=78701`);
    expect(after.results.length).toBeGreaterThan(0);
    for (const result of after.results) {
      expect(result.lines[0]).toMatchObject({ plan_cents: 0, reduction_reason: 'frequency limit reached' });
      expect(result.member_cents).toBe(result.allowed_cents);
    }
  });
});
