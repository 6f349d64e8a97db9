// Issue 26 items 14 and 15 (decision 0046): parallel unlocks check no more PINs than the run allows, parallel
// invitations of one email make one, and a practice sends at most INVITES_PER_DAY_MAX invitations a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  INVITES_PER_DAY_MAX,
  MSG_INVITES_THROTTLED,
  MSG_INVITE_PENDING,
  PIN_MAX_FAILED_ATTEMPTS,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts.js';
import { DEMO_EMAILS } from '../../member/member.test-support.js';
import { INVITES, LOCK, PIN, UNLOCK, dentistClient, demoPracticeId } from './dentist-practice.test-support.js';

describe('PIN tries and invitations under parallel requests (issue 26 items 14, 15)', () => {
  let server: TestServer;
  let owner: TestClient;
  let practiceId: number;
  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    owner = await dentistClient(server, DEMO_EMAILS.dentist);
    practiceId = await demoPracticeId(server.db);
  });
  afterAll(() => server.close());

  it(`20 parallel unlocks with a wrong PIN check exactly ${PIN_MAX_FAILED_ATTEMPTS} PINs and end the session`, async () => {
    const desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    const deskId = (
      await server.db.execute<{ id: number }>(sql`select id from users where email = ${DEMO_EMAILS.frontDesk}`)
    ).rows[0]!.id;
    const set = await desk.patch(PIN, { pin: '246810', password: DEMO_PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
    expect((await desk.post(LOCK)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => desk.post(UNLOCK, { pin: '000000' })));
    const statuses = answers.map((a) => a.statusCode).sort();
    // Four wrong PINs (400), the fifth ends the session, the other fifteen checked no PIN (401).
    expect(statuses).toEqual([
      ...Array<number>(PIN_MAX_FAILED_ATTEMPTS - 1).fill(400),
      ...Array<number>(20 - PIN_MAX_FAILED_ATTEMPTS + 1).fill(401),
    ]);
    const checked = await server.db.execute<{ reason: string; n: number }>(
      sql`select details->>'reason' as reason, count(*)::int as n from audit_log
        where action = 'screen_unlock' and actor_user_id = ${deskId} group by 1 order by 1`,
    );
    expect(checked.rows).toEqual([
      { reason: 'no_pin_try_left', n: 20 - PIN_MAX_FAILED_ATTEMPTS },
      { reason: 'pin_lockout', n: 1 },
      { reason: 'wrong_pin', n: PIN_MAX_FAILED_ATTEMPTS - 1 },
    ]);
    expect((await desk.get(LOCK)).statusCode).toBe(401);
    // The run starts again for the next session.
    const pins = await server.db.execute<{ n: number }>(
      sql`select failed_attempts as n from practice_user_pins where user_id = ${deskId}`,
    );
    expect(pins.rows).toEqual([{ n: 0 }]);
  });

  it('3 parallel invitations of one email make one pending invitation', async () => {
    const email = 'race.invite@example.com';
    const answers = await Promise.all([1, 2, 3].map(() => owner.post(INVITES, { email })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().errors).toEqual({ email: MSG_INVITE_PENDING });
    }
    const rows = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from practice_invites where practice_id = ${practiceId} and email = ${email}`,
    );
    expect(rows.rows[0]!.n).toBe(1);
  });

  it(`a practice sends at most ${INVITES_PER_DAY_MAX} invitations in 24 hours, revoked ones too; then 429`, async () => {
    expect(INVITES_PER_DAY_MAX).toBe(20);
    await server.db.execute(sql`delete from practice_invites where practice_id = ${practiceId}`);
    // Yesterday's do not count; this day's revoked ones do.
    await server.db
      .execute(sql`insert into practice_invites (practice_id, email, code_hash, created_at, expires_at, revoked_at)
      select ${practiceId}, 'old' || g || '@example.com', 'old-hash-' || g, now() - interval '25 hours',
        now() + interval '6 days', null from generate_series(1, 5) g`);
    await server.db
      .execute(sql`insert into practice_invites (practice_id, email, code_hash, created_at, expires_at, revoked_at)
      select ${practiceId}, 'day' || g || '@example.com', 'day-hash-' || g, now() - interval '2 hours',
        now() + interval '6 days', now() from generate_series(1, ${INVITES_PER_DAY_MAX - 1}) g`);
    const last = await owner.post(INVITES, { email: 'twentieth@example.com' });
    expect(last.statusCode, last.body).toBe(201);
    const over = await owner.post(INVITES, { email: 'twenty-first@example.com' });
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toEqual({ errors: MSG_INVITES_THROTTLED });
    const retry = Number(over.headers['retry-after']);
    // The oldest of the day's leaves the 24 hours in 22 hours.
    expect(retry).toBeGreaterThan(22 * 3600 - 120);
    expect(retry).toBeLessThanOrEqual(22 * 3600);
    const rows = await server.db.execute<{ n: number }>(
      sql`select count(*)::int as n from practice_invites where email = 'twenty-first@example.com'`,
    );
    expect(rows.rows[0]!.n).toBe(0);
  });
});
