import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { benefitResponseSchema, familyMemberUpdateResponseSchema, familyMembersResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { patients, reimbursements } from '../../../db/schema/index.js';
import { auditRows } from '../../auth/auth.test-support.js';
import {
  DEMO_EMAILS,
  giveSignIn,
  memberByEmail,
  othersInHousehold,
  signedIn,
  statementsOf,
  type DemoPerson,
} from '../member.test-support.js';

describe('family members (spec §3, §6, §7: member/v4/family-members/)', () => {
  let server: TestServer;
  let carter: DemoPerson;
  let patel: DemoPerson;
  let family: Awaited<ReturnType<typeof othersInHousehold>>;
  const byRelationship = (relationship: string) => family.find((p) => p.relationship === relationship);
  beforeAll(async () => {
    server = await createTestServer();
    carter = await memberByEmail(server.db, DEMO_EMAILS.member);
    patel = await memberByEmail(server.db, DEMO_EMAILS.healthshare);
    family = await othersInHousehold(server.db, carter.householdId, carter.patientId);
  });
  afterAll(() => server.close());

  async function patientRow(id: number) {
    const [row] = await server.db.select().from(patients).where(eq(patients.id, id));
    return row;
  }

  it("lists the household's other people with their benefit; audited; 3 statements with the session check", async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const { result, statements } = await statementsOf(server, () => client.get('/api/member/v4/family-members/'));
    expect(result.statusCode).toBe(200);
    const list = familyMembersResponseSchema.parse(result.json()).data;
    // issue 4 budget (at most 3): the session check, the list, the audit row.
    expect(statements).toHaveLength(3);
    expect(list.map((p) => p.patient).sort()).toEqual(family.map((p) => p.id).sort());
    expect(list.map((p) => p.relationship)).toEqual(['Spouse', 'Dependent', 'Dependent Adult']);
    const lucas = list.find((p) => p.first_name === 'Lucas');
    expect(lucas).toMatchObject({
      name: 'Lucas Carter',
      middle_name: null,
      is_minor: true,
      benefit_type: 'individual',
      dcs_url: `/api/member/v4/patient/id-cards/${lucas?.patient}/card.pdf`,
    });
    expect(list.find((p) => p.first_name === 'Emily')).toMatchObject({ name: 'Emily Rose Carter', is_minor: false });
    expect(lucas?.plan_name).toEqual(expect.any(String));
    const [audit] = await auditRows(server.db, 'family_read');
    expect(audit).toMatchObject({
      actorUserId: carter.userId,
      actorAccountType: 'member',
      subjectType: 'household',
      subjectId: null,
      outcome: 'success',
    });
    // The ids read, stored as JSON (the prepared insert encodes the details as the plain one does).
    expect(audit?.details).toEqual({ patients: list.map((p) => String(p.patient)) });
  });

  it("gives each person their own annual maximum, used and remaining, as that person's benefit says (issue 26 item 6)", async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const listed = async () =>
      familyMembersResponseSchema.parse((await client.get('/api/member/v4/family-members/')).json()).data;
    const lucasId = byRelationship('Dependent')?.id ?? 0;
    const before = (await listed()).find((p) => p.patient === lucasId);
    // Lucas's own benefit, read as Lucas by the benefit call, says the same figures.
    const own = benefitResponseSchema.parse(
      (await (await signedIn(server.app, await giveSignIn(server.db, lucasId))).get('/api/member/v4/benefit/')).json(),
    ).data;
    expect(before).toMatchObject({
      dental_benefit_limit: own.dental_benefit_limit,
      dental_benefit_used: own.dental_benefit_used,
      dental_benefit_remaining: own.dental_benefit_remaining,
    });
    expect(own.dental_benefit_limit).toBeGreaterThan(12_345);

    // A claim the plan paid for him today counts against his own maximum, to the cent.
    const today = new Date().toISOString().slice(0, 10);
    await server.db.insert(reimbursements).values({
      householdId: carter.householdId,
      patientId: lucasId,
      providerName: 'Test Dental',
      serviceDate: today,
      status: 'approved',
      billedCents: 20_000,
      reimbursedCents: 12_345,
    });
    const after = (await listed()).find((p) => p.patient === lucasId);
    expect(after?.dental_benefit_limit).toBe(before?.dental_benefit_limit);
    expect(after?.dental_benefit_used).toBe((before?.dental_benefit_used ?? 0) + 12_345);
    expect(after?.dental_benefit_remaining).toBe(Math.max(0, (before?.dental_benefit_remaining ?? 0) - 12_345));
  });

  it('never lists another household', async () => {
    const list = (
      await (await signedIn(server.app, DEMO_EMAILS.healthshare)).get('/api/member/v4/family-members/')
    ).json().data as { patient: number }[];
    const patels = await othersInHousehold(server.db, patel.householdId, patel.patientId);
    expect(list.map((p) => p.patient)).toEqual(patels.map((p) => p.id));
    expect(list.some((p) => family.some((f) => f.id === p.patient))).toBe(false);
  });

  it("lets the primary edit a family member; answers the updated member (spec §8 message is the portal's)", async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const lucas = byRelationship('Dependent');
    const response = await client.patch(`/api/member/v4/family-members/${lucas?.id}/`, {
      middle_name: 'Owen',
      gender: 'male',
    });
    expect(response.statusCode).toBe(200);
    const updated = familyMemberUpdateResponseSchema.parse(response.json()).data;
    expect(updated).toMatchObject({ patient: lucas?.id, middle_name: 'Owen', name: 'Lucas Owen Carter' });
    expect((await patientRow(lucas?.id ?? 0))?.middleName).toBe('Owen');
    expect((await auditRows(server.db, 'family_update'))[0]).toMatchObject({
      actorUserId: carter.userId,
      subjectId: String(lucas?.id),
      outcome: 'success',
      details: { fields: ['middle_name', 'gender'] },
    });
  });

  it('holds the fields to the domain rules with their messages and changes nothing', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const emily = byRelationship('Spouse');
    const before = await patientRow(emily?.id ?? 0);
    const response = await client.patch(`/api/member/v4/family-members/${emily?.id}/`, {
      first_name: '',
      date_of_birth: '1890-01-01',
      gender: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      first_name: 'Required',
      date_of_birth: 'Date must be between Jan 1, 1900 and Dec 31, 2099',
      gender: 'Invalid',
    });
    expect(await patientRow(emily?.id ?? 0)).toEqual(before);
    expect((await client.patch('/api/member/v4/family-members/abc/', { first_name: 'X' })).statusCode).toBe(400);
  });

  it('holds a spouse to 18 or older, as sign-up does (spec §5), and lets a child be a child', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const emily = byRelationship('Spouse');
    const before = await patientRow(emily?.id ?? 0);
    const response = await client.patch(`/api/member/v4/family-members/${emily?.id}/`, { date_of_birth: '2020-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { date_of_birth: 'Must be at least 18 years old' } });
    expect(await patientRow(emily?.id ?? 0)).toEqual(before);
    const lucas = byRelationship('Dependent');
    expect(
      (await client.patch(`/api/member/v4/family-members/${lucas?.id}/`, { date_of_birth: '2020-01-01' })).statusCode,
    ).toBe(200);
  });

  it('refuses control characters and malformed Unicode in the names with Invalid, and changes nothing (issue 15)', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const emily = byRelationship('Spouse');
    const before = await patientRow(emily?.id ?? 0);
    for (const value of ['a\u0000b', 'a\ud800b', 'a\u0007b']) {
      const response = await client.patch(`/api/member/v4/family-members/${emily?.id}/`, {
        first_name: value,
        middle_name: value,
        last_name: value,
      });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json()).toEqual({
        errors: { first_name: 'Invalid', middle_name: 'Invalid', last_name: 'Invalid' },
      });
    }
    expect(await patientRow(emily?.id ?? 0)).toEqual(before);
  });

  it("answers 404 for another household's person and changes nothing", async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const [priya] = await othersInHousehold(server.db, patel.householdId, patel.patientId);
    const before = await patientRow(priya?.id ?? 0);
    for (const id of [priya?.id, patel.patientId, 999_999]) {
      const response = await client.patch(`/api/member/v4/family-members/${id}/`, { first_name: 'Mallory' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: 'Not found.' });
    }
    expect(await patientRow(priya?.id ?? 0)).toEqual(before);
    expect((await auditRows(server.db, 'family_update'))[0]).toMatchObject({
      outcome: 'failure',
      details: { reason: 'not_in_household' },
    });
  });

  it('lets an adult dependent who signs in edit only their own record; a spouse edits nobody (404)', async () => {
    const sophie = byRelationship('Dependent Adult');
    const emily = byRelationship('Spouse');
    const sophieClient = await signedIn(server.app, await giveSignIn(server.db, sophie?.id ?? 0));
    const own = await sophieClient.patch(`/api/member/v4/family-members/${sophie?.id}/`, { middle_name: 'Claire' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      patient: sophie?.id,
      middle_name: 'Claire',
      relationship: 'Dependent Adult',
    });
    const before = await patientRow(emily?.id ?? 0);
    expect(
      (await sophieClient.patch(`/api/member/v4/family-members/${emily?.id}/`, { first_name: 'Emma' })).statusCode,
    ).toBe(404);
    expect(
      (await sophieClient.patch(`/api/member/v4/family-members/${carter.patientId}/`, { first_name: 'Dan' }))
        .statusCode,
    ).toBe(404);
    // Her list shows the rest of the household, the primary included, herself not.
    const list = (await sophieClient.get('/api/member/v4/family-members/')).json().data as { patient: number }[];
    expect(list.map((p) => p.patient)).toContain(carter.patientId);
    expect(list.map((p) => p.patient)).not.toContain(sophie?.id);

    const emilyClient = await signedIn(server.app, await giveSignIn(server.db, emily?.id ?? 0));
    const lucas = byRelationship('Dependent');
    expect(
      (await emilyClient.patch(`/api/member/v4/family-members/${lucas?.id}/`, { first_name: 'Luke' })).statusCode,
    ).toBe(404);
    expect(
      (await emilyClient.patch(`/api/member/v4/family-members/${emily?.id}/`, { first_name: 'Em' })).statusCode,
    ).toBe(404);
    expect((await patientRow(emily?.id ?? 0))?.firstName).toBe(before?.firstName);
    expect((await patientRow(lucas?.id ?? 0))?.firstName).toBe('Lucas');
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(server.app).get('/api/member/v4/family-members/')).statusCode).toBe(401);
    const client = new TestClient(server.app);
    await client.hello();
    expect(
      (await client.patch(`/api/member/v4/family-members/${family[0]?.id}/`, { first_name: 'X' })).statusCode,
    ).toBe(401);
  });
});
