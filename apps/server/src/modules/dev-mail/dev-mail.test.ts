import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { createSmtpMailer } from '../../mail/mailer.js';
import type { CaughtMail } from '../../mail/mail-catcher.js';

describe('caught mail on dev, or a test instance that opts in: GET /dev/mail and /dev/mail/messages.json (issues 3, 15)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test instance of the browser tests opts in, as e2e/playwright.config.ts does.
    server = await createTestServer({ env: { DEV_MAIL: 'true' } });
    const mailer = createSmtpMailer({ url: server.mail.smtpUrl, from: 'no-reply@example.com' });
    await mailer.send({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await mailer.send({
      to: 'second@example.com',
      subject: 'Hello <script>alert(1)</script>',
      text: 'Open http://localhost:8080/reset-password?code=abc&x=<b> now.',
      html: '<p>two</p>',
    });
    mailer.close();
  });
  afterAll(() => server.close());

  it('lists the caught mail as JSON, newest first', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dev/mail/messages.json' });
    expect(response.statusCode).toBe(200);
    const messages = response.json<CaughtMail[]>();
    expect(messages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(messages[1]).toMatchObject({
      from: 'no-reply@example.com',
      subject: 'First',
      text: 'one',
      html: '<p>one</p>',
    });
    expect(messages[0]?.id).toBeGreaterThan(messages[1]?.id ?? Infinity);
    expect(Date.parse(messages[0]?.received_at ?? '')).not.toBeNaN();
  });

  it('shows an HTML page with escaped text, clickable links and no script', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = response.body;
    expect(page).not.toContain('<script');
    expect(page).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).toContain(
      '<a href="http://localhost:8080/reset-password?code=abc&#38;x=">http://localhost:8080/reset-password?code=abc&#38;x=</a>&#60;b&#62; now.',
    );
    expect(page.indexOf('second@example.com')).toBeLessThan(page.indexOf('first@example.com'));
  });

  it('exists only on the member app', async () => {
    const admin = await server.appFor('admin');
    expect((await admin.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    expect((await admin.inject({ method: 'GET', url: '/dev/mail/messages.json' })).statusCode).toBe(404);
  });

  it.each(['test', 'qa', 'demo'])(
    'does not exist on a %s instance unless DEV_MAIL=true: it lists reset links without sign-in',
    async (instance) => {
      const other = await createTestServer({ env: { INSTANCE: instance } });
      try {
        for (const url of ['/dev/mail', '/dev/mail/messages.json']) {
          const response = await other.app.inject({ method: 'GET', url });
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ errors: 'Not found.' });
        }
      } finally {
        await other.close();
      }
    },
  );

  it('exists on a dev instance by default', async () => {
    const dev = await createTestServer({ env: { INSTANCE: 'dev' } });
    try {
      expect((await dev.app.inject({ method: 'GET', url: '/dev/mail/messages.json' })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it('does not exist when INSTANCE=prod', async () => {
    const prod = await createTestServer({
      env: {
        INSTANCE: 'prod',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL_MEMBER: 'https://member.dental.example',
        PUBLIC_URL_DENTIST: 'https://dentist.dental.example',
        PUBLIC_URL_EMPLOYER: 'https://employer.dental.example',
        PUBLIC_URL_ADMIN: 'https://admin.dental.example',
      },
    });
    try {
      for (const url of ['/dev/mail', '/dev/mail/messages.json']) {
        const response = await prod.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: 'Not found.' });
      }
    } finally {
      await prod.close();
    }
  });
});
