import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_INVALID_MEMBER_ID,
  MSG_MEMBER_ID_OR_LAST_NAME,
  MSG_SEVERAL_MEMBERS_MATCH,
  benefitSearchResponseSchema,
  eligibilityResponseSchema,
  findProcedure,
  isInNetwork,
  priceVisit,
  referenceScheduleFee,
  referenceScheduleNetwork,
  type BenefitSearch,
  type Eligibility,
  type PracticeNetworkType,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import {
  DEMO_EMAILS,
  DEMO_PASSWORD,
  memberByEmail,
  othersInHousehold,
  signedIn,
  type DemoPerson,
} from '../../member/member.test-support.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { passSecondStep } from '../../auth/mfa/mfa.test-support.js';
import { DEMO_TOTP_SECRET } from '../../../seed/seed-demo-mfa.js';
import { benefitRepository, coveragePlanOf } from '../../coverage/index.js';
import { benefitYearOf, isoDay } from '../../../platform/dates.js';

const ELIGIBILITY = '/api/dentist/v1/eligibility/';
const BENEFIT_SEARCH = '/api/dentist/v1/eligibility/benefit-search/';

async function dentistClient(server: TestServer, email: string): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.hello('dentist');
  const response = await client.post('/api/token/', { email, password: DEMO_PASSWORD, account_type: 'dentist' });
  expect(response.statusCode, response.body).toBe(200);
  if (email === DEMO_EMAILS.dentist) {
    // The owner passes the second step (decision 0025); the front desk does not have one.
    expect((await passSecondStep(client, DEMO_TOTP_SECRET, new Date())).statusCode).toBe(200);
  }
  return client;
}

