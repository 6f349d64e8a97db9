// Issue 27 item 1 (decision 0058) on the real app: the company admin invites HR users (a mailed single-use link
// that expires, sent again with a new link, withdrawn), the invitee accepts at the employer portal and signs in
// as an admin of the company, and a user is removed (their sessions end; never oneself; two admins removing each
// other at once leave one). The practice's limits: one pending invitation per email, 20 a day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  INVITES_PER_DAY_MAX,
  MSG_CANNOT_REMOVE_YOURSELF,
  MSG_EMAIL_HAS_EMPLOYER_ACCOUNT,
  MSG_EMPLOYER_INVITE_INVALID,
  MSG_INVALID_EMAIL,
  MSG_INVITES_THROTTLED,
  MSG_INVITE_PENDING,
  MSG_PASSWORD_TOO_EASY,
  MSG_REQUIRED,
  companyProfileResponseSchema,
  companyUsersResponseSchema,
  type CompanyUsers,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import type { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import { employerClients, hrOf } from '../employees/employer.test-support.js';
import {
  ACCEPT,
  INVITES,
  NEW_PASSWORD,
  USERS,
  anonymous,
  invite,
  mailedCode,
  mailsTo,
} from './company-users.test-support.js';

describe('the company’s HR users (issue 27 item 1)', () => {
  let server: TestServer;
  let acme: TestClient;
  let edi: TestClient;
  let acmeId: number;

  const list = async (client: TestClient = acme): Promise<CompanyUsers> => {
    const response = await client.get(USERS);
    expect(response.statusCode, response.body).toBe(200);
    return companyUsersResponseSchema.parse(response.json()).data;
  };
  const accept = async (code: string, password = NEW_PASSWORD) =>
    (await anonymous(server)).post(ACCEPT, { code, first_name: 'Pat', last_name: 'Rivera', password });
  const usersNamed = async (email: string) =>
    (await server.db.execute(sql`select id from users where lower(email) = lower(${email})`)).rows;
  /** Invites and accepts: the new admin's id and signed-in client. */
  const newAdmin = async (email: string) => {
    const { code } = await invite(server, acme, email);
    expect((await accept(code)).statusCode).toBe(200);
    const [row] = (await usersNamed(email)) as { id: number }[];
    return { id: row!.id, client: await hrOf(server, email, NEW_PASSWORD) };
  };

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer' });
    ({ acme, edi, acmeId } = await employerClients(server));
  });
  afterAll(() => server.close());

  it('lists the company’s users, the caller marked, as an audited read', async () => {
    const audits = async () =>
      (
        await server.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log
          where action = 'company_users_read' and subject_id = ${String(acmeId)}`)
      ).rows[0]!.n;
    const before = await audits();
    const users = await list();
    expect(users.users).toEqual([expect.objectContaining({ email: DEMO_EMAILS.employer, is_you: true })]);
    expect(users.invites).toEqual([]);
    expect(await audits()).toBe(before + 1);
    // Harbor's admin sees Harbor's users only.
    expect((await list(edi)).users.map((user) => user.email)).toEqual([DEMO_EMAILS.employerEdi]);
  });

  it('the invitee follows the mailed link, sets name and password and signs in as the company’s admin; once', async () => {
    const email = 'new.hr@example.com';
    const { invite: made, code } = await invite(server, acme, email);
    expect(made).toMatchObject({ email, first_name: 'Pat', last_name: 'Rivera', status: 'pending' });
    expect((await list()).invites).toEqual([expect.objectContaining({ id: made.id, email })]);

    const weak = await accept(code, 'alllowercase1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe(MSG_PASSWORD_TOO_EASY);
    const accepted = await accept(code);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toEqual({ email });
    const again = await accept(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toBe(MSG_EMPLOYER_INVITE_INVALID);

    const hr = await hrOf(server, email, NEW_PASSWORD);
    expect(companyProfileResponseSchema.parse((await hr.get('/api/employer/v1/company/')).json()).data.id).toBe(acmeId);
    const users = await list();
    expect(users.users).toContainEqual(expect.objectContaining({ email, role: 'company_admin', is_you: false }));
    expect(users.invites).toEqual([]);
  });

  it('refuses an expired link and creates no user', async () => {
    const email = 'late.hr@example.com';
    const { invite: made, code } = await invite(server, acme, email);
    await server.db.execute(sql`update employer_invites set expires_at = now() - interval '1 minute'
      where id = ${made.id}`);
    expect((await list()).invites).toContainEqual(expect.objectContaining({ id: made.id, status: 'expired' }));
    const response = await accept(code);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBe(MSG_EMPLOYER_INVITE_INVALID);
    expect(await usersNamed(email)).toEqual([]);
  });

  it('sends an invitation again with a new link (the old one stops working); a withdrawn one is refused', async () => {
    const email = 'again.hr@example.com';
    const { invite: first, code: oldCode } = await invite(server, acme, email);
    const resent = await acme.post(`${INVITES}${first.id}/resend/`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    const newCode = await mailedCode(server, email, 2);
    expect(newCode).not.toBe(oldCode);
    const open = (await list()).invites.filter((made) => made.email === email);
    expect(open).toEqual([expect.objectContaining({ id: resent.json().data.id, first_name: 'Pat' })]);
    expect((await accept(oldCode)).json().errors).toBe(MSG_EMPLOYER_INVITE_INVALID);

    const withdrawn = await acme.delete(`${INVITES}${open[0]!.id}/`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await accept(newCode)).json().errors).toBe(MSG_EMPLOYER_INVITE_INVALID);
    expect((await acme.delete(`${INVITES}${open[0]!.id}/`)).statusCode).toBe(404);
    expect((await acme.post(`${INVITES}${open[0]!.id}/resend/`, {})).statusCode).toBe(404);
    expect(await usersNamed(email)).toEqual([]);
  });

  it.each([
    [{ first_name: 'Al', last_name: 'Ng', email: 'not-an-email' }, { email: MSG_INVALID_EMAIL }],
    [{ last_name: 'Ng', email: 'al.ng@example.com' }, { first_name: MSG_REQUIRED }],
    [{ first_name: 'Al', last_name: 'Ng', email: DEMO_EMAILS.employer }, { email: MSG_EMAIL_HAS_EMPLOYER_ACCOUNT }],
  ])('refuses to invite %j and mails nothing', async (body, errors) => {
    const before = server.mail.messages().length;
    const response = await acme.post(INVITES, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
    expect(server.mail.messages().length).toBe(before);
  });

  it('refuses a second invitation to a pending address, in any case', async () => {
    await invite(server, acme, 'twice.hr@example.com');
    const response = await acme.post(INVITES, { first_name: 'Al', last_name: 'Ng', email: 'Twice.HR@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: MSG_INVITE_PENDING });
    expect(mailsTo(server, 'Twice.HR@example.com')).toEqual([]);
  });

  it('answers another company’s user as an unknown email; accepting then refuses to its owner', async () => {
    const { code } = await invite(server, acme, DEMO_EMAILS.employerEdi);
    const response = await accept(code);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBe(MSG_EMAIL_HAS_EMPLOYER_ACCOUNT);
    expect(await usersNamed(DEMO_EMAILS.employerEdi)).toHaveLength(1);
  });

  it('removes a user: their session ends and they cannot sign in; never oneself', async () => {
    const { id, client } = await newAdmin('leaving.hr@example.com');
    expect((await client.get(USERS)).statusCode).toBe(200);
    const removed = await acme.delete(`${USERS}${id}/`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await client.get(USERS)).statusCode).toBe(401);
    const signIn = await (
      await anonymous(server)
    ).post('/api/token/', { email: 'leaving.hr@example.com', password: NEW_PASSWORD, account_type: 'employer' });
    expect(signIn.statusCode).toBe(400);
    expect((await acme.delete(`${USERS}${id}/`)).statusCode).toBe(404);

    const me = (await list()).users.find((user) => user.is_you)!;
    const self = await acme.delete(`${USERS}${me.id}/`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ errors: MSG_CANNOT_REMOVE_YOURSELF });
    expect((await list()).users).toContainEqual(expect.objectContaining({ id: me.id }));
  });

  it('two admins removing each other at once: one of them is removed, never both', async () => {
    const other = await newAdmin('rival.hr@example.com');
    const admins = async () =>
      (
        await server.db.execute<{ n: number }>(sql`select count(*)::int as n from employer_users eu
          join users u on u.id = eu.user_id where eu.employer_id = ${acmeId} and u.disabled_at is null`)
      ).rows[0]!.n;
    const before = await admins();
    const me = (await list()).users.find((user) => user.is_you)!;
    const answers = await Promise.all([acme.delete(`${USERS}${other.id}/`), other.client.delete(`${USERS}${me.id}/`)]);
    // The second finds its caller removed: 404 under the lock, or 401 when its session had already ended.
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 404]).toContain(codes[1]);
    expect(await admins()).toBe(before - 1);
    // The admin left acts as `acme` in the tests after this one.
    if (answers[0].statusCode !== 200) acme = await hrOf(server, 'rival.hr@example.com', NEW_PASSWORD);
  });

  it(`an EDI company invites too; a company sends at most ${INVITES_PER_DAY_MAX} a day, withdrawn ones too; then 429`, async () => {
    expect(
      (await edi.post(INVITES, { first_name: 'Al', last_name: 'Ng', email: 'harbor.hr@example.com' })).statusCode,
    ).toBe(201);
    await server.db.execute(sql`delete from employer_invites where employer_id = ${acmeId}`);
    await server.db.execute(sql`insert into employer_invites
        (employer_id, email, first_name, last_name, code_hash, created_at, expires_at, revoked_at)
      select ${acmeId}, 'day' || g || '@example.com', 'D', 'Ay', 'day-hash-' || g, now() - interval '2 hours',
        now() + interval '6 days', now() from generate_series(1, ${INVITES_PER_DAY_MAX - 1}) g`);
    const last = await acme.post(INVITES, { first_name: 'Al', last_name: 'Ng', email: 'twentieth.hr@example.com' });
    expect(last.statusCode, last.body).toBe(201);
    const over = await acme.post(INVITES, { first_name: 'Al', last_name: 'Ng', email: 'too.many.hr@example.com' });
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toEqual({ errors: MSG_INVITES_THROTTLED });
    const retry = Number(over.headers['retry-after']);
    expect(retry).toBeGreaterThan(22 * 3600 - 120);
    expect(retry).toBeLessThanOrEqual(22 * 3600);
    expect(mailsTo(server, 'too.many.hr@example.com')).toEqual([]);
  });
});
