import { describe, expect, it } from 'vitest';
import { ConfigError, apiDocsEnabled, devMailEnabled, parseEnv } from './env.js';

describe('parseEnv', () => {
  it('gives safe defaults for local use', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.INSTANCE).toBe('dev');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
  });

  it('stops with a message naming the variable at fault', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ INSTANCE: 'staging' })).toThrow(/INSTANCE/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires APP_SECRET in prod and never echoes secret values', () => {
    expect(() => parseEnv({ INSTANCE: 'prod' })).toThrow(/APP_SECRET: is required when INSTANCE=prod/);
    try {
      parseEnv({ APP_SECRET: 'too-short-secret-value' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toContain('APP_SECRET');
      expect(String(error)).not.toContain('too-short-secret-value');
    }
  });

  it('wants both Stripe keys or neither', () => {
    expect(() => parseEnv({ STRIPE_PUBLIC_API_KEY: 'pk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY: is required with the other Stripe key/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLIC_API_KEY: is required/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).not.toThrow(/sk_test_1/);
    expect(parseEnv({ STRIPE_PUBLIC_API_KEY: 'pk_test_1', STRIPE_SECRET_KEY: 'sk_test_1' }).STRIPE_SECRET_KEY).toBe(
      'sk_test_1',
    );
  });

  it('treats blank optional values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', STRIPE_PUBLIC_API_KEY: ' ' }).STRIPE_PUBLIC_API_KEY).toBeUndefined();
  });

  it('refuses DEV_MAIL=true in prod, and turns /dev/mail on by default only for dev (issue 15)', () => {
    const prod = {
      INSTANCE: 'prod',
      APP_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example:25',
      PUBLIC_URL_MEMBER: 'https://m.example',
      PUBLIC_URL_DENTIST: 'https://d.example',
      PUBLIC_URL_EMPLOYER: 'https://e.example',
      PUBLIC_URL_ADMIN: 'https://a.example',
    };
    expect(() => parseEnv({ ...prod, DEV_MAIL: 'true' })).toThrow(/DEV_MAIL: cannot be true when INSTANCE=prod/);
    expect(devMailEnabled(parseEnv(prod))).toBe(false);
    expect(devMailEnabled(parseEnv({ INSTANCE: 'dev' }))).toBe(true);
    expect(devMailEnabled(parseEnv({ INSTANCE: 'dev', DEV_MAIL: 'false' }))).toBe(false);
    for (const instance of ['test', 'qa', 'demo']) {
      expect(devMailEnabled(parseEnv({ INSTANCE: instance }))).toBe(false);
      expect(devMailEnabled(parseEnv({ INSTANCE: instance, DEV_MAIL: 'true' }))).toBe(true);
    }
    expect(apiDocsEnabled(parseEnv(prod))).toBe(false);
    expect(apiDocsEnabled(parseEnv({ INSTANCE: 'qa' }))).toBe(true);
  });
});
