import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.js';
import { accessExpiryOf, sessionEndReason, sessionPolicyOf } from './session-policy.js';
import { ARGON2_OPTIONS, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hashing.js';

const HOUR = 3_600_000;

describe('session policy per portal', () => {
  it('has the default idle and absolute limits, and access TTL = refresh interval + 15 minutes', () => {
    const env = parseEnv({});
    expect(sessionPolicyOf(env, 'admin')).toMatchObject({
      idleMs: 30 * 60_000,
      absoluteMs: 12 * HOUR,
      refreshIntervalSeconds: 86_400,
      accessTtlMs: 86_400_000 + 15 * 60_000,
    });
    expect(sessionPolicyOf(env, 'dentist')).toMatchObject({
      idleMs: HOUR,
      absoluteMs: 12 * HOUR,
      accessTtlMs: 75 * 60_000,
    });
    expect(sessionPolicyOf(env, 'employer')).toMatchObject({
      idleMs: HOUR,
      absoluteMs: 12 * HOUR,
      accessTtlMs: 75 * 60_000,
    });
    expect(sessionPolicyOf(env, 'member')).toMatchObject({
      idleMs: HOUR,
      absoluteMs: 24 * HOUR,
      accessTtlMs: 75 * 60_000,
    });
  });

  it('reads the limits from the environment and refuses nonsense', () => {
    const env = parseEnv({ SESSION_IDLE_MINUTES_ADMIN: '15', SESSION_ABSOLUTE_HOURS_ADMIN: '8' });
    expect(sessionPolicyOf(env, 'admin')).toMatchObject({ idleMs: 15 * 60_000, absoluteMs: 8 * HOUR });
    expect(() => parseEnv({ SESSION_IDLE_MINUTES_MEMBER: '0' })).toThrow(/SESSION_IDLE_MINUTES_MEMBER/);
    expect(() => parseEnv({ SESSION_ABSOLUTE_HOURS_DENTIST: 'soon' })).toThrow(/SESSION_ABSOLUTE_HOURS_DENTIST/);
  });

  it('never lets an access token outlive its session', () => {
    const admin = sessionPolicyOf(parseEnv({}), 'admin');
    const now = new Date('2030-01-01T00:00:00Z');
    expect(accessExpiryOf(admin, now, new Date(now.getTime() + 12 * HOUR))).toEqual(
      new Date(now.getTime() + 12 * HOUR),
    );
    const member = sessionPolicyOf(parseEnv({}), 'member');
    expect(accessExpiryOf(member, now, new Date(now.getTime() + 24 * HOUR))).toEqual(
      new Date(now.getTime() + 75 * 60_000),
    );
  });

  it('ends sessions that are revoked, past their absolute end, or idle (the limit plus the activity write interval)', () => {
    const policy = sessionPolicyOf(parseEnv({}), 'member');
    expect(policy.activityWriteIntervalMs).toBe(60_000);
    const now = new Date('2030-01-01T12:00:00Z');
    const alive = {
      revokedAt: null,
      lastActiveAt: new Date(now.getTime() - 59 * 60_000),
      absoluteExpiresAt: new Date(now.getTime() + HOUR),
    };
    expect(sessionEndReason(policy, alive, now)).toBeNull();
    expect(sessionEndReason(policy, { ...alive, revokedAt: now }, now)).toBe('revoked');
    expect(sessionEndReason(policy, { ...alive, absoluteExpiresAt: now }, now)).toBe('absolute_expired');
    // The stored activity may trail the last call by up to a minute (calls in between do not write it).
    expect(sessionEndReason(policy, { ...alive, lastActiveAt: new Date(now.getTime() - HOUR) }, now)).toBeNull();
    expect(sessionEndReason(policy, { ...alive, lastActiveAt: new Date(now.getTime() - HOUR - 60_000) }, now)).toBe(
      'idle_expired',
    );
  });

  it('writes activity at least four times per idle limit (a 1-minute limit: every 15 s)', () => {
    expect(sessionPolicyOf(parseEnv({ SESSION_IDLE_MINUTES_MEMBER: '1' }), 'member').activityWriteIntervalMs).toBe(
      15_000,
    );
    expect(sessionPolicyOf(parseEnv({ SESSION_IDLE_MINUTES_ADMIN: '2' }), 'admin').activityWriteIntervalMs).toBe(
      30_000,
    );
    expect(sessionPolicyOf(parseEnv({}), 'admin').activityWriteIntervalMs).toBe(60_000);
  });
});

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('Tulip-Harbor-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(hash, 'Tulip-Harbor-42')).toBe(true);
    expect(await verifyPassword(hash, 'tulip-harbor-42')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('Tulip-Harbor-42')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(
      needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g'),
    ).toBe(true);
  });
});
