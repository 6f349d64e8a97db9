import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MSG_PASSWORD_TOO_EASY, MSG_PASSWORD_UPDATED, type Portal } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import type { CaughtMail } from '../../mail/mail-catcher.js';
import { ClientAt, STRONG_PASSWORD, auditRows, createUser, eventually } from '../auth/auth.test-support.js';
import { manualClock } from '../../platform/clock.js';
import {
  MAX_RESET_REQUESTS_PER_ACCOUNT,
  MAX_RESET_REQUESTS_PER_ADDRESS,
  MSG_RESET_LINK_SENT,
} from './password-reset.service.js';

const PUBLIC_URL = 'https://member.dental.example';
const NEW_PASSWORD = 'Fresh-Meadow-73';

describe('password reset (spec §7, issue 3)', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { TRUST_PROXY: 'true', PUBLIC_URL_MEMBER: PUBLIC_URL }, auth: { clock } });
  });
  afterAll(() => server.close());

  async function initiate(email: string, accountType: Portal = 'member', client = new ClientAt(server.app)) {
    await client.hello();
    return client.post(
      '/api/password-reset/initiate-forgot/',
      { email, account_type: accountType },
      { headers: { host: 'evil.example' } },
    );
  }

  /** Waits for the audit row that ends the background work of an initiate call for `email`. */
  function initiateFinished(email: string) {
    return eventually(async () =>
      (await auditRows(server.db, 'password_reset_initiate')).find((row) => row.details?.email === email),
    );
  }

  const mailTo = (email: string) => server.mail.waitFor((mail) => mail.to === email);
  const codeOf = (mail: CaughtMail) =>
    new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '').searchParams.get('code') ?? '';

  async function complete(code: string, password: string, app = server.app) {
    const client = new ClientAt(app);
    await client.hello();
    return client.patch('/api/password-reset/complete/', { code, password });
  }

  it('answers known and unknown emails alike; only the known one gets mail, with a link to the configured address', async () => {
    const user = await createUser(server.db, { portal: 'member', firstName: 'Avery' });
    const known = await initiate(user.email);
    const unknown = await initiate('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ data: { message: MSG_RESET_LINK_SENT } });

    const mail = await mailTo(user.email);
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.subject).toBe('Reset your Member Portal password');
    expect(mail.text).toContain('Hello Avery,');
    expect(mail.text).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?code=[\\w-]{43}$`, 'm'));
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?code=${codeOf(mail)}"`);
    expect(mail.text).not.toContain('evil.example');

    await initiateFinished('nobody-at-all@example.com');
    expect(server.mail.messages().filter((m) => m.to === 'nobody-at-all@example.com')).toEqual([]);
  });

  it("sends nothing for another portal's account_type or a disabled account", async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const disabled = await createUser(server.db, { portal: 'member', disabled: true });
    expect((await initiate(user.email, 'dentist')).statusCode).toBe(200);
    expect((await initiate(disabled.email)).statusCode).toBe(200);
    await initiateFinished(user.email);
    await initiateFinished(disabled.email);
    expect(server.mail.messages().filter((m) => m.to === user.email || m.to === disabled.email)).toEqual([]);
  });

  it('resets the password with the mailed code, ends every session, and the code works once', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const signedIn = new ClientAt(server.app);
    expect((await signedIn.signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await signedIn.post('/api/token/refresh/')).statusCode).toBe(200);

    await initiate(user.email);
    const code = codeOf(await mailTo(user.email));
    const done = await complete(code, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { message: MSG_PASSWORD_UPDATED } });

    // The session that existed before is over.
    expect((await signedIn.post('/api/token/refresh/')).statusCode).toBe(401);
    // The new password signs in; the old one does not.
    expect((await new ClientAt(server.app).signIn('member', user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(400);

    const twice = await complete(code, 'Another-Pass-99');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ errors: ERRORS.resetLinkInvalid.message });
  });

  it('refuses an expired code (60 minutes) and an unknown one with the same 400', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    await initiate(user.email);
    const code = codeOf(await mailTo(user.email));
    clock.advance(60 * 60_000 + 1);
    const expired = await complete(code, NEW_PASSWORD);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ errors: ERRORS.resetLinkInvalid.message });
    expect((await complete('made-up-code', NEW_PASSWORD)).json()).toEqual({ errors: ERRORS.resetLinkInvalid.message });
  });

  it("refuses a member's code on another portal's API", async () => {
    const user = await createUser(server.db, { portal: 'member' });
    await initiate(user.email);
    const code = codeOf(await mailTo(user.email));
    const dentist = await server.appFor('dentist');
    expect((await complete(code, NEW_PASSWORD, dentist)).json()).toEqual({ errors: ERRORS.resetLinkInvalid.message });
    expect((await complete(code, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('holds the new password to the new-password rule with the domain messages; the code stays usable', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    await initiate(user.email);
    const code = codeOf(await mailTo(user.email));
    const cases: [string, string][] = [
      ['', 'Required'],
      ['Ab1', 'Must be at least 8 characters'],
      ['alllowercase1', MSG_PASSWORD_TOO_EASY],
      ['Password1', 'This password is too common. Please choose another.'],
      [`Aa1${'x'.repeat(126)}`, 'Must be at most 128 characters'],
    ];
    for (const [password, message] of cases) {
      const response = await complete(code, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { password: message } });
    }
    expect((await complete(code, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('mails at most 5 links an hour per account, answering every request the same', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const bodies = new Set<string>();
    for (let i = 0; i < MAX_RESET_REQUESTS_PER_ACCOUNT + 2; i++) bodies.add((await initiate(user.email)).body);
    expect([...bodies]).toEqual([JSON.stringify({ data: { message: MSG_RESET_LINK_SENT } })]);
    await eventually(async () => {
      const rows = await auditRows(server.db, 'password_reset_initiate');
      return rows.filter((row) => row.details?.email === user.email).length === MAX_RESET_REQUESTS_PER_ACCOUNT + 2;
    });
    // Every request has finished sending; the catcher may still be parsing the last mails it received.
    const mailsTo = () => server.mail.messages().filter((m) => m.to === user.email);
    await eventually(async () => mailsTo().length >= MAX_RESET_REQUESTS_PER_ACCOUNT);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(mailsTo()).toHaveLength(MAX_RESET_REQUESTS_PER_ACCOUNT);
    clock.advance(61 * 60_000);
    await initiate(user.email);
    await eventually(
      async () =>
        server.mail.messages().filter((m) => m.to === user.email).length === MAX_RESET_REQUESTS_PER_ACCOUNT + 1,
    );
  });

  /** Sends the requests all at once and answers how many got past the throttle (audit reasons other than throttled). */
  async function allAtOnce(requests: { email: string; client: ClientAt }[]) {
    for (const { client } of requests) await client.hello();
    await Promise.all(
      requests.map(({ email, client }) =>
        client.post('/api/password-reset/initiate-forgot/', { email, account_type: 'member' }),
      ),
    );
    const emails = new Set(requests.map((r) => r.email));
    const rows = await eventually(async () => {
      const mine = (await auditRows(server.db, 'password_reset_initiate')).filter((row) =>
        emails.has(String(row.details?.email)),
      );
      return mine.length === requests.length && mine;
    }, 30_000);
    return rows.filter((row) => row.details?.reason !== 'throttled').length;
  }

  it('holds both limits under 50 simultaneous requests (issue 15, item 6; PostgreSQL when DATABASE_URL is set)', async () => {
    const ip = '10.88.0.1';
    const fromOneAddress = Array.from({ length: 50 }, (_, i) => ({
      email: `parallel-${i}-${ip}@example.com`,
      client: new ClientAt(server.app, ip),
    }));
    expect(await allAtOnce(fromOneAddress)).toBe(MAX_RESET_REQUESTS_PER_ADDRESS);
    const user = await createUser(server.db, { portal: 'member' });
    expect(
      await allAtOnce(Array.from({ length: 50 }, () => ({ email: user.email, client: new ClientAt(server.app) }))),
    ).toBe(MAX_RESET_REQUESTS_PER_ACCOUNT);
  });

  it('audits initiate and complete, with no code or password in any detail', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const client = new ClientAt(server.app);
    await initiate(user.email, 'member', client);
    const code = codeOf(await mailTo(user.email));
    await complete(code, 'Weak');
    await complete(code, NEW_PASSWORD);
    const initiated = (await auditRows(server.db, 'password_reset_initiate')).find(
      (row) => row.details?.email === user.email,
    );
    expect(initiated).toMatchObject({
      outcome: 'success',
      actorUserId: user.id,
      ip: client.ip,
      actorAccountType: 'member',
    });
    const completed = (await auditRows(server.db, 'password_reset_complete')).filter(
      (row) => row.actorUserId === user.id,
    );
    expect(completed[0]).toMatchObject({ outcome: 'success', details: { sessions_ended: 0 } });
    const everything = JSON.stringify(await auditRows(server.db));
    for (const secret of [code, NEW_PASSWORD, STRONG_PASSWORD]) expect(everything).not.toContain(secret);
  });
});
