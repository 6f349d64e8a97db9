import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env.js';
import { mailFromOf, startServerMail } from './mailer.js';

describe('server mail', () => {
  it('sends from no-reply at the support domain unless MAIL_FROM says otherwise', () => {
    expect(mailFromOf(parseEnv({}))).toBe('no-reply@example.com');
    expect(mailFromOf(parseEnv({ SUPPORT_EMAIL: 'help@dental.example' }))).toBe('no-reply@dental.example');
    expect(mailFromOf(parseEnv({ MAIL_FROM: 'Dental <mail@dental.example>' }))).toBe('Dental <mail@dental.example>');
  });

  it('without SMTP_URL, runs one catcher and delivers to it over SMTP', async () => {
    const mail = await startServerMail(parseEnv({}));
    try {
      expect(mail.catcher?.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      await mail.mailer.send({
        to: 'someone@example.com',
        subject: 'Hi',
        text: 'Hello there',
        html: '<p>Hello there</p>',
      });
      const caught = await mail.catcher?.waitFor((m) => m.to === 'someone@example.com');
      expect(caught).toMatchObject({
        from: 'no-reply@example.com',
        subject: 'Hi',
        text: 'Hello there',
        html: '<p>Hello there</p>',
      });
    } finally {
      await mail.stop();
    }
  });

  it('with SMTP_URL, starts no catcher', async () => {
    const mail = await startServerMail(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(mail.catcher).toBeUndefined();
    await mail.stop();
  });

  it('requires SMTP_URL and the public portal addresses in prod', () => {
    const prod = { INSTANCE: 'prod', APP_SECRET: 'x'.repeat(40) };
    expect(() => parseEnv(prod)).toThrow(/SMTP_URL: is required when INSTANCE=prod/);
    expect(() => parseEnv(prod)).toThrow(/PUBLIC_URL_ADMIN: is required when INSTANCE=prod/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });
});
