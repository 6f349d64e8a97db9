import { describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { AccessTokens, hashSecret, newRefreshToken, sessionIdOfRefreshToken } from './tokens.js';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const SESSION = '7d1c4a52-0a3e-4b5f-9c3e-2f1f5b6d7e80';

describe('access tokens', () => {
  const member = new AccessTokens(SECRET, 'member');
  const issuedAt = new Date('2030-01-01T00:00:00Z');

  it('reads back what it signed, expired or not (the caller checks expiry)', () => {
    const token = member.sign({
      userId: 7,
      sessionId: SESSION,
      issuedAt,
      expiresAt: new Date('2030-01-01T01:15:00Z'),
    });
    expect(member.read(token)).toEqual({
      userId: 7,
      sessionId: SESSION,
      portal: 'member',
      expiresAt: new Date('2030-01-01T01:15:00Z'),
    });
    const old = member.sign({ userId: 7, sessionId: SESSION, issuedAt: new Date(0), expiresAt: new Date(1000) });
    expect(member.read(old)?.expiresAt).toEqual(new Date(1000));
  });

  it("refuses another portal's token, another secret's, a tampered one and an unsigned one", () => {
    const token = member.sign({ userId: 7, sessionId: SESSION, issuedAt, expiresAt: new Date('2030-01-02') });
    expect(new AccessTokens(SECRET, 'admin').read(token)).toBeNull();
    expect(new AccessTokens(`${SECRET}x`, 'member').read(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '1', sid: SESSION, portal: 'member', aud: 'dental-member', iat: 0, exp: 2e9 }),
    ).toString('base64url');
    expect(member.read(`${header}.${forged}.${signature}`)).toBeNull();
    expect(member.read(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`)).toBeNull();
    expect(member.read(undefined)).toBeNull();
    expect(member.read('garbage')).toBeNull();
  });

  it('refuses a token signed with the raw app secret (the key is derived)', () => {
    const raw = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: '1h' })({
      sub: '1',
      sid: SESSION,
      portal: 'member',
      aud: 'dental-member',
    });
    expect(member.read(raw)).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('are the session id and 32 random bytes, stored as a SHA-256 hash', () => {
    const { token, hash } = newRefreshToken(SESSION);
    expect(token).toMatch(new RegExp(`^${SESSION}\\.[\\w-]{43}$`));
    expect(hash).toBe(hashSecret(token));
    expect(hash).not.toContain(token.split('.')[1] ?? '');
    expect(newRefreshToken(SESSION).token).not.toBe(token);
    expect(sessionIdOfRefreshToken(token)).toBe(SESSION);
    expect(sessionIdOfRefreshToken('nope.abc')).toBeNull();
    expect(sessionIdOfRefreshToken(undefined)).toBeNull();
  });
});
