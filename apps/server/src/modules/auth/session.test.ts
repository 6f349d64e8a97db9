import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ERRORS, MSG_FORBIDDEN, guards, tokenRefreshResponseSchema, type Portal } from '@dental/domain';
import { entryRoute } from '../../http/contract-route.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { sessions, users } from '../../db/schema/index.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { ClientAt, STRONG_PASSWORD, auditRows, cookieOf, createUser } from './auth.test-support.js';
import { manualClock } from '../../platform/clock.js';
import { passSecondStep } from './mfa/mfa.test-support.js';
import { DEMO_TOTP_SECRET } from '../../seed/seed-demo-mfa.js';

const MINUTE = 60_000;

/** A protected probe route, as feature modules declare them: a planted entry whose guard admits any session of the portal. */
function addProbe(app: FastifyInstance, portal: Portal): void {
  const response = z.object({ data: z.object({ id: z.number() }) });
  for (const method of ['GET', 'POST'] as const) {
    const entry = { method, path: 'api/test-me/', guard: guards.signedIn(portal), response };
    entryRoute(app, { group: portal, name: 'probe', entry }, { summary: 'probe' }, async (_request, ctx) => ({
      data: { id: ctx.user.id },
    }));
  }
}

describe('sessions: authentication, refresh rotation, expiry and logout (issue 3)', () => {
  const clock = manualClock();
  let server: TestServer;
  let admin: FastifyInstance;
  beforeAll(async () => {
    // Idle 120 min on the member portal, so the access token (75 min) expires before the session does.
    server = await createTestServer({
      env: { TRUST_PROXY: 'true', SESSION_IDLE_MINUTES_MEMBER: '120' },
      auth: { clock },
    });
    addProbe(server.app, 'member');
    admin = await server.appFor('admin');
    addProbe(admin, 'admin');
  });
  afterAll(() => server.close());

  async function signedInMember(): Promise<ClientAt> {
    const client = new ClientAt(server.app);
    expect((await client.signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD)).statusCode).toBe(200);
    return client;
  }

  it('admits a signed-in caller and refuses one without cookies (401, the session-ended message)', async () => {
    const client = await signedInMember();
    expect((await client.get('/api/test-me/')).statusCode).toBe(200);
    const anonymous = await new ClientAt(server.app).get('/api/test-me/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: 'Authentication credentials were not provided.' });
    client.cookies.set('member_access', 'not.a.jwt');
    expect((await client.get('/api/test-me/')).statusCode).toBe(401);
  });

  it("refuses a member cookie on the admin API (other cookie name, and the token's portal)", async () => {
    const member = await signedInMember();
    const access = member.cookies.get('member_access') ?? '';
    const onAdmin = new ClientAt(admin);
    onAdmin.cookies.set('member_access', access);
    expect((await onAdmin.get('/api/test-me/')).statusCode).toBe(401);
    onAdmin.cookies.set('admin_access', access);
    expect((await onAdmin.get('/api/test-me/')).statusCode).toBe(401);
  });

  it('needs the XSRF token of its own session on an authenticated unsafe call', async () => {
    const client = await signedInMember();
    const other = await signedInMember();
    expect((await client.post('/api/test-me/')).statusCode).toBe(200);
    const missing = await client.post('/api/test-me/', {}, { xsrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ errors: MSG_FORBIDDEN, code: 'csrf' });
    // Another session's token, planted as both cookie and header.
    client.cookies.set('XSRF-TOKEN', other.cookies.get('XSRF-TOKEN') ?? '');
    expect((await client.post('/api/test-me/')).statusCode).toBe(403);
  });

  it('rotates the refresh token; a copy presented again within 30 s gets an access token only', async () => {
    const client = await signedInMember();
    const first = client.cookies.get('member_refresh') ?? '';
    const rotated = await client.post('/api/token/refresh/');
    expect(rotated.statusCode).toBe(200);
    expect(tokenRefreshResponseSchema.parse(rotated.json()).data.user?.email).toBe(DEMO_EMAILS.member);
    const second = cookieOf(rotated, 'member_refresh')?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(cookieOf(rotated, 'member_access')?.value).toBeTruthy();
    expect(cookieOf(rotated, 'member_access_present')?.value).toBe('1');
    // No binding change: the XSRF token stays.
    expect(cookieOf(rotated, 'XSRF-TOKEN')).toBeUndefined();

    // A second tab refreshing with the token the first tab just used.
    clock.advance(10_000);
    const tab = new ClientAt(server.app, client.ip);
    for (const [name, value] of client.cookies) tab.cookies.set(name, value);
    tab.cookies.set('member_refresh', first);
    const graced = await tab.post('/api/token/refresh/');
    expect(graced.statusCode).toBe(200);
    expect(cookieOf(graced, 'member_access')?.value).toBeTruthy();
    expect(cookieOf(graced, 'member_refresh')).toBeUndefined();
    expect((await client.get('/api/test-me/')).statusCode).toBe(200);
  });

  it('treats a used refresh token after the grace as theft: the whole session is revoked', async () => {
    const client = await signedInMember();
    const stolen = client.cookies.get('member_refresh') ?? '';
    expect((await client.post('/api/token/refresh/')).statusCode).toBe(200);
    clock.advance(31_000);
    const thief = new ClientAt(server.app);
    await thief.hello();
    thief.cookies.set('member_refresh', stolen);
    const reuse = await thief.post('/api/token/refresh/');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ errors: ERRORS.sessionEnded.message });
    expect(cookieOf(reuse, 'member_refresh')?.value).toBe('');
    // The rightful holder's access and refresh tokens of that session die with it.
    expect((await client.get('/api/test-me/')).statusCode).toBe(401);
    expect((await client.post('/api/token/refresh/')).statusCode).toBe(401);
    const [audit] = await auditRows(server.db, 'refresh_token_reuse');
    expect(audit).toMatchObject({ outcome: 'failure', subjectType: 'session' });
  });

  it('refreshes after the access token expired (the XSRF binding reads the expired token)', async () => {
    const client = await signedInMember();
    clock.advance(76 * MINUTE);
    expect((await client.get('/api/test-me/')).statusCode).toBe(401);
    const refreshed = await client.post('/api/token/refresh/');
    expect(refreshed.statusCode).toBe(200);
    expect((await client.get('/api/test-me/')).statusCode).toBe(200);
  });

  it('ends an idle session; refreshing does not count as activity', async () => {
    const client = await signedInMember(); // member idle limit is 120 min in this server
    clock.advance(100 * MINUTE);
    expect((await client.post('/api/token/refresh/')).statusCode).toBe(200);
    clock.advance(21 * MINUTE);
    const idle = await client.post('/api/token/refresh/');
    expect(idle.statusCode).toBe(401);
    expect(cookieOf(idle, 'member_access')?.value).toBe('');
    expect(client.cookies.has('member_refresh_present')).toBe(false);
  });

  it('keeps an active session alive, writing last_active_at at most once a minute', async () => {
    const client = await signedInMember();
    const sessionId = (client.cookies.get('member_refresh') ?? '').split('.')[0] ?? '';
    const lastActive = async () =>
      (await server.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.lastActiveAt.getTime();
    const signedInAt = await lastActive();
    clock.advance(30_000);
    await client.get('/api/test-me/');
    expect(await lastActive()).toBe(signedInAt);
    clock.advance(31_000);
    await client.get('/api/test-me/');
    expect(await lastActive()).toBe(clock().getTime());
    for (let i = 0; i < 4; i++) {
      clock.advance(70 * MINUTE);
      expect((await client.post('/api/token/refresh/')).statusCode).toBe(200);
      expect((await client.get('/api/test-me/')).statusCode).toBe(200);
    }
  });

  it('ends a session at its absolute limit however active (admin: 12 h; the access token never outlives it)', async () => {
    const client = new ClientAt(admin);
    // Staff pass a second step (decision 0025); the demo admin's authenticator has the demo secret.
    expect((await client.signIn('admin', DEMO_EMAILS.admin, DEMO_PASSWORD)).json()).toMatchObject({
      data: { second_step: 'verify' },
    });
    const signIn = await passSecondStep(client, DEMO_TOTP_SECRET, clock());
    const signedInAt = clock().getTime();
    // Admin refresh interval 24 h + 15 min is capped by the 12 h session.
    expect(Date.parse(tokenRefreshResponseSchema.parse(signIn.json()).data.access_expires_at)).toBe(
      signedInAt + 12 * 60 * MINUTE,
    );
    expect(cookieOf(signIn, 'admin_access')?.maxAge).toBe(12 * 3600);
    for (let elapsed = 0; elapsed + 25 * MINUTE < 12 * 60 * MINUTE; elapsed += 25 * MINUTE) {
      clock.advance(25 * MINUTE);
      expect((await client.get('/api/test-me/')).statusCode).toBe(200);
    }
    clock.set(new Date(signedInAt + 12 * 60 * MINUTE));
    expect((await client.get('/api/test-me/')).statusCode).toBe(401);
    expect((await client.post('/api/token/refresh/')).statusCode).toBe(401);
  });

  it('ends the sessions of a disabled user at once', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const client = new ClientAt(server.app);
    await client.signIn('member', user.email, STRONG_PASSWORD);
    expect((await client.get('/api/test-me/')).statusCode).toBe(200);
    await server.db.update(users).set({ disabledAt: clock() }).where(eq(users.id, user.id));
    expect((await client.get('/api/test-me/')).statusCode).toBe(401);
    expect((await client.post('/api/token/refresh/')).statusCode).toBe(401);
  });

  it('logs out: revokes the session, clears the four cookies, issues an anonymous XSRF token; again is fine', async () => {
    const client = await signedInMember();
    const copy = new Map(client.cookies);
    const response = await client.post('/api/logout/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: 'You have been signed out.' } });
    for (const name of ['member_access', 'member_refresh', 'member_access_present', 'member_refresh_present']) {
      expect(cookieOf(response, name)).toMatchObject({ value: '', path: '/' });
      expect(cookieOf(response, name)?.expires?.getTime()).toBe(0);
    }
    const xsrf = cookieOf(response, 'XSRF-TOKEN')?.value;
    expect(xsrf).toBeTruthy();
    expect(xsrf).not.toBe(copy.get('XSRF-TOKEN'));

    const again = await client.post('/api/logout/');
    expect(again.statusCode).toBe(200);

    // The old cookies no longer open anything.
    const replay = new ClientAt(server.app);
    for (const [name, value] of copy) replay.cookies.set(name, value);
    expect((await replay.get('/api/test-me/')).statusCode).toBe(401);
    expect((await replay.post('/api/token/refresh/')).statusCode).toBe(401);
    expect((await auditRows(server.db, 'logout'))[0]).toMatchObject({ outcome: 'success', subjectType: 'session' });
  });

  it('refreshes and logs out with no body at all, as the portals call them', async () => {
    const client = await signedInMember();
    expect((await client.request('POST', '/api/token/refresh/')).statusCode).toBe(200);
    expect((await client.request('POST', '/api/logout/')).statusCode).toBe(200);
  });

  it('keeps a member and an admin session side by side in one browser (cookie names carry the portal)', async () => {
    const member = await signedInMember();
    const adminTab = new ClientAt(admin, member.ip);
    for (const [name, value] of member.cookies) adminTab.cookies.set(name, value);
    // XSRF-TOKEN is one cookie for all ports; the portal fetches its own first (as its API client retries).
    await adminTab.hello('admin');
    expect((await adminTab.signIn('admin', DEMO_EMAILS.admin, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await passSecondStep(adminTab, DEMO_TOTP_SECRET, clock())).statusCode).toBe(200);
    expect(adminTab.cookies.get('member_access')).toBe(member.cookies.get('member_access'));
    expect((await adminTab.get('/api/test-me/')).statusCode).toBe(200);
    for (const [name, value] of adminTab.cookies) member.cookies.set(name, value);
    expect((await member.get('/api/test-me/')).statusCode).toBe(200);
  });

  it('ends the session a browser carried when it signs in again', async () => {
    const client = await signedInMember();
    const before = new Map(client.cookies);
    expect((await client.signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD)).statusCode).toBe(200);
    const replay = new ClientAt(server.app);
    for (const [name, value] of before) replay.cookies.set(name, value);
    expect((await replay.get('/api/test-me/')).statusCode).toBe(401);
    expect((await client.get('/api/test-me/')).statusCode).toBe(200);
  });
});

