// Issue 16 item 2 (decision 0029): staff invitations by email (single use, expiring), accepting one, removing a
// user (their sessions end), and the PIN of the lock screen (spec §5: 6 digits; 5 wrong PINs end the session).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG_EMAIL_HAS_ACCOUNT,
  MSG_INVALID_EMAIL,
  MSG_INVITE_INVALID,
  MSG_INVITE_PENDING,
  MSG_OWNER_NOT_REMOVABLE,
  MSG_PASSWORD_TOO_EASY,
  MSG_SET_PIN_FIRST,
  MSG_WRONG_PASSWORD,
  MSG_WRONG_PIN,
  PIN_MAX_FAILED_ATTEMPTS,
  staffResponseSchema,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../member/member.test-support.js';
import {
  ACCEPT,
  INVITES,
  LOCK,
  PIN,
  STAFF,
  STAFF_USERS,
  UNLOCK,
  dentistClient,
  demoPracticeId,
  otherPractice,
} from './dentist-practice.test-support.js';

const NEW_PASSWORD = 'FrontDesk2026';

describe('dentist/v1 practice staff and PIN (issue 16 item 2)', () => {
  let server: TestServer;
  let owner: TestClient;
  let desk: TestClient;
  let practiceId: number;
  beforeAll(async () => {
    server = await createTestServer({ portal: 'dentist' });
    owner = await dentistClient(server, DEMO_EMAILS.dentist);
    desk = await dentistClient(server, DEMO_EMAILS.frontDesk);
    practiceId = await demoPracticeId(server.db);
  });
  afterAll(() => server.close());

  /** A signed-out client of the dentist portal (it has the XSRF cookie). */
  async function anonymous(): Promise<TestClient> {
    const client = new TestClient(server.app);
    await client.hello('dentist');
    return client;
  }

  /** Invites `email` and returns the code of the link the mail carries. */
  async function invite(email: string): Promise<{ id: number; code: string }> {
    const response = await owner.post(INVITES, { email });
    expect(response.statusCode, response.body).toBe(201);
    const mail = await server.mail.waitFor((m) => m.to === email);
    expect(mail.subject).toBe('You are invited to the Dentist Portal');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    expect(link.pathname).toBe('/accept-invite');
    return { id: response.json().data.id as number, code: link.searchParams.get('code') ?? '' };
  }

  /** Invites and accepts; a client signed in as the new front-desk user. */
  async function newFrontDesk(email: string): Promise<{ client: TestClient; userId: number }> {
    const { code } = await invite(email);
    const accepted = await (
      await anonymous()
    ).post(ACCEPT, {
      code,
      first_name: 'Jordan',
      last_name: 'Reyes',
      password: NEW_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const client = await dentistClient(server, email, NEW_PASSWORD);
    const { rows } = await server.db.execute<{ id: number }>(
      sql`select id from users where email = ${email} and account_type = 'dentist'`,
    );
    return { client, userId: rows[0]!.id };
  }

  describe('invitations', () => {
    it('an invitee follows the mailed link, sets name and password, signs in as the front desk; the link works once', async () => {
      const email = 'new.desk@example.com';
      const { code } = await invite(email);
      const listed = staffResponseSchema.parse((await owner.get(STAFF)).json()).data;
      expect(listed.invites).toEqual([expect.objectContaining({ email, status: 'pending' })]);

      const visitor = await anonymous();
      const weak = await visitor.post(ACCEPT, { code, first_name: 'Jo', last_name: 'Ng', password: 'alllowercase1' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors.password).toBe(MSG_PASSWORD_TOO_EASY);

      const accepted = await visitor.post(ACCEPT, { code, first_name: 'Jo', last_name: 'Ng', password: NEW_PASSWORD });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data).toEqual({ email });
      const again = await visitor.post(ACCEPT, { code, first_name: 'Jo', last_name: 'Ng', password: NEW_PASSWORD });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toBe(MSG_INVITE_INVALID);

      const client = await dentistClient(server, email, NEW_PASSWORD);
      expect((await client.get('/api/dentist/v1/practice/')).json().data.id).toBe(practiceId);
      expect((await client.get(STAFF)).statusCode).toBe(404);
      const staff = staffResponseSchema.parse((await owner.get(STAFF)).json()).data;
      expect(staff.users).toContainEqual(expect.objectContaining({ email, role: 'front_desk', first_name: 'Jo' }));
      expect(staff.invites).toEqual([]);
    });

    it('an expired link is refused and creates no user', async () => {
      const email = 'late.desk@example.com';
      const { id, code } = await invite(email);
      await server.db.execute(
        sql`update practice_invites set expires_at = now() - interval '1 minute' where id = ${id}`,
      );
      expect(staffResponseSchema.parse((await owner.get(STAFF)).json()).data.invites).toContainEqual(
        expect.objectContaining({ id, status: 'expired' }),
      );
      const response = await (
        await anonymous()
      ).post(ACCEPT, {
        code,
        first_name: 'Late',
        last_name: 'Comer',
        password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toBe(MSG_INVITE_INVALID);
      const { rows } = await server.db.execute(sql`select id from users where email = ${email}`);
      expect(rows).toEqual([]);
    });

    it('a revoked link is refused', async () => {
      const { id, code } = await invite('revoked.desk@example.com');
      expect((await owner.delete(`${INVITES}${id}/`)).statusCode).toBe(200);
      const response = await (
        await anonymous()
      ).post(ACCEPT, {
        code,
        first_name: 'No',
        last_name: 'Body',
        password: NEW_PASSWORD,
      });
      expect(response.json().errors).toBe(MSG_INVITE_INVALID);
      expect((await owner.delete(`${INVITES}${id}/`)).statusCode).toBe(404);
    });

    it.each([
      ['not-an-email', MSG_INVALID_EMAIL],
      [DEMO_EMAILS.frontDesk, MSG_EMAIL_HAS_ACCOUNT],
    ])('refuses to invite %j (%s) and sends nothing', async (email, message) => {
      const before = server.mail.messages().length;
      const response = await owner.post(INVITES, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.email).toBe(message);
      expect(server.mail.messages().length).toBe(before);
    });

    it("answers another practice's user exactly as an unknown email (issue 26 item 19)", async () => {
      const other = await otherPractice(server.db, practiceId);
      const user = await server.db.execute<{ id: number }>(sql`insert into users
        (account_type, email, password_hash, first_name, last_name)
        values ('dentist', 'elsewhere.desk@example.com', 'x', 'Else', 'Where') returning id`);
      await server.db.execute(sql`insert into practice_users (user_id, practice_id, role)
        values (${user.rows[0]!.id}, ${other.id}, 'front_desk')`);
      const answer = async (email: string) => {
        const response = await owner.post(INVITES, { email });
        const data = response.json().data as Record<string, unknown>;
        return { status: response.statusCode, fields: Object.keys(data).sort(), invite: data.status };
      };
      const known = await answer('elsewhere.desk@example.com');
      expect(known).toEqual(await answer('nobody.anywhere@example.com'));
      expect(known.status).toBe(201);
      await server.mail.waitFor((m) => m.to === 'elsewhere.desk@example.com');
    });

    it('refuses a second invitation to a pending address', async () => {
      await invite('twice.desk@example.com');
      const response = await owner.post(INVITES, { email: 'Twice.Desk@example.com' });
      expect(response.json().errors.email).toBe(MSG_INVITE_PENDING);
    });

    it('the front desk cannot invite, list staff, revoke or remove', async () => {
      const before = await server.db.execute(sql`select count(*)::int as n from practice_invites`);
      expect((await desk.post(INVITES, { email: 'sneaky@example.com' })).statusCode).toBe(404);
      expect((await desk.get(STAFF)).statusCode).toBe(404);
      expect((await server.db.execute(sql`select count(*)::int as n from practice_invites`)).rows).toEqual(before.rows);
    });

    it('the staff list is an audited read of the users’ emails', async () => {
      const count = async () =>
        (await server.db.execute(sql`select count(*)::int as n from audit_log where action = 'practice_staff_read'`))
          .rows[0] as { n: number };
      const before = await count();
      expect((await owner.get(STAFF)).statusCode).toBe(200);
      expect((await count()).n).toBe(before.n + 1);
    });
  });

  describe('removing a user', () => {
    it('ends the removed user’s sessions and their sign-in; the owner cannot be removed', async () => {
      const { client, userId } = await newFrontDesk('leaving.desk@example.com');
      expect((await client.get('/api/dentist/v1/practice/')).statusCode).toBe(200);
      const removed = await owner.delete(`${STAFF_USERS}${userId}/`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await client.get('/api/dentist/v1/practice/')).statusCode).toBe(401);
      const signIn = await (
        await anonymous()
      ).post('/api/token/', {
        email: 'leaving.desk@example.com',
        password: NEW_PASSWORD,
        account_type: 'dentist',
      });
      expect(signIn.statusCode).toBe(400);
      expect((await owner.delete(`${STAFF_USERS}${userId}/`)).statusCode).toBe(404);

      const { rows } = await server.db.execute<{ id: number }>(
        sql`select id from users where email = ${DEMO_EMAILS.dentist} and account_type = 'dentist'`,
      );
      const owner404 = await owner.delete(`${STAFF_USERS}${rows[0]!.id}/`);
      expect(owner404.statusCode).toBe(400);
      expect(owner404.json().errors).toBe(MSG_OWNER_NOT_REMOVABLE);
    });
  });

  describe('PIN and lock screen', () => {
    let user: { client: TestClient; userId: number };
    beforeAll(async () => {
      user = await newFrontDesk('pin.desk@example.com');
    });

    it('locking needs a PIN; setting one needs the password and 6 digits, and stores a hash', async () => {
      expect((await user.client.get(LOCK)).json().data).toEqual({ locked: false, has_pin: false });
      const noPin = await user.client.post(LOCK);
      expect(noPin.statusCode).toBe(400);
      expect(noPin.json().errors).toBe(MSG_SET_PIN_FIRST);

      const wrongPassword = await user.client.patch(PIN, { pin: '246810', password: 'Nope12345' });
      expect(wrongPassword.json().errors.password).toBe(MSG_WRONG_PASSWORD);
      for (const pin of ['12345', '1234567', '12a456']) {
        const bad = await user.client.patch(PIN, { pin, password: NEW_PASSWORD });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors.pin).toBe('Invalid PIN: enter 6 digits');
      }
      expect(
        (await server.db.execute(sql`select * from practice_user_pins where user_id = ${user.userId}`)).rows,
      ).toEqual([]);

      const set = await user.client.patch(PIN, { pin: '246810', password: NEW_PASSWORD });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data).toEqual({ locked: false, has_pin: true });
      const { rows } = await server.db.execute<{ pin_hash: string }>(
        sql`select pin_hash from practice_user_pins where user_id = ${user.userId}`,
      );
      expect(rows[0]!.pin_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.pin_hash).not.toContain('246810');
    });

    it('locks, stays locked for the session, and unlocks only with the user’s PIN', async () => {
      expect((await user.client.post(LOCK)).json().data).toEqual({ locked: true, has_pin: true });
      expect((await user.client.get(LOCK)).json().data.locked).toBe(true);
      const wrong = await user.client.post(UNLOCK, { pin: '111111' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.pin).toBe(MSG_WRONG_PIN);
      expect((await user.client.get(LOCK)).json().data.locked).toBe(true);
      const right = await user.client.post(UNLOCK, { pin: '246810' });
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json().data).toEqual({ locked: false, has_pin: true });
    });

    it('the PIN never signs in', async () => {
      const response = await (
        await anonymous()
      ).post('/api/token/', {
        email: 'pin.desk@example.com',
        password: '246810',
        account_type: 'dentist',
      });
      expect(response.statusCode).toBe(400);
    });

    it(`${PIN_MAX_FAILED_ATTEMPTS} wrong PINs in a row end the session; the password signs in again`, async () => {
      await user.client.post(LOCK);
      for (let attempt = 1; attempt < PIN_MAX_FAILED_ATTEMPTS; attempt++) {
        expect((await user.client.post(UNLOCK, { pin: '000000' })).statusCode).toBe(400);
      }
      const last = await user.client.post(UNLOCK, { pin: '000000' });
      expect(last.statusCode).toBe(401);
      expect((await user.client.get(LOCK)).statusCode).toBe(401);
      const again = await dentistClient(server, 'pin.desk@example.com', NEW_PASSWORD);
      expect((await again.get(LOCK)).json().data).toEqual({ locked: false, has_pin: true });
      const audit = await server.db.execute(sql`select count(*)::int as n from audit_log
        where action = 'screen_unlock' and outcome = 'failure' and actor_user_id = ${user.userId}`);
      expect(audit.rows[0]).toEqual({ n: PIN_MAX_FAILED_ATTEMPTS + 1 });
    });
  });
});
