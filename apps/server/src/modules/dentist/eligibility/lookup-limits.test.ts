// Issue 26 items 14, 15 and 16 (decision 0046): the look-up throttle counts per practice and per client address
// as well as per user, counts and checks in one locked step (parallel look-ups cannot pass the limit), and a
// look-up that matched no one or was refused leaves an audit row without the keys' values.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ELIGIBILITY_LOOKUPS_MAX, MSG_LOOKUPS_THROTTLED } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail } from '../../member/member.test-support.js';
import { dentistClient, practiceOf } from '../patients/dentist-practice.test-support.js';
import { ADDRESS_LOOKUPS_MAX, PRACTICE_LOOKUPS_MAX } from './lookup-throttle.js';

/** The address app.inject's requests come from. */
const TEST_IP = '127.0.0.1';

describe('look-up limits per practice and address, counted atomically, misses audited (issue 26 items 14-16)', () => {
  let server: TestServer;
  let desk: TestClient;
  let owner: TestClient;
  let deskId: number;
  let ownerId: number;
  let practiceId: number;
  let otherPracticeId: number;
  let memberId: string;
  let dob: string;
  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    owner = await dentistClient(server, DEMO_EMAILS.dentist);
    const demo = await practiceOf(server.db, 'demo');
    deskId = demo.userId;
    practiceId = demo.id;
    otherPracticeId = (await practiceOf(server.db, 'other')).id;
    ownerId = (await server.db.execute<{ id: number }>(sql`select id from users where email = ${DEMO_EMAILS.dentist}`))
      .rows[0]!.id;
    const me = await memberByEmail(server.db, DEMO_EMAILS.member);
    memberId = me.memberId;
    dob = (
      await server.db.execute<{ d: string }>(
        sql`select date_of_birth::text as d from patients where id = ${me.patientId}`,
      )
    ).rows[0]!.d;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.execute(sql`delete from eligibility_lookup_throttle`);
  });

  /** `n` look-ups a minute ago by `userId` of `practice` from `ip`. */
  const spend = (n: number, userId: number, practice: number, ip: string) =>
    server.db.execute(sql`insert into eligibility_lookup_throttle (user_id, practice_id, ip, at)
      select ${userId}, ${practice}, ${ip}, now() - interval '1 minute' from generate_series(1, ${n})`);
  const lookUp = (client: TestClient, birth = dob) =>
    client.get(`/api/dentist/v1/eligibility/?member_id=${memberId}&date_of_birth=${birth}`);
  const expectThrottled = (response: Awaited<ReturnType<typeof lookUp>>) => {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({ errors: MSG_LOOKUPS_THROTTLED, code: 'lookups_throttled' });
    const retry = Number(response.headers['retry-after']);
    expect(retry).toBeGreaterThan(500);
    expect(retry).toBeLessThanOrEqual(540);
  };
  /** The look-up security events of `userId`, oldest first. */
  const misses = async (userId: number) =>
    (
      await server.db.execute<{
        outcome: string;
        ip: string;
        subject_type: string;
        subject_id: string;
        details: unknown;
      }>(
        sql`select outcome, ip, subject_type, subject_id, details from audit_log
          where action = 'eligibility_lookup_miss' and actor_user_id = ${userId} order by id`,
      )
    ).rows;

  it(`item 14: a practice's users together get ${PRACTICE_LOOKUPS_MAX} look-ups in 10 minutes, whatever their addresses`, async () => {
    expect(PRACTICE_LOOKUPS_MAX).toBe(180);
    // The owner spent the practice's look-ups from another address; the desk has spent none of its own.
    await spend(PRACTICE_LOOKUPS_MAX - 1, ownerId, practiceId, '203.0.113.7');
    expect((await lookUp(desk)).statusCode).toBe(200);
    expectThrottled(await lookUp(desk));
    expectThrottled(await lookUp(owner));
    // The refused ones were not counted.
    const counted = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from eligibility_lookup_throttle where practice_id = ${practiceId}`,
    );
    expect(counted.rows[0]!.n).toBe(PRACTICE_LOOKUPS_MAX);
  });

  it(`item 14: one client address gets ${ADDRESS_LOOKUPS_MAX} look-ups in 10 minutes, whatever the practices`, async () => {
    expect(ADDRESS_LOOKUPS_MAX).toBe(240);
    // Another practice's look-ups from the desk's address: the desk's user and practice counts are 0.
    await spend(ADDRESS_LOOKUPS_MAX - 1, ownerId, otherPracticeId, TEST_IP);
    expect((await lookUp(desk)).statusCode).toBe(200);
    expectThrottled(await lookUp(desk));
    // The visit form's pricing call shares the counter.
    const pricing = await desk.get(
      `/api/dentist/v1/visit-pricing/?member_id=${memberId}&date_of_birth=${dob}&appointment_date=${new Date().toISOString().slice(0, 10)}`,
    );
    expectThrottled(pricing);
  });

  it(`item 15: 20 parallel look-ups with 10 left answer exactly 10 and record exactly ${ELIGIBILITY_LOOKUPS_MAX}`, async () => {
    await spend(ELIGIBILITY_LOOKUPS_MAX - 10, deskId, practiceId, '203.0.113.9');
    const answers = await Promise.all(Array.from({ length: 20 }, () => lookUp(desk)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(10).fill(429)]);
    const counted = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from eligibility_lookup_throttle where user_id = ${deskId}`,
    );
    expect(counted.rows[0]!.n).toBe(ELIGIBILITY_LOOKUPS_MAX);
  });

  it('item 16: a look-up that matches no one and a refused one each write a security event, without the keys', async () => {
    await server.db.execute(sql`delete from audit_log where action = 'eligibility_lookup_miss'`);
    const none = await lookUp(desk, '1901-01-01');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.patients).toEqual([]);
    const byName = await desk.get(`/api/dentist/v1/eligibility/?last_name=Nobodyhere&date_of_birth=1901-01-01`);
    expect(byName.json().data.patients).toEqual([]);
    await spend(ELIGIBILITY_LOOKUPS_MAX, deskId, practiceId, TEST_IP);
    expectThrottled(
      await desk.get(
        `/api/dentist/v1/eligibility/benefit-search/?member_id=${memberId}&date_of_birth=${dob}&codes=D1110`,
      ),
    );
    const rows = await misses(deskId);
    const event = (outcome: string, details: Record<string, unknown>) => ({
      outcome,
      ip: TEST_IP,
      subject_type: 'practice',
      subject_id: String(practiceId),
      details: { practice_id: practiceId, ...details },
    });
    expect(rows).toEqual([
      event('no_match', { call: 'eligibility', key: 'member_id' }),
      event('no_match', { call: 'eligibility', key: 'last_name' }),
      event('throttled', { call: 'benefit_search', key: 'member_id', limit: 'user' }),
    ]);
    // Never the searched values.
    const text = JSON.stringify(rows);
    for (const secret of [memberId, dob, '1901-01-01', 'Nobodyhere']) expect(text).not.toContain(secret);
    // A look-up that found the patient writes its read, not a miss.
    await server.db.execute(sql`delete from eligibility_lookup_throttle`);
    expect((await lookUp(desk)).statusCode).toBe(200);
    expect(await misses(deskId)).toHaveLength(3);
  });
});
