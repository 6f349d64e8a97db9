// Never a secret or a code in the log or the audit (issue 14 item 3; working rules: no secret in logs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaEnrolConfirmResponseSchema, mfaEnrolmentResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { ClientAt, STRONG_PASSWORD, auditRows, createUser, eventually } from '../auth.test-support.js';
import { totpCodeAt } from './totp.js';

describe('MFA and the log', () => {
  let server: TestServer;
  const logLines: string[] = [];
  beforeAll(async () => {
    server = await createTestServer({ env: { TRUST_PROXY: 'true' }, logLines });
  });
  afterAll(() => server.close());

  it('logs and audits no TOTP secret, no code and no recovery code through enrolment and every kind of second step', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const client = new ClientAt(server.app);
    await client.signIn('member', user.email, STRONG_PASSWORD);
    const { secret } = mfaEnrolmentResponseSchema.parse((await client.post('/api/mfa/enrolment/')).json()).data;
    const enrolCode = await totpCodeAt(secret, new Date());
    const { recovery_codes: recoveryCodes } = mfaEnrolConfirmResponseSchema.parse(
      (await client.post('/api/mfa/enrolment/confirm/', { code: enrolCode })).json(),
    ).data;

    const withRecovery = new ClientAt(server.app);
    await withRecovery.signIn('member', user.email, STRONG_PASSWORD);
    expect(
      (await withRecovery.post('/api/token/mfa/', { method: 'recovery', code: recoveryCodes[0] })).statusCode,
    ).toBe(200);

    const withEmail = new ClientAt(server.app);
    await withEmail.signIn('member', user.email, STRONG_PASSWORD);
    await withEmail.post('/api/token/mfa/email-code/');
    const mail = await eventually(async () => server.mail.messages().find((m) => m.to === user.email));
    const emailed = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect((await withEmail.post('/api/token/mfa/', { method: 'email', code: emailed })).statusCode).toBe(200);

    const logged = logLines.join('\n');
    expect(logged).toContain('/api/token/mfa/'); // the log is there, and it saw these calls
    const audit = JSON.stringify(await auditRows(server.db));
    for (const value of [secret, ...recoveryCodes, ...recoveryCodes.map((code) => code.replace('-', ''))]) {
      expect(logged).not.toContain(value);
      expect(audit).not.toContain(value);
    }
    // A 6-digit code may turn up inside a longer number (a timestamp): only a number of its own is the code.
    for (const code of [enrolCode, emailed]) {
      const alone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
      expect(logged).not.toMatch(alone);
      expect(audit).not.toMatch(alone);
    }
  });
});
