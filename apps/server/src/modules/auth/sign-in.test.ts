import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_INVALID_CREDENTIALS, signInResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { ClientAt, STRONG_PASSWORD, auditRows, cookieOf, createUser } from './auth.test-support.js';

describe('POST /api/token/ (sign in, DESIGN §3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  it('signs the demo member in: 200, the session answer, and the four cookies with their flags', async () => {
    const client = new ClientAt(server.app);
    const response = await client.signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = signInResponseSchema.parse(response.json());
    expect(body.data.user).toMatchObject({ email: DEMO_EMAILS.member, account_type: 'member', signup_complete: true });
    expect(body.data.user?.first_name).toBeTruthy();
    expect(body.data.email).toBe(DEMO_EMAILS.member);
    expect(body.data.refresh_interval_seconds).toBe(3600);
    // Access TTL = refresh interval + 15 minutes.
    const ttl = Date.parse(body.data.access_expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(74 * 60_000);
    expect(ttl).toBeLessThanOrEqual(75 * 60_000);

    const access = cookieOf(response, 'member_access');
    const refresh = cookieOf(response, 'member_refresh');
    for (const cookie of [access, refresh]) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.maxAge).toBe(24 * 3600); // the member session's absolute limit
    }
    expect(access?.value.split('.')).toHaveLength(3); // a JWT
    expect(refresh?.value).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(cookieOf(response, 'member_access_present')).toMatchObject({ value: '1', maxAge: 75 * 60, path: '/' });
    expect(cookieOf(response, 'member_access_present')?.httpOnly).toBeFalsy();
    expect(cookieOf(response, 'member_refresh_present')).toMatchObject({ value: '1', maxAge: 24 * 3600 });
    expect(cookieOf(response, 'member_refresh_present')?.httpOnly).toBeFalsy();
    // The XSRF token is re-issued, bound to the new session.
    expect(cookieOf(response, 'XSRF-TOKEN')?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    // Tokens never travel in the body.
    expect(response.body).not.toContain(access?.value ?? 'x');
    expect(response.body).not.toContain(refresh?.value ?? 'x');
  });

  it('sets Secure cookies when SECURE_COOKIES is on', async () => {
    const secure = await createTestServer({ env: { SECURE_COOKIES: 'true' } });
    try {
      const response = await new ClientAt(secure.app).signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD);
      for (const name of ['member_access', 'member_refresh', 'member_access_present', 'member_refresh_present']) {
        expect(cookieOf(response, name)?.secure).toBe(true);
      }
    } finally {
      await secure.close();
    }
  });

  it('answers the same 400 for a wrong password and for an unknown email', async () => {
    const wrong = await new ClientAt(server.app).signIn('member', DEMO_EMAILS.member, 'NotThePassword1');
    const unknown = await new ClientAt(server.app).signIn('member', 'nobody-here@example.com', DEMO_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: MSG_INVALID_CREDENTIALS });
      expect(cookieOf(response, 'member_access')).toBeUndefined();
    }
  });

  it("refuses another portal's account_type, and another portal's account, with the same 400", async () => {
    const client = new ClientAt(server.app);
    const mismatch = await client.signIn('admin', DEMO_EMAILS.member, DEMO_PASSWORD); // posted to the member app
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ errors: MSG_INVALID_CREDENTIALS });
    const dentistOnMember = await client.signIn('member', DEMO_EMAILS.dentist, DEMO_PASSWORD);
    expect(dentistOnMember.json()).toEqual({ errors: MSG_INVALID_CREDENTIALS });
  });

  it('refuses a disabled account with the same 400, even with the right password', async () => {
    const user = await createUser(server.db, { portal: 'member', disabled: true });
    const response = await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: MSG_INVALID_CREDENTIALS });
  });

  it('matches the email without case and surrounding spaces', async () => {
    const response = await new ClientAt(server.app).signIn(
      'member',
      `  ${DEMO_EMAILS.member.toUpperCase()} `,
      DEMO_PASSWORD,
    );
    expect(response.statusCode).toBe(200);
  });

  it('tells the portal that a member has not finished sign-up (spec §2)', async () => {
    const user = await createUser(server.db, { portal: 'member', signupComplete: false });
    const response = await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD);
    expect(signInResponseSchema.parse(response.json()).data.user?.signup_complete).toBe(false);
  });

  it('refuses a member whose email is not verified, only after the right password (issue 4)', async () => {
    const user = await createUser(server.db, { portal: 'member', emailVerified: false });
    const right = await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      errors: 'Please verify your email address. We have sent you a link.',
      code: 'email_not_verified',
    });
    expect(cookieOf(right, 'member_access')).toBeUndefined();
    const wrong = await new ClientAt(server.app).signIn('member', user.email, 'Wrong-Password-1');
    expect(wrong.json()).toEqual({ errors: MSG_INVALID_CREDENTIALS });
    // Other portals' accounts are not held to it.
    const dentist = await createUser(server.db, { portal: 'dentist', emailVerified: false });
    expect(
      (await new ClientAt(await server.appFor('dentist')).signIn('dentist', dentist.email, STRONG_PASSWORD)).statusCode,
    ).toBe(200);
  });

  it('answers field messages for a malformed body', async () => {
    const client = new ClientAt(server.app);
    await client.hello();
    const response = await client.post('/api/token/', { email: 'maria', password: '', account_type: 'member' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { email: 'Not a valid email', password: 'Required' } });
  });

  it('needs the XSRF token like every unsafe call', async () => {
    const client = new ClientAt(server.app);
    await client.hello();
    const response = await client.post(
      '/api/token/',
      { email: DEMO_EMAILS.member, password: DEMO_PASSWORD, account_type: 'member' },
      { xsrf: false },
    );
    expect(response.statusCode).toBe(403);
  });

  it('audits successes and failures with who, where and the request id, and no secret', async () => {
    const client = new ClientAt(server.app);
    const ok = await client.signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD);
    await client.signIn('member', DEMO_EMAILS.member, 'Wrong-Password-9');
    const rows = await auditRows(server.db, 'sign_in');
    const success = rows.find((row) => row.outcome === 'success' && row.ip === client.ip);
    const failure = rows.find((row) => row.outcome === 'failure' && row.ip === client.ip);
    expect(success).toMatchObject({ actorAccountType: 'member', subjectType: 'session' });
    expect(success?.actorUserId).toBeGreaterThan(0);
    expect(success?.requestId).toBe(ok.headers['x-request-id']);
    expect(failure?.details).toEqual({ email: DEMO_EMAILS.member, reason: 'wrong_password' });
    const everything = JSON.stringify(rows);
    for (const secret of [
      DEMO_PASSWORD,
      'Wrong-Password-9',
      cookieOf(ok, 'member_access')?.value,
      cookieOf(ok, 'member_refresh')?.value,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
