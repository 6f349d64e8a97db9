// Issue 26 item 21: the eligibility card as a one-page PDF, by the look-up's keys, counted, audited and refused
// at the limits exactly as the look-up is (it is one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ELIGIBILITY_LOOKUPS_MAX,
  MSG_LOOKUPS_THROTTLED,
  formatIsoDate,
  formatMoney,
  type Eligibility,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, type DemoPerson } from '../../member/member.test-support.js';
import { dentistClient, practiceOf } from '../patients/dentist-practice.test-support.js';
import { auditRows } from '../../auth/auth.test-support.js';
import { isoDay } from '../../../platform/dates.js';
import { expectPdfFile } from '../../member/receipts/pdf-text.test-support.js';

const PDF = '/api/dentist/v1/eligibility/eligibility.pdf';

describe('dentist/v1/eligibility/eligibility.pdf (issue 26 item 21)', () => {
  let server: TestServer;
  let desk: TestClient;
  let me: DemoPerson;
  let dob: string;
  let userId: number;
  const lookups = async () =>
    (
      await server.db.execute<{ n: number }>(
        sql`select count(*)::int as n from eligibility_lookup_throttle where user_id = ${userId}`,
      )
    ).rows[0]!.n;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    ({ userId } = await practiceOf(server.db, 'demo'));
    me = await memberByEmail(server.db, DEMO_EMAILS.member);
    dob = (
      await server.db.execute<{ d: string }>(
        sql`select date_of_birth::text as d from patients where id = ${me.patientId}`,
      )
    ).rows[0]!.d;
  });
  afterAll(() => server.close());

  it("prints the card's plan, coverage and maximums as of today on one page; counted and audited as a look-up", async () => {
    const card = (await desk.get(`/api/dentist/v1/eligibility/?member_id=${me.memberId}&date_of_birth=${dob}`)).json<{
      data: Eligibility;
    }>().data.patients[0]!;
    const before = await lookups();
    const response = await desk.get(`${PDF}?member_id=${me.memberId}&date_of_birth=${dob}`);
    const today = isoDay(new Date());
    // The file name says the day, never the patient's keys.
    const lines = await expectPdfFile(response, `eligibility-${today}.pdf`, 1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Eligibility and coverage',
        `As of ${formatIsoDate(today)}`,
        `${card.first_name} ${card.last_name}`,
        card.member_id,
        card.plan_name,
        `${card.coverage!.PDS}%`,
        `${card.coverage!.BRS}%`,
        `${card.coverage!.MRS}%`,
      ]),
    );
    const individual = lines.indexOf('Individual annual maximum');
    expect(lines.slice(individual + 1, individual + 4)).toEqual([
      formatMoney(card.individual!.limit_cents),
      formatMoney(card.individual!.used_cents),
      formatMoney(card.individual!.remaining_cents),
    ]);
    // Issue 26 item 20: the frequency limits as on the card.
    const cleanings = card.frequency.find((f) => f.label === 'Cleanings')!;
    const limits = lines.indexOf('How often the plan covers');
    expect(limits).toBeGreaterThan(individual);
    const cleaningsRow = lines.indexOf('Cleanings', limits);
    expect(lines.slice(cleaningsRow, cleaningsRow + 3)).toEqual([
      'Cleanings',
      cleanings.rule,
      cleanings.last_date === null ? 'Never' : `${formatIsoDate(cleanings.last_date)} (${cleanings.last_code})`,
    ]);
    expect(await lookups()).toBe(before + 1);
    // The patient's read (the household's people shown are audited as 'eligibility_household', as on the card).
    const audit = (await auditRows(server.db, 'eligibility_read')).find(
      (row) => (row.details as { call?: string } | null)?.call === 'eligibility',
    );
    expect(audit).toMatchObject({ subjectType: 'patient', subjectId: String(me.patientId), outcome: 'success' });
    expect(audit?.details).toMatchObject({ call: 'eligibility', key: 'member_id' });
  });

  it('answers 404 for keys that match no one (audited as a miss) and 400 without a member id', async () => {
    const other = dob.startsWith('1999-01-01') ? '1999-01-02' : '1999-01-01';
    const miss = await desk.get(`${PDF}?member_id=${me.memberId}&date_of_birth=${other}`);
    expect(miss.statusCode).toBe(404);
    const [audit] = await auditRows(server.db, 'eligibility_lookup_miss');
    expect(audit).toMatchObject({ outcome: 'no_match' });
    expect((await desk.get(`${PDF}?last_name=Carter&date_of_birth=${dob}`)).statusCode).toBe(400);
  });

  it(`is refused with the look-up's 429 past ${ELIGIBILITY_LOOKUPS_MAX} look-ups: no way around the limit`, async () => {
    await server.db.execute(sql`delete from eligibility_lookup_throttle where user_id = ${userId}`);
    await server.db.execute(sql`insert into eligibility_lookup_throttle (user_id, at)
      select ${userId}, now() - interval '1 minute' from generate_series(1, ${ELIGIBILITY_LOOKUPS_MAX})`);
    const over = await desk.get(`${PDF}?member_id=${me.memberId}&date_of_birth=${dob}`);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toEqual({ errors: MSG_LOOKUPS_THROTTLED, code: 'lookups_throttled' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const [audit] = await auditRows(server.db, 'eligibility_lookup_miss');
    expect(audit).toMatchObject({ outcome: 'throttled' });
    await server.db.execute(sql`delete from eligibility_lookup_throttle where user_id = ${userId}`);
  });
});
