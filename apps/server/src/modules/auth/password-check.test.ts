// Issue 26 item 13: the password checks of signed-in users (the dentist's PIN set, the member's password change)
// go through the sign-in throttle: past its free failures the next check, even with the right password, gets
// the throttle's 429, and every failure is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MSG_WRONG_PASSWORD } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { TestClient } from '../../testing/test-client.js';
import { DEMO_EMAILS, DEMO_PASSWORD, signedIn } from '../member/member.test-support.js';
import { PIN, dentistClient } from '../dentist/practice/dentist-practice.test-support.js';
import { auditRows } from './auth.test-support.js';
import { FREE_FAILURES } from './sign-in-throttle.js';

const THROTTLED = { errors: ERRORS.signInThrottled.message(1, 'password'), code: ERRORS.signInThrottled.code };

describe('password checks go through the sign-in throttle (issue 26 item 13)', () => {
  let server: TestServer;
  let desk: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    member = await signedIn(await server.appFor('member'), DEMO_EMAILS.member);
  });
  afterAll(() => server.close());

  /** The failure reasons audited under `action`, oldest first. */
  const failures = async (action: string) =>
    (await auditRows(server.db, action))
      .filter((row) => row.outcome === 'failure')
      .map((row) => (row.details as { reason?: string } | null)?.reason)
      .reverse();

  it('PATCH dentist/v1/me/pin/: past the free failures the right password is held, and each failure is audited', async () => {
    for (let i = 0; i < FREE_FAILURES.pair; i++) {
      const wrong = await desk.patch(PIN, { pin: '246810', password: `Wrong-guess-${i}A` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.password).toBe(MSG_WRONG_PASSWORD);
    }
    const held = await desk.patch(PIN, { pin: '246810', password: DEMO_PASSWORD });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(THROTTLED);
    expect(held.headers['retry-after']).toBe('30');
    expect(await failures('pin_set')).toEqual([
      ...Array<string>(FREE_FAILURES.pair).fill('wrong_password'),
      'throttled',
    ]);
  });

  it("PATCH member/v4/user/password/: the same for the member's current password", async () => {
    const change = (old: string) =>
      member.patch('/api/member/v4/user/password/', {
        old_password: old,
        new_password: 'Brand-New-Lake-51',
        confirm_password: 'Brand-New-Lake-51',
      });
    for (let i = 0; i < FREE_FAILURES.pair; i++) {
      const wrong = await change(`Wrong-guess-${i}A`);
      expect(wrong.statusCode).toBe(400);
      // The member module's own message (member-user.test.ts pins its words): a field error on old_password.
      expect(Object.keys(wrong.json().errors)).toEqual(['old_password']);
    }
    const held = await change(DEMO_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual(THROTTLED);
    expect(await failures('member_password_change')).toEqual([
      ...Array<string>(FREE_FAILURES.pair).fill('wrong_current_password'),
      'throttled',
    ]);
  });
});