describe('an active session never ends by idleness (issue 15, item 9)', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: { TRUST_PROXY: 'true', SESSION_IDLE_MINUTES_MEMBER: '1' },
      auth: { clock },
    });
    addProbe(server.app, 'member');
  });
  afterAll(() => server.close());

  it('with a 1-minute idle limit, a call every 20 s stays signed in; 76 s of silence ends it', async () => {
    const client = new ClientAt(server.app);
    expect((await client.signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let call = 1; call <= 30; call++) {
      clock.advance(20_000);
      expect((await client.get('/api/test-me/')).statusCode, `call ${call} at ${call * 20} s`).toBe(200);
    }
    // The last call wrote no activity if the stored one was under 15 s old: idle is at most 60 + 15 s away.
    clock.advance(76_000);
    expect((await client.get('/api/test-me/')).statusCode).toBe(401);
  });

  it('keeps the activity write rare: one UPDATE per write interval, none on the calls in between', async () => {
    const client = new ClientAt(server.app);
    expect((await client.signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD)).statusCode).toBe(200);
    const writes: number[] = [];
    for (let second = 5; second <= 60; second += 5) {
      clock.advance(5_000);
      server.statements.length = 0;
      expect((await client.get('/api/test-me/')).statusCode).toBe(200);
      if (server.statements.some((statement) => /^update "sessions"/i.test(statement))) writes.push(second);
      // The session lookup, plus the activity write on those calls only.
      expect(server.statements.length).toBe(writes.at(-1) === second ? 2 : 1);
    }
    expect(writes).toEqual([15, 30, 45, 60]);
  });
});
