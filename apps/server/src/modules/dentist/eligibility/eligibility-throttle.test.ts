import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ELIGIBILITY_LOOKUPS_MAX, MSG_LOOKUPS_THROTTLED } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { DEMO_EMAILS, memberByEmail } from '../../member/member.test-support.js';
import { dentistClient, practiceOf, type PracticeIds } from '../patients/dentist-practice.test-support.js';
import type { TestClient } from '../../../testing/test-client.js';

describe('eligibility look-up throttle (decision 0030)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
  });
  afterAll(() => server.close());

  const birthDateOf = async (patientId: number) =>
    (await server.db.execute<{ d: string }>(sql`select date_of_birth::text as d from patients where id = ${patientId}`))
      .rows[0]!.d;

  /** The user's look-up count set to `spent` in the last minute. */
  async function spendLookups(userId: number, spent: number) {
    await server.db.execute(sql`delete from eligibility_lookup_throttle where user_id = ${userId}`);
    await server.db.execute(sql`insert into eligibility_lookup_throttle (user_id, at)
      select ${userId}, now() - interval '1 minute' from generate_series(1, ${spent})`);
  }

  /** POST a visit of one line today for the member's keys, by the demo practice's desk. */
  const recordVisit = (desk: TestClient, ids: PracticeIds, memberId: string, birth: string) =>
    desk.post('/api/dentist/v1/visits/', {
      member_id: memberId,
      date_of_birth: birth,
      dentist_id: ids.dentistId,
      location_id: ids.locationId,
      appointment_date: new Date().toISOString().slice(0, 10),
      lines: [{ code: 'D1110' }],
      idempotency_key: randomUUID(),
    });

  it(`answers 429 past ${ELIGIBILITY_LOOKUPS_MAX} look-ups in 10 minutes, per practice user; older ones do not count`, async () => {
    const desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    const { userId } = await practiceOf(server.db, 'demo');
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const dob = await birthDateOf(me.patientId);
    const lookUp = () => desk.get(`/api/dentist/v1/eligibility/?member_id=${me.memberId}&date_of_birth=${dob}`);
    const search = () =>
      desk.get(`/api/dentist/v1/eligibility/benefit-search/?member_id=${me.memberId}&date_of_birth=${dob}&codes=D1110`);
    // Look-ups older than the window are forgotten: they leave room.
    await server.db.execute(sql`insert into eligibility_lookup_throttle (user_id, at)
      select ${userId}, now() - interval '11 minutes' from generate_series(1, 100)`);
    await server.db.execute(sql`insert into eligibility_lookup_throttle (user_id, at)
      select ${userId}, now() - interval '5 minutes' from generate_series(1, ${ELIGIBILITY_LOOKUPS_MAX - 2})`);
    expect((await lookUp()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    for (const call of [lookUp, search]) {
      const over = await call();
      expect(over.statusCode, over.body).toBe(429);
      expect(over.json()).toEqual({ errors: MSG_LOOKUPS_THROTTLED, code: 'lookups_throttled' });
      const retry = Number(over.headers['retry-after']);
      expect(retry).toBeGreaterThan(240);
      expect(retry).toBeLessThanOrEqual(300);
    }
    // A refused look-up is not counted (the window drains), and the other practice user is not throttled.
    const counted = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from eligibility_lookup_throttle where user_id = ${userId} and at > now() - interval '10 minutes'`,
    );
    expect(counted.rows[0]!.n).toBe(ELIGIBILITY_LOOKUPS_MAX);
    const owner = await dentistClient(server, DEMO_EMAILS.dentist);
    expect(
      (await owner.get(`/api/dentist/v1/eligibility/?member_id=${me.memberId}&date_of_birth=${dob}`)).statusCode,
    ).toBe(200);
  });

  it("shares one counter with the visit form's pricing call (it finds a patient by the same keys)", async () => {
    const desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    const { userId } = await practiceOf(server.db, 'demo');
    await server.db.execute(sql`delete from eligibility_lookup_throttle where user_id = ${userId}`);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const dob = await birthDateOf(me.patientId);
    const today = new Date().toISOString().slice(0, 10);
    const pricing = (birth: string) =>
      desk.get(
        `/api/dentist/v1/visit-pricing/?member_id=${me.memberId}&date_of_birth=${birth}&appointment_date=${today}`,
      );
    const audits = async () =>
      (
        await server.db.execute<{ n: number }>(
          sql`select count(*)::int as n from audit_log where actor_user_id = ${userId} and action = 'eligibility_read'`,
        )
      ).rows[0]!.n;
    await server.db.execute(sql`insert into eligibility_lookup_throttle (user_id, at)
      select ${userId}, now() - interval '1 minute' from generate_series(1, ${ELIGIBILITY_LOOKUPS_MAX - 2})`);
    // A wrong date of birth counts too: guessing it is what the throttle stops.
    expect((await pricing('1901-01-01')).statusCode).toBe(404);
    expect((await pricing(dob)).statusCode).toBe(200);
    const readsBefore = await audits();
    for (const call of [
      () => pricing(dob),
      () => desk.get(`/api/dentist/v1/eligibility/?member_id=${me.memberId}&date_of_birth=${dob}`),
    ]) {
      const over = await call();
      expect(over.statusCode, over.body).toBe(429);
      expect(over.json()).toEqual({ errors: MSG_LOOKUPS_THROTTLED, code: 'lookups_throttled' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Refused: nothing read, nothing audited.
    expect(await audits()).toBe(readsBefore);
  });

  it('counts making an estimate too: a draft only the practice sees is no way around it', async () => {
    const desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    const { userId } = await practiceOf(server.db, 'demo');
    await spendLookups(userId, ELIGIBILITY_LOOKUPS_MAX - 1);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const estimate = (birth: string) =>
      desk.post('/api/dentist/v1/estimates/', {
        member_id: me.memberId,
        date_of_birth: birth,
        valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        lines: [{ code: 'D1110' }],
        idempotency_key: randomUUID(),
      });
    const countEstimates = async () =>
      (await server.db.execute<{ n: number }>(sql`select count(*)::int as n from estimates`)).rows[0]!.n;
    // A wrong date of birth is the last look-up left; the next guess is refused and writes nothing.
    expect((await estimate('1901-01-01')).statusCode).toBe(400);
    const before = await countEstimates();
    const over = await estimate('1902-02-02');
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toEqual({ errors: MSG_LOOKUPS_THROTTLED, code: 'lookups_throttled' });
    expect(await countEstimates()).toBe(before);
  });

  it('counts recording a visit whose keys match no one; with no look-up left even a right guess is refused', async () => {
    const desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    const ids = await practiceOf(server.db, 'demo');
    const { userId } = ids;
    await spendLookups(userId, ELIGIBILITY_LOOKUPS_MAX - 1);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const dob = await birthDateOf(me.patientId);
    const record = (birth: string) => recordVisit(desk, ids, me.memberId, birth);
    const countVisits = async () =>
      (await server.db.execute<{ n: number }>(sql`select count(*)::int as n from appointments`)).rows[0]!.n;
    // The last look-up left is spent on a miss; then the right date of birth is refused and writes nothing.
    expect((await record('1901-01-01')).statusCode).toBe(400);
    const before = await countVisits();
    const over = await record(dob);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toEqual({ errors: MSG_LOOKUPS_THROTTLED, code: 'lookups_throttled' });
    expect(await countVisits()).toBe(before);
  });

  it('does not count a visit recorded for a patient the keys match', async () => {
    const desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    const ids = await practiceOf(server.db, 'demo');
    const { userId } = ids;
    await spendLookups(userId, 0);
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    const dob = await birthDateOf(me.patientId);
    const saved = await recordVisit(desk, ids, me.memberId, dob);
    expect(saved.statusCode, saved.body).toBe(201);
    const counted = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from eligibility_lookup_throttle where user_id = ${userId}`,
    );
    expect(counted.rows[0]!.n).toBe(0);
  });

  it('finds a last name and date of birth by the patients_last_name_dob_idx index (migration 0019)', async () => {
    const plan = await server.db.transaction(async (tx) => {
      // The demo world is small enough for a sequential scan: the question is whether the index can answer it.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`explain select p.id from patients p
        where lower(p.last_name) = lower('Smith') and p.date_of_birth = '1980-02-03'::date`);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('patients_last_name_dob_idx');
  });
});
