import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_INVALID_CREDENTIALS } from '@dental/domain';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { ClientAt, STRONG_PASSWORD, auditRows, createUser } from './auth.test-support.js';
import { MAX_ACCOUNT_FAILURES, MAX_ADDRESS_FAILURES, MSG_TOO_MANY_SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS } from './auth.service.js';
import { manualClock } from './clock.js';

describe('sign-in throttling (issue 3: per account and per address, in the database)', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { TRUST_PROXY: 'true' }, auth: { clock } });
  });
  afterAll(() => server.close());

  it('answers 429 to the 6th attempt on an account after 5 failures in 15 minutes, even with the right password', async () => {
    expect(MAX_ACCOUNT_FAILURES).toBe(5);
    const user = await createUser(server.db, { portal: 'member' });
    for (let i = 0; i < 5; i++) {
      // Each guess from another address: the account limit holds whatever the address.
      const response = await new ClientAt(server.app).signIn('member', user.email, `Wrong-guess-${i}A`);
      expect(response.statusCode).toBe(400);
    }
    const sixth = await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ errors: MSG_TOO_MANY_SIGN_IN_ATTEMPTS });
    expect(MSG_TOO_MANY_SIGN_IN_ATTEMPTS).toBe('Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.');
    const throttled = await auditRows(server.db, 'sign_in_throttled');
    expect(throttled[0]?.details).toEqual({ email: user.email, limit: 'account' });

    // The window slides: 15 minutes after the failures the account signs in again.
    clock.advance(SIGN_IN_WINDOW_MS + 1000);
    const later = await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD);
    expect(later.statusCode).toBe(200);
  });

  it('counts the unknown and the mistyped alike (the account key is the email typed, without case)', async () => {
    const email = 'Not-Registered@Example.com';
    for (let i = 0; i < 5; i++) await new ClientAt(server.app).signIn('member', i % 2 ? email : email.toLowerCase(), 'Whatever-1a');
    const sixth = await new ClientAt(server.app).signIn('member', email, 'Whatever-1a');
    expect(sixth.statusCode).toBe(429);
  });

  it('lets one address try other accounts until 20 failures, then blocks the address', async () => {
    expect(MAX_ADDRESS_FAILURES).toBe(20);
    const client = new ClientAt(server.app);
    const victims = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(server.db, { portal: 'member' })));
    // 4 failures on each of 5 accounts: no account reaches its limit, the address reaches 20.
    for (const victim of victims) {
      for (let i = 0; i < 4; i++) expect((await client.signIn('member', victim.email, `Wrong-${i}-Aa`)).json()).toEqual({ errors: MSG_INVALID_CREDENTIALS });
    }
    const fresh = await createUser(server.db, { portal: 'member' });
    const blocked = await client.signIn('member', fresh.email, STRONG_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    // Another address signs the same account in.
    expect((await new ClientAt(server.app).signIn('member', fresh.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the count across API instances sharing the database', async () => {
    const user = await createUser(server.db, { portal: 'dentist' });
    const first = await server.appFor('dentist');
    const second = await server.appFor('dentist');
    for (let i = 0; i < 5; i++) await new ClientAt(i % 2 ? first : second).signIn('dentist', user.email, `Wrong-${i}-Aa`);
    expect((await new ClientAt(first).signIn('dentist', user.email, STRONG_PASSWORD)).statusCode).toBe(429);
    expect((await new ClientAt(second).signIn('dentist', user.email, STRONG_PASSWORD)).statusCode).toBe(429);
  });
});
