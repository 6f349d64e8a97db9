// The second factor end to end over the real app (issue 14 item 3, decision 0025).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ERRORS,
  MSG_MFA_CODE_INVALID,
  MSG_MFA_REQUIRED_CANNOT_TURN_OFF,
  mfaEnrolConfirmResponseSchema,
  mfaEnrolmentResponseSchema,
  mfaStatusResponseSchema,
  secondStepResponseSchema,
  signInResponseSchema,
} from '@dental/domain';
import { mfaFactors, mfaRecoveryCodes, sessions } from '../../../db/schema/index.js';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { ClientAt, STRONG_PASSWORD, auditRows, cookieOf, createUser, eventually } from '../auth.test-support.js';
import { manualClock } from '../../../platform/clock.js';
import { totpCodeAt } from './totp.js';

const STEP_MS = 30_000;

describe('MFA (issue 14 item 3, ASVS 5.0 §6.3)', () => {
  let server: TestServer;
  const clock = manualClock();
  beforeAll(async () => {
    server = await createTestServer({ env: { TRUST_PROXY: 'true' }, auth: { clock } });
  });
  afterAll(() => server.close());

  const code = (secret: string, offsetSteps = 0) =>
    totpCodeAt(secret, new Date(clock().getTime() + offsetSteps * STEP_MS));
  const authMethodsOf = async (sessionId: string) =>
    (await server.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.authMethods;
  const sessionIdOf = (client: ClientAt) => client.cookies.get('member_refresh')?.split('.')[0] ?? '';

  /** A member with an enrolled authenticator: its secret and recovery codes. */
  async function enrolledMember() {
    const user = await createUser(server.db, { portal: 'member' });
    const client = new ClientAt(server.app);
    expect((await client.signIn('member', user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    const enrolment = mfaEnrolmentResponseSchema.parse((await client.post('/api/mfa/enrolment/')).json()).data;
    const confirmed = await client.post('/api/mfa/enrolment/confirm/', { code: await code(enrolment.secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recovery_codes: recoveryCodes } = mfaEnrolConfirmResponseSchema.parse(confirmed.json()).data;
    await client.post('/api/logout/');
    clock.advance(STEP_MS); // the enrolment used this step's code
    return { user, secret: enrolment.secret, recoveryCodes };
  }

  /** Signs in with the password only; the client then holds the challenge cookie. */
  async function passwordStep(email: string, client = new ClientAt(server.app), portal: 'member' | 'admin' = 'member') {
    const response = await client.signIn(portal, email, STRONG_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    return { client, response, secondStep: secondStepResponseSchema.parse(response.json()).data };
  }

  it('enrols a member: a secret with its QR code, off until a right code, then 10 recovery codes; the secret is stored encrypted', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const client = new ClientAt(server.app);
    await client.signIn('member', user.email, STRONG_PASSWORD);
    expect(mfaStatusResponseSchema.parse((await client.get('/api/mfa/')).json()).data).toEqual({
      enrolled: false,
      policy: 'offered',
      recovery_codes_left: 0,
    });

    const enrolment = mfaEnrolmentResponseSchema.parse((await client.post('/api/mfa/enrolment/')).json()).data;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_uri).toBe(
      `otpauth://totp/Member%20Portal:${encodeURIComponent(user.email)}?secret=${enrolment.secret}&issuer=Member%20Portal`,
    );
    expect(Buffer.from(enrolment.qr_svg_data_url.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    const [stored] = await server.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    expect(stored?.enabledAt).toBeNull();
    expect(stored?.totpSecretEnc).not.toContain(enrolment.secret);

    const wrong = await client.post('/api/mfa/enrolment/confirm/', {
      code: (Number(await code(enrolment.secret)) + 1).toString().padStart(6, '0').slice(-6),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: { code: MSG_MFA_CODE_INVALID } });

    const confirmed = await client.post('/api/mfa/enrolment/confirm/', { code: await code(enrolment.secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes: recoveryCodes, session } = mfaEnrolConfirmResponseSchema.parse(confirmed.json()).data;
    expect(session).toBeNull();
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await server.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    expect(hashes.map((row) => row.codeHash).join()).not.toContain(recoveryCodes[0]?.replace('-', ''));
    expect(mfaStatusResponseSchema.parse((await client.get('/api/mfa/')).json()).data).toEqual({
      enrolled: true,
      policy: 'offered',
      recovery_codes_left: 10,
    });
    // An enrolled factor is not replaced by starting again.
    expect((await client.post('/api/mfa/enrolment/')).statusCode).toBe(400);
  });

  it('asks an enrolled member for a second step: no session after the password, a session after the code, recorded as pwd + otp', async () => {
    const { user, secret } = await enrolledMember();
    const { client, response, secondStep } = await passwordStep(user.email);
    expect(secondStep.second_step).toBe('verify');
    expect(cookieOf(response, 'member_access')).toBeUndefined();
    expect(cookieOf(response, 'member_mfa_challenge')).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 300 });
    expect((await client.get('/api/mfa/')).statusCode).toBe(401);
    const challenge = client.cookies.get('member_mfa_challenge') ?? '';

    const signedIn = await client.post('/api/token/mfa/', { method: 'totp', code: await code(secret) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signInResponseSchema.parse(signedIn.json()).data.email).toBe(user.email);
    expect(cookieOf(signedIn, 'member_access')?.httpOnly).toBe(true);
    expect(client.cookies.has('member_mfa_challenge')).toBe(false);
    expect(await authMethodsOf(sessionIdOf(client))).toEqual(['pwd', 'otp']);
    expect((await client.get('/api/mfa/')).statusCode).toBe(200);

    // The challenge worked once.
    const replayedChallenge = new ClientAt(server.app, client.ip);
    await replayedChallenge.hello();
    replayedChallenge.cookies.set('member_mfa_challenge', challenge);
    const again = await replayedChallenge.post('/api/token/mfa/', { method: 'totp', code: await code(secret, 1) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ errors: ERRORS.mfaChallengeEnded.message, code: ERRORS.mfaChallengeEnded.code });
  });

  it('refuses a TOTP code of a time step already used, even with a new password step', async () => {
    const { user, secret } = await enrolledMember();
    const used = await code(secret);
    const first = await passwordStep(user.email);
    expect((await first.client.post('/api/token/mfa/', { method: 'totp', code: used })).statusCode).toBe(200);
    const second = await passwordStep(user.email);
    const replay = await second.client.post('/api/token/mfa/', { method: 'totp', code: used });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ errors: { code: MSG_MFA_CODE_INVALID } });
    // So is an earlier step's code; the next step's is taken.
    expect(
      (await second.client.post('/api/token/mfa/', { method: 'totp', code: await code(secret, -1) })).statusCode,
    ).toBe(400);
    expect(
      (await second.client.post('/api/token/mfa/', { method: 'totp', code: await code(secret, 1) })).statusCode,
    ).toBe(200);
  });

  it('takes each recovery code once (any case, spaces or hyphen), recorded as pwd + recovery', async () => {
    const { user, recoveryCodes } = await enrolledMember();
    const recovery = recoveryCodes[3] ?? '';
    const first = await passwordStep(user.email);
    const used = await first.client.post('/api/token/mfa/', {
      method: 'recovery',
      code: ` ${recovery.toUpperCase().replace('-', ' ')} `,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(await authMethodsOf(sessionIdOf(first.client))).toEqual(['pwd', 'recovery']);
    expect(mfaStatusResponseSchema.parse((await first.client.get('/api/mfa/')).json()).data.recovery_codes_left).toBe(
      9,
    );

    const second = await passwordStep(user.email);
    const again = await second.client.post('/api/token/mfa/', { method: 'recovery', code: recovery });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: { code: MSG_MFA_CODE_INVALID } });
    expect(
      (await second.client.post('/api/token/mfa/', { method: 'recovery', code: recoveryCodes[4] })).statusCode,
    ).toBe(200);
  });

  it('mails a 6-digit fallback code that works once, for its own sign-in, within 10 minutes', async () => {
    const { user } = await enrolledMember();
    const mailedCode = async (after: number) => {
      const mail = await eventually(async () =>
        server.mail.messages().find((m) => m.to === user.email && m.id > after),
      );
      expect(mail.subject).toBe('Your Member Portal sign-in code');
      return { id: mail.id, code: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '' };
    };
    const lastId = () => server.mail.messages()[0]?.id ?? 0;

    const { client } = await passwordStep(user.email);
    const before = lastId();
    expect((await client.post('/api/token/mfa/email-code/')).statusCode).toBe(200);
    const mailed = await mailedCode(before);
    expect(mailed.code).toMatch(/^\d{6}$/);
    // Never readable in the database.
    expect(JSON.stringify(await server.db.execute('select code_hash from mfa_email_codes'))).not.toContain(mailed.code);

    const signedIn = await client.post('/api/token/mfa/', { method: 'email', code: mailed.code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await authMethodsOf(sessionIdOf(client))).toEqual(['pwd', 'email-code']);

    // Another sign-in cannot use it; its own code expires after 10 minutes.
    const other = await passwordStep(user.email);
    expect((await other.client.post('/api/token/mfa/', { method: 'email', code: mailed.code })).statusCode).toBe(400);
    const before2 = lastId();
    await other.client.post('/api/token/mfa/email-code/');
    const late = await mailedCode(before2);
    clock.advance(4 * 60_000);
    const stillThere = await passwordStep(user.email, other.client); // a new challenge: the old code is bound to the old one
    expect((await stillThere.client.post('/api/token/mfa/', { method: 'email', code: late.code })).statusCode).toBe(
      400,
    );
    const before3 = lastId();
    await stillThere.client.post('/api/token/mfa/email-code/');
    const expiring = await mailedCode(before3);
    clock.advance(10 * 60_000 + 1_000);
    // The challenge (5 minutes) has ended by now too: the password is asked again.
    expect((await stillThere.client.post('/api/token/mfa/', { method: 'email', code: expiring.code })).statusCode).toBe(
      401,
    );
  });

  it('throttles wrong codes like passwords (429 with Retry-After), and lets the right code through after the delay', async () => {
    const { user, secret } = await enrolledMember();
    const { client } = await passwordStep(user.email);
    const wrong = (Number(await code(secret)) ^ 1).toString().padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.post('/api/token/mfa/', { method: 'totp', code: wrong })).statusCode).toBe(400);
    }
    const held = await client.post('/api/token/mfa/', { method: 'totp', code: await code(secret) });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('30');
    expect(held.json()).toEqual({
      errors: 'Too many codes tried. Please try again in 1 minute.',
      code: 'sign_in_throttled',
    });
    expect((await auditRows(server.db, 'mfa_throttled'))[0]?.actorUserId).toBe(user.id);
    clock.advance(31_000);
    expect((await client.post('/api/token/mfa/', { method: 'totp', code: await code(secret) })).statusCode).toBe(200);
  });

  it('turns MFA off only with the password; sign-in then needs no second step', async () => {
    const { user, secret } = await enrolledMember();
    const { client } = await passwordStep(user.email);
    await client.post('/api/token/mfa/', { method: 'totp', code: await code(secret) });
    const wrong = await client.post('/api/mfa/disable/', { password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: { password: 'That password is not right.' } });
    expect((await client.post('/api/mfa/disable/', {})).statusCode).toBe(400);
    expect((await client.post('/api/mfa/disable/', { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await server.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id))).toEqual([]);
    const again = await new ClientAt(server.app).signIn('member', user.email, STRONG_PASSWORD);
    expect(signInResponseSchema.parse(again.json()).data.email).toBe(user.email);
    expect(cookieOf(again, 'member_access')).toBeDefined();
  });

  describe('a user for whom MFA is required (staff)', () => {
    it('gets no session until enrolled: the password leads to enrolment, whose first code opens the session', async () => {
      const admin = await server.appFor('admin');
      const user = await createUser(server.db, { portal: 'admin' });
      const { client, response, secondStep } = await passwordStep(user.email, new ClientAt(admin), 'admin');
      expect(secondStep.second_step).toBe('enrol');
      expect(cookieOf(response, 'admin_access')).toBeUndefined();
      expect((await client.get('/api/mfa/')).statusCode).toBe(401);
      // An enrolment challenge is no way round the code.
      expect((await client.post('/api/token/mfa/', { method: 'totp', code: '123456' })).statusCode).toBe(401);
      expect((await client.post('/api/mfa/enrolment/')).statusCode).toBe(401);

      const enrolment = mfaEnrolmentResponseSchema.parse((await client.post('/api/token/mfa/enrolment/')).json()).data;
      expect(enrolment.otpauth_uri).toContain('issuer=Admin%20Portal');
      const confirmed = await client.post('/api/token/mfa/enrolment/confirm/', { code: await code(enrolment.secret) });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const body = mfaEnrolConfirmResponseSchema.parse(confirmed.json()).data;
      expect(body.recovery_codes).toHaveLength(10);
      expect(body.session?.email).toBe(user.email);
      expect(cookieOf(confirmed, 'admin_access')?.httpOnly).toBe(true);
      expect(mfaStatusResponseSchema.parse((await client.get('/api/mfa/')).json()).data).toEqual({
        enrolled: true,
        policy: 'required',
        recovery_codes_left: 10,
      });
      const sessionId = client.cookies.get('admin_refresh')?.split('.')[0] ?? '';
      expect(await authMethodsOf(sessionId)).toEqual(['pwd', 'otp']);

      // Required: it cannot be turned off, even with the password.
      const off = await client.post('/api/mfa/disable/', { password: STRONG_PASSWORD });
      expect(off.statusCode).toBe(400);
      expect(off.json()).toEqual({ errors: MSG_MFA_REQUIRED_CANNOT_TURN_OFF });

      // The next sign-in asks for a code.
      clock.advance(STEP_MS);
      const next = await passwordStep(user.email, new ClientAt(admin), 'admin');
      expect(next.secondStep.second_step).toBe('verify');
    });

    it("does not take a challenge of another portal's app", async () => {
      const admin = await server.appFor('admin');
      const user = await createUser(server.db, { portal: 'admin' });
      const { client } = await passwordStep(user.email, new ClientAt(admin), 'admin');
      const onMember = new ClientAt(server.app, client.ip);
      await onMember.hello();
      onMember.cookies.set('member_mfa_challenge', client.cookies.get('admin_mfa_challenge') ?? '');
      expect((await onMember.post('/api/token/mfa/enrolment/')).statusCode).toBe(401);
    });
  });
});
