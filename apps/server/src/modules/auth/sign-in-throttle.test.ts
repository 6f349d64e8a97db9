import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, MSG_INVALID_CREDENTIALS } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { ClientAt, STRONG_PASSWORD, auditRows, cookieOf, createUser } from './auth.test-support.js';
import { manualClock } from '../../platform/clock.js';
import {
  FIRST_DELAY_MS,
  FREE_FAILURES,
  MAX_DELAY_MS,
  SIGN_IN_WINDOW_MS,
  delayAfter,
  throttleOf,
} from './sign-in-throttle.js';

describe('sign-in throttling: slow down by account and address, never lock the owner out (issue 15, item 7; decision 0011)', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { TRUST_PROXY: 'true' }, auth: { clock } });
  });
  afterAll(() => server.close());

  /** `n` wrong guesses on the account, each from a client at `ip` (a new address each when not given). */
  async function guesses(email: string, n: number, ip?: string) {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++)
      statuses.push((await new ClientAt(server.app, ip).signIn('member', email, `Wrong-guess-${i}A`)).statusCode);
    return statuses;
  }

  it('doubles the wait past the free failures, up to 15 minutes', () => {
    expect([4, 5, 6, 7, 10, 11, 40].map((n) => delayAfter(n, 5))).toEqual([
      0, 30_000, 60_000, 120_000, 900_000, 900_000, 900_000,
    ]);
    expect(delayAfter(5, 5)).toBe(FIRST_DELAY_MS);
    expect(delayAfter(100, 5)).toBe(MAX_DELAY_MS);
  });

  it('holds nothing back under the free failures, even behind a parallel attempt that read the clock later (issue 29 item 3)', () => {
    const now = 1_000_000;
    // Another instance's attempt from the same address, still in flight (counted as a failure until it succeeds),
    // was recorded with a clock reading 50 ms after this attempt's.
    const inFlight = { count: 1, lastAt: now + 50 };
    const none = { count: 0, lastAt: null };
    expect(throttleOf({ device: none, pair: inFlight, account: inFlight, address: inFlight }, false, now)).toBeNull();
    const full = { count: FREE_FAILURES.address, lastAt: now + 50 };
    expect(throttleOf({ device: none, pair: none, account: none, address: full }, false, now)).toEqual({
      scope: 'address',
      retryAt: now + 50 + FIRST_DELAY_MS,
    });
  });

  it('slows one address down on an account after 5 failures, while the owner signs in from another address', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const attacker = '10.66.0.1';
    expect(await guesses(user.email, 5, attacker)).toEqual([400, 400, 400, 400, 400]);
    const held = await new ClientAt(server.app, attacker).signIn('member', user.email, STRONG_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({
      errors: ERRORS.signInThrottled.message(1, 'password'),
      code: ERRORS.signInThrottled.code,
    });
    expect(held.json().errors).toBe(
      'Too many sign-in attempts. Please try again in 1 minute, or reset your password: we will email you a link.',
    );
    expect(held.headers['retry-after']).toBe('30');
    expect((await auditRows(server.db, 'sign_in_throttled'))[0]?.details).toEqual({ email: user.email, limit: 'pair' });

    // The owner, elsewhere, with the right password: in at once.
    expect((await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(200);

    // A delay, not a lock: after 30 s one more guess is checked, then the wait doubles.
    clock.advance(30_000);
    expect(await guesses(user.email, 2, attacker)).toEqual([400, 429]);
    clock.advance(59_000);
    expect(await guesses(user.email, 1, attacker)).toEqual([429]);
    clock.advance(1_000);
    // With the right password after the wait, the same address gets in.
    expect((await new ClientAt(server.app, attacker).signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('slows an account guessed from many addresses after 10 failures; a known device with the right password still gets in', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const owner = new ClientAt(server.app);
    const first = await owner.signIn('member', user.email, STRONG_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(cookieOf(first, 'member_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 180 * 86_400,
    });
    expect(cookieOf(first, 'member_device')?.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    await owner.post('/api/logout/');

    expect(await guesses(user.email, 10)).toEqual(Array(10).fill(400));
    const stranger = await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect((await auditRows(server.db, 'sign_in_throttled'))[0]?.details).toEqual({
      email: user.email,
      limit: 'account',
    });

    // The owner's browser signed in before: its own failures only count, so the right password gets in.
    expect((await owner.signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    // The cookie is bound to its account: on another account being guessed it is an unknown device.
    const other = await createUser(server.db, { portal: 'member' });
    await guesses(other.email, 10);
    const borrowed = new ClientAt(server.app);
    borrowed.cookies.set('member_device', owner.cookies.get('member_device') ?? '');
    expect((await borrowed.signIn('member', other.email, STRONG_PASSWORD)).statusCode).toBe(429);

    // No CAPTCHA, no lock: after the delay a stranger's browser with the right password gets in too.
    clock.advance(FIRST_DELAY_MS);
    expect((await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('slows a known device down on its own failures, apart from the strangers', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const owner = new ClientAt(server.app);
    expect((await owner.signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await owner.signIn('member', user.email, `Typo-${i}-Aa`)).statusCode).toBe(400);
    const held = await owner.signIn('member', user.email, STRONG_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect((await auditRows(server.db, 'sign_in_throttled'))[0]?.details).toEqual({
      email: user.email,
      limit: 'device',
    });
    // The known device's typos are not the strangers' count: another browser gets in.
    expect((await new ClientAt(server.app, owner.ip).signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('slows an address that guessed 20 times across accounts, except for browsers that signed in before', async () => {
    const shared = '10.66.0.2';
    const known = await createUser(server.db, { portal: 'member' });
    const knownBrowser = new ClientAt(server.app, shared);
    expect((await knownBrowser.signIn('member', known.email, STRONG_PASSWORD)).statusCode).toBe(200);
    const victims = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(server.db, { portal: 'member' })));
    // 4 failures on each of 5 accounts: no account or pair reaches its limit, the address reaches 20.
    const client = new ClientAt(server.app, shared);
    for (const victim of victims) {
      for (let i = 0; i < 4; i++)
        expect((await client.signIn('member', victim.email, `Wrong-${i}-Aa`)).json()).toEqual({
          errors: MSG_INVALID_CREDENTIALS,
        });
    }
    const fresh = await createUser(server.db, { portal: 'member' });
    expect((await client.signIn('member', fresh.email, STRONG_PASSWORD)).statusCode).toBe(429);
    expect((await auditRows(server.db, 'sign_in_throttled'))[0]?.details).toEqual({
      email: fresh.email,
      limit: 'address',
    });
    // Another address signs that account in; a known browser behind the same address signs its account in.
    expect((await new ClientAt(server.app).signIn('member', fresh.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await knownBrowser.signIn('member', known.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the unknown and the mistyped alike (the account key is the email typed, without case)', async () => {
    const email = 'Not-Registered@Example.com';
    const ip = '10.66.0.3';
    for (let i = 0; i < 5; i++)
      await new ClientAt(server.app, ip).signIn('member', i % 2 ? email : email.toLowerCase(), 'Whatever-1a');
    expect((await new ClientAt(server.app, ip).signIn('member', email, 'Whatever-1a')).statusCode).toBe(429);
  });

  it('forgets failures after the window', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const ip = '10.66.0.4';
    await guesses(user.email, 5, ip);
    expect((await new ClientAt(server.app, ip).signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(429);
    clock.advance(SIGN_IN_WINDOW_MS + 1000);
    expect((await new ClientAt(server.app, ip).signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the count across API instances sharing the database', async () => {
    const user = await createUser(server.db, { portal: 'dentist' });
    const first = await server.appFor('dentist');
    const second = await server.appFor('dentist');
    const ip = '10.66.0.5';
    for (let i = 0; i < 5; i++)
      await new ClientAt(i % 2 ? first : second, ip).signIn('dentist', user.email, `Wrong-${i}-Aa`);
    expect((await new ClientAt(first, ip).signIn('dentist', user.email, STRONG_PASSWORD)).statusCode).toBe(429);
    expect((await new ClientAt(second, ip).signIn('dentist', user.email, STRONG_PASSWORD)).statusCode).toBe(429);
  });
});

describe('sign-in throttling holds under parallel guesses (issue 15, item 6; PostgreSQL when DATABASE_URL is set)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  /** Fires one wrong guess per client at once; answers the statuses and how many passwords were checked. */
  async function allAtOnce(clients: ClientAt[], email: string) {
    for (const client of clients) await client.hello();
    const statuses = await Promise.all(
      clients.map((client, i) => client.signIn('member', email, `Parallel-${i}-Aa`).then((r) => r.statusCode)),
    );
    const checked = (await auditRows(server.db, 'sign_in')).filter(
      (row) => row.details?.email === email && row.details.reason === 'wrong_password',
    ).length;
    return { statuses, checked };
  }

  it('checks 5 of 50 simultaneous guesses on one account from one address', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const { statuses, checked } = await allAtOnce(
      Array.from({ length: 50 }, () => new ClientAt(server.app, '10.77.0.1')),
      user.email,
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(FREE_FAILURES.pair);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - FREE_FAILURES.pair);
    expect(checked).toBe(FREE_FAILURES.pair);
  });

  it('checks 10 of 50 simultaneous guesses on one account from 50 addresses', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const { statuses, checked } = await allAtOnce(
      Array.from({ length: 50 }, () => new ClientAt(server.app)),
      user.email,
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(FREE_FAILURES.account);
    expect(checked).toBe(FREE_FAILURES.account);
  });
});