describe('dentist/v1/eligibility (issue 16 item 3)', () => {
  let server: TestServer;
  let desk: TestClient;
  let me: DemoPerson;
  let dob: string;
  let lastName: string;
  let practice: { id: number; network: PracticeNetworkType };
  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const [person] = (
      await server.db.execute<{ date_of_birth: string; last_name: string }>(
        sql`select date_of_birth::text as date_of_birth, last_name from patients where id = ${me.patientId}`,
      )
    ).rows;
    dob = person!.date_of_birth;
    lastName = person!.last_name;
    const [row] = (
      await server.db.execute<{
        id: number;
        network: PracticeNetworkType;
      }>(sql`select pr.id, pr.network::text as network
        from practices pr join practice_users pu on pu.practice_id = pr.id join users u on u.id = pu.user_id
        where u.email = ${DEMO_EMAILS.frontDesk}`)
    ).rows;
    practice = row!;
  });
  afterAll(() => server.close());

  const eligibility = async (query: string, client = desk) => {
    const response = await client.get(`${ELIGIBILITY}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: Eligibility }>();
    expect(eligibilityResponseSchema.parse(body)).toEqual(body);
    return body.data;
  };

  it('finds the member by member id and date of birth, with the member home benefit amounts and the network', async () => {
    const data = await eligibility(`member_id=${me.memberId}&date_of_birth=${dob}`);
    expect(data.practice_network).toBe(practice.network);
    expect(data.patients).toHaveLength(1);
    const [patient] = data.patients;
    const today = isoDay(new Date());
    const benefit = await benefitRepository(server.db).findForUser(me.userId, today, benefitYearOf(today));
    const plan = coveragePlanOf(benefit!)!;
    expect(patient).toMatchObject({
      member_id: me.memberId,
      relationship: 'Primary',
      eligible: true,
      benefit_type: benefit!.benefit_type,
      plan_name: benefit!.plan_name,
      network: plan.minimumNetwork,
      in_network: isInNetwork(plan.minimumNetwork, practice.network),
      coverage: { PDS: plan.coveragePdsPercent, BRS: plan.coverageBrsPercent, MRS: plan.coverageMrsPercent },
      individual: {
        limit_cents: plan.annualMaxCents,
        used_cents: benefit!.patient_year_cents,
        remaining_cents: Math.max(0, plan.annualMaxCents - benefit!.patient_year_cents),
      },
      coverage_start: benefit!.start_date,
    });
    // The member home answers the same amounts.
    const member = await signedIn(await server.appFor('member'), DEMO_EMAILS.member);
    const home = (await member.get('/api/member/v4/benefit/')).json<{ data: Record<string, number | null> }>().data;
    expect(patient!.individual?.remaining_cents).toBe(home.dental_benefit_remaining);
    expect(patient!.family?.remaining_cents ?? null).toBe(home.family_benefit_remaining);
    expect(patient!.ortho?.remaining_cents ?? null).toBe(home.ortho_benefit_remaining);
  });

  it('finds the member by last name (any case) and date of birth; a wrong date of birth matches nothing', async () => {
    const data = await eligibility(`last_name=${encodeURIComponent(lastName.toUpperCase())}&date_of_birth=${dob}`);
    expect(data.patients.map((p) => p.member_id)).toContain(me.memberId);
    const other = dob.startsWith('1999-01-01') ? '1999-01-02' : '1999-01-01';
    expect((await eligibility(`member_id=${me.memberId}&date_of_birth=${other}`)).patients).toEqual([]);
    expect((await eligibility(`last_name=${encodeURIComponent(lastName)}&date_of_birth=${other}`)).patients).toEqual(
      [],
    );
  });

  it('shows a patient whose benefit has ended as not eligible', async () => {
    const healthshare = await memberByEmail(server.db, DEMO_EMAILS.healthshare);
    const [row] = (
      await server.db.execute<{ date_of_birth: string }>(
        sql`select date_of_birth::text as date_of_birth from patients where id = ${healthshare.patientId}`,
      )
    ).rows;
    await server.db.execute(sql`update benefits set end_date = start_date
      where patient_id = ${healthshare.patientId} and start_date < current_date`);
    await server.db.execute(
      sql`delete from benefits where patient_id = ${healthshare.patientId} and start_date >= current_date`,
    );
    const data = await eligibility(`member_id=${healthshare.memberId}&date_of_birth=${row!.date_of_birth}`);
    expect(data.patients).toHaveLength(1);
    expect(data.patients[0]).toMatchObject({
      eligible: false,
      benefit_type: 'inactive',
      in_network: false,
      coverage: null,
      individual: null,
    });
  });

  it('writes one audit row per patient shown: a read of the patient by the front desk user', async () => {
    await eligibility(`member_id=${me.memberId}&date_of_birth=${dob}`);
    const row = (await auditRows(server.db, 'eligibility_read')).find((r) => r.subjectId === String(me.patientId));
    const [deskUser] = (
      await server.db.execute<{ id: number }>(sql`select id from users where email = ${DEMO_EMAILS.frontDesk}`)
    ).rows;
    expect(row).toMatchObject({
      actorUserId: deskUser!.id,
      actorAccountType: 'dentist',
      subjectType: 'patient',
      subjectId: String(me.patientId),
      outcome: 'success',
      details: { practice_id: practice.id, call: 'eligibility', key: 'member_id' },
    });
    const before = (await auditRows(server.db, 'eligibility_read')).length;
    await eligibility(`member_id=${me.memberId}&date_of_birth=1901-01-01`);
    expect((await auditRows(server.db, 'eligibility_read')).length).toBe(before);
  });

  it("lists the household's other covered people with the keys of their own check, each read audited (issue 26 item 23)", async () => {
    const others = await othersInHousehold(server.db, me.householdId, me.patientId);
    const before = (await auditRows(server.db, 'eligibility_read')).length;
    const [patient] = (await eligibility(`member_id=${me.memberId}&date_of_birth=${dob}`)).patients;
    // The demo household: spouse, a child and an adult dependent, all covered; the member is not listed again.
    expect(patient!.household.map((p) => p.relationship)).toEqual(['Spouse', 'Dependent', 'Dependent Adult']);
    expect(patient!.household.map((p) => p.member_id).sort()).toEqual(others.map((p) => p.memberId).sort());
    expect(Object.keys(patient!.household[0]!).sort()).toEqual([
      'date_of_birth',
      'first_name',
      'last_name',
      'member_id',
      'relationship',
    ]);
    // One read of the patient and one of each household person shown.
    const rows = (await auditRows(server.db, 'eligibility_read')).slice(0, 4);
    expect((await auditRows(server.db, 'eligibility_read')).length).toBe(before + 4);
    expect(
      rows
        .filter((r) => (r.details as { call: string }).call === 'eligibility_household')
        .map((r) => r.subjectId)
        .sort(),
    ).toEqual(others.map((p) => String(p.id)).sort());

    // The spouse's own check, as the card's link makes it, lists the member among her household.
    const spouse = patient!.household.find((p) => p.relationship === 'Spouse')!;
    const [her] = (await eligibility(`member_id=${spouse.member_id}&date_of_birth=${spouse.date_of_birth}`)).patients;
    expect(her!.household.map((p) => p.member_id)).toContain(me.memberId);

    // A household person with no benefit in force is not listed.
    const child = others.find((p) => p.relationship === 'Dependent')!;
    await server.db.execute(sql`update benefits set end_date = start_date where patient_id = ${child.id}`);
    await server.db.execute(sql`delete from benefits where patient_id = ${child.id} and start_date >= current_date`);
    const [again] = (await eligibility(`member_id=${me.memberId}&date_of_birth=${dob}`)).patients;
    expect(again!.household.map((p) => p.relationship)).toEqual(['Spouse', 'Dependent Adult']);
  });

  it('answers bad input with 400 and the field message', async () => {
    const bad = async (query: string, path = ELIGIBILITY) => {
      const response = await desk.get(`${path}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ errors: Record<string, string> }>().errors;
    };
    expect(await bad(`member_id=12345&date_of_birth=${dob}`)).toMatchObject({ member_id: MSG_INVALID_MEMBER_ID });
    expect(await bad(`date_of_birth=${dob}`)).toMatchObject({ member_id: MSG_MEMBER_ID_OR_LAST_NAME });
    expect(await bad(`member_id=${me.memberId}`)).toMatchObject({ date_of_birth: 'Required' });
    expect(await bad(`member_id=${me.memberId}&date_of_birth=2001-02-30`)).toMatchObject({
      date_of_birth: 'Invalid date',
    });
    expect(await bad(`member_id=${me.memberId}&date_of_birth=${dob}&codes=D9999`, BENEFIT_SEARCH)).toMatchObject({
      codes: 'Invalid',
    });
    const eleven = ['D0120', 'D0140', 'D0150', 'D0210', 'D0220', 'D0274', 'D0330', 'D1110', 'D1120', 'D1208', 'D2140'];
    expect(eleven.every((code) => findProcedure(code))).toBe(true);
    expect(
      await bad(`member_id=${me.memberId}&date_of_birth=${dob}&codes=${eleven.join(',')}`, BENEFIT_SEARCH),
    ).toMatchObject({ codes: 'Up to 10 procedures at a time' });
  });

  it('prices a Benefit Search with the coverage engine, the practice fees and the remaining benefit', async () => {
    const response = await desk.get(
      `${BENEFIT_SEARCH}?member_id=${me.memberId}&date_of_birth=${dob}&codes=D0140,D2740`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: BenefitSearch }>();
    expect(benefitSearchResponseSchema.parse(body)).toEqual(body);
    const today = isoDay(new Date());
    const benefit = (await benefitRepository(server.db).findForUser(me.userId, today, benefitYearOf(today)))!;
    const plan = coveragePlanOf(benefit)!;
    const fees = Object.fromEntries(
      (
        await server.db.execute<{ procedure_code: string; fee_cents: number }>(
          sql`select procedure_code, fee_cents from practice_fees where practice_id = ${practice.id}`,
        )
      ).rows.map((r) => [r.procedure_code, r.fee_cents]),
    );
    const schedule = referenceScheduleNetwork(plan.minimumNetwork, practice.network);
    const expected = priceVisit({
      plan,
      practiceNetwork: practice.network,
      accumulators: {
        patientYearCents: benefit.patient_year_cents,
        householdYearCents: benefit.household_year_cents,
        patientOrthoLifetimeCents: benefit.patient_ortho_lifetime_cents,
      },
      // Codes without a frequency limit (frequency-limits.test.ts prices those).
      lines: ['D0140', 'D2740'].map((code) => {
        const p = findProcedure(code)!;
        return {
          code,
          serviceType: p.serviceType,
          isOrtho: p.isOrtho,
          billedCents: fees[code] ?? 0,
          scheduleFeeCents: referenceScheduleFee(schedule, code),
        };
      }),
    });
    const data = body.data;
    expect(data.lines.map((l) => [l.code, l.fee_cents, l.plan_cents, l.patient_cents])).toEqual(
      expected.lines.map((l) => [l.code, l.billedCents, l.planCents, l.memberCents]),
    );
    expect(data.plan_cents).toBe(expected.lines.reduce((t, l) => t + l.planCents, 0));
    expect(data.patient_cents).toBe(expected.lines.reduce((t, l) => t + l.memberCents, 0));
    const remaining = Math.max(0, plan.annualMaxCents - benefit.patient_year_cents);
    expect(data.individual_remaining_cents).toBe(remaining);
    expect(data.individual_remaining_after_cents).toBe(Math.max(0, remaining - data.plan_cents));
    const [audit] = await auditRows(server.db, 'eligibility_read');
    expect(audit).toMatchObject({ subjectId: String(me.patientId), details: { call: 'benefit_search' } });
  });

  it('a Benefit Search that matches nobody is a 404', async () => {
    const response = await desk.get(`${BENEFIT_SEARCH}?member_id=${me.memberId}&date_of_birth=1901-01-01&codes=D1110`);
    expect(response.statusCode).toBe(404);
  });

  it('the practice owner may look up too; a member session on the member app cannot (the route does not exist there)', async () => {
    const owner = await dentistClient(server, DEMO_EMAILS.dentist);
    expect((await eligibility(`member_id=${me.memberId}&date_of_birth=${dob}`, owner)).patients).toHaveLength(1);
    const member = await signedIn(await server.appFor('member'), DEMO_EMAILS.member);
    const response = await member.get(`${ELIGIBILITY}?member_id=${me.memberId}&date_of_birth=${dob}`);
    expect(response.statusCode).toBe(404);
    const signedOut = new TestClient(server.app);
    expect((await signedOut.get(`${ELIGIBILITY}?member_id=${me.memberId}&date_of_birth=${dob}`)).statusCode).toBe(401);
  });

  it('a last name and date of birth matching two patients lists both; their Benefit Search asks for the member id', async () => {
    // Twins: a second patient of the household with the member's last name and date of birth.
    const [twin] = await othersInHousehold(server.db, me.householdId, me.patientId);
    await server.db.execute(
      sql`update patients set last_name = ${lastName}, date_of_birth = ${dob} where id = ${twin!.id}`,
    );
    const data = await eligibility(`last_name=${encodeURIComponent(lastName)}&date_of_birth=${dob}`);
    expect(data.patients.map((p) => p.member_id).sort()).toEqual([me.memberId, twin!.memberId].sort());
    const searches = async () =>
      (await auditRows(server.db, 'eligibility_read')).filter(
        (row) => (row.details as { call?: string } | null)?.call === 'benefit_search',
      ).length;
    const searchesBefore = await searches();
    const byName = await desk.get(
      `${BENEFIT_SEARCH}?last_name=${encodeURIComponent(lastName)}&date_of_birth=${dob}&codes=D1110`,
    );
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toMatchObject({ errors: { last_name: MSG_SEVERAL_MEMBERS_MATCH } });
    // Neither twin was shown, so neither read is audited.
    expect(await searches()).toBe(searchesBefore);
    const byId = await desk.get(`${BENEFIT_SEARCH}?member_id=${twin!.memberId}&date_of_birth=${dob}&codes=D1110`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(await searches()).toBe(searchesBefore + 1);
  });
});
