import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ERRORS, MSG_PASSWORD_TOO_EASY } from '@dental/domain';
import type { TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { benefits, patients, users } from '../../../db/schema/index.js';
import { auditRows, eventually } from '../../auth/auth.test-support.js';
import { DEMO_EMAILS, codeOfLink, memberByEmail, signedIn } from '../member.test-support.js';
import { MAX_MAILS_PER_ACCOUNT, MAX_MAILS_PER_ADDRESS } from '../../../platform/mail-throttle.js';
import {
  MSG_EMAIL_VERIFIED,
  MSG_NEW_MEMBER_LINK_SENT,
  MSG_SIGNUP_COMPLETE,
  MSG_SIGNUP_LINK_SENT,
  MSG_VERIFICATION_SENT,
} from './signup.messages.js';
import { PASSWORD, PUBLIC_URL, signupHelpers, signupTestServer } from './signup.test-support.js';

describe('member sign-up (signup.ts of the contract; spec §2 routes)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await signupTestServer();
  });
  afterAll(() => server.close());
  const { anonymous, unclaimedPatient, initiate, initiateFinished } = signupHelpers(() => server);

  it('an existing member proves who they are, gets a link, chooses a password and signs in', async () => {
    const patient = await unclaimedPatient('4321');
    const email = 'claimed-member@example.com';
    const response = await initiate({
      member_id: patient.memberId,
      date_of_birth: patient.dateOfBirth,
      tax_id_last4: '4321',
      email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: MSG_SIGNUP_LINK_SENT } });
    const mail = await server.mail.waitFor((m) => m.to === email);
    expect(mail.text).toMatch(new RegExp(`^${PUBLIC_URL}/signup\\?code=[\\w-]{43}$`, 'm'));
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      accountType: 'member',
      signupComplete: false,
      emailVerifiedAt: null,
      firstName: patient.firstName,
    });
    const [linked] = await server.db.select().from(patients).where(eq(patients.id, patient.id));
    expect(linked?.userId).toBe(user?.id);

    const client = await anonymous();
    const code = codeOfLink(mail.text, '/signup');
    expect((await client.post('/api/member/v4/signup/complete/', { code, password: 'weakpassword' })).json()).toEqual({
      errors: { password: MSG_PASSWORD_TOO_EASY },
    });
    const done = await client.post('/api/member/v4/signup/complete/', { code, password: PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { message: MSG_SIGNUP_COMPLETE } });
    const member = await signedIn(server.app, email, PASSWORD);
    expect((await member.post('/api/token/refresh/')).json().data.user.signup_complete).toBe(true);
    expect((await member.get('/api/member/v4/user/')).json().data.id).toBe(patient.id);
    const again = await client.post('/api/member/v4/signup/complete/', { code, password: 'Other-Harbor-58' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: ERRORS.signupLinkInvalid.message });
    expect((await auditRows(server.db, 'signup_complete')).find((r) => r.outcome === 'success')).toMatchObject({
      actorUserId: user?.id,
      subjectId: String(user?.id),
    });
  });

  it('answers details that match nobody, or a member already signed up, the same way and sends nothing', async () => {
    const patient = await unclaimedPatient('1111');
    const wrong = await initiate({
      member_id: patient.memberId,
      date_of_birth: patient.dateOfBirth,
      tax_id_last4: '2222',
      email: 'wrong-last4@example.com',
    });
    expect(wrong.json()).toEqual({ data: { message: MSG_SIGNUP_LINK_SENT } });
    const carter = await memberByEmail(server.db, DEMO_EMAILS.member);
    await server.db.update(patients).set({ taxIdLast4: '5555' }).where(eq(patients.id, carter.patientId));
    const [row] = await server.db.select().from(patients).where(eq(patients.id, carter.patientId));
    const taken = await initiate({
      member_id: carter.memberId,
      date_of_birth: row?.dateOfBirth ?? '',
      tax_id_last4: '5555',
      email: 'hijack@example.com',
    });
    expect(taken.body).toBe(wrong.body);
    await initiateFinished((r) => r.details?.reason === 'already_signed_up');
    await initiateFinished((r) => r.details?.reason === 'no_match');
    expect(
      server.mail.messages().filter((m) => m.to === 'wrong-last4@example.com' || m.to === 'hijack@example.com'),
    ).toEqual([]);
    expect(await server.db.select().from(users).where(eq(users.email, 'hijack@example.com'))).toEqual([]);
  });

  it('gives a minor no sign-in of their own (same answer, nothing sent)', async () => {
    const [child] = (
      await server.db.select().from(patients).where(eq(patients.relationship, 'Dependent')).limit(300)
    ).filter((p) => p.userId === null && p.dateOfBirth > `${new Date().getUTCFullYear() - 15}-01-01`);
    if (!child) throw new Error('no child');
    await server.db.update(patients).set({ taxIdLast4: '3333' }).where(eq(patients.id, child.id));
    const response = await initiate({
      member_id: child.memberId,
      date_of_birth: child.dateOfBirth,
      tax_id_last4: '3333',
      email: 'kid@example.com',
    });
    expect(response.json()).toEqual({ data: { message: MSG_SIGNUP_LINK_SENT } });
    await initiateFinished((r) => r.details?.reason === 'minor');
    expect(server.mail.messages().filter((m) => m.to === 'kid@example.com')).toEqual([]);
  });

  it('answers an email another account uses the same way, creates nothing and tells its owner', async () => {
    const patient = await unclaimedPatient('7777');
    const response = await initiate({
      member_id: patient.memberId,
      date_of_birth: patient.dateOfBirth,
      tax_id_last4: '7777',
      email: DEMO_EMAILS.inOffice,
    });
    expect(response.json()).toEqual({ data: { message: MSG_SIGNUP_LINK_SENT } });
    const notice = await server.mail.waitFor((m) => m.to === DEMO_EMAILS.inOffice);
    expect(notice.subject).toBe('You already have a Member Portal account');
    expect(notice.text).not.toMatch(/code=/);
    const [still] = await server.db.select().from(patients).where(eq(patients.id, patient.id));
    expect(still?.userId).toBeNull();
  });

  it('checks the fields with the domain messages', async () => {
    const response = await initiate({ member_id: '12345', date_of_birth: 'soon', tax_id_last4: '12', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        member_id: 'Invalid member id',
        date_of_birth: 'Invalid date',
        tax_id_last4: 'Invalid: enter the last 4 digits of the tax id',
        email: 'Not a valid email',
      },
    });
  });

  it(`mails at most ${MAX_MAILS_PER_ACCOUNT} sign-up links an hour per email, answering alike`, async () => {
    const patient = await unclaimedPatient('8888');
    const email = 'eager@example.com';
    const bodies = new Set<string>();
    const finished = async () => (await auditRows(server.db, 'signup_initiate')).length;
    for (let i = 0; i < MAX_MAILS_PER_ACCOUNT + 2; i++) {
      const before = await finished();
      bodies.add(
        (
          await initiate({
            member_id: patient.memberId,
            date_of_birth: patient.dateOfBirth,
            tax_id_last4: '8888',
            email,
          })
        ).body,
      );
      await eventually(async () => (await finished()) > before);
    }
    expect(bodies.size).toBe(1);
    await eventually(
      async () =>
        (await auditRows(server.db, 'signup_initiate')).filter((r) => r.details?.reason === 'throttled').length >= 2,
    );
    await eventually(async () => server.mail.messages().filter((m) => m.to === email).length === MAX_MAILS_PER_ACCOUNT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.mail.messages().filter((m) => m.to === email)).toHaveLength(MAX_MAILS_PER_ACCOUNT);
  });

  it(`mails at most ${MAX_MAILS_PER_ADDRESS} sign-up answers an hour per address under 50 simultaneous requests (issue 15, item 6)`, async () => {
    const ip = '10.99.0.1';
    const client = new TestClient(server.app);
    const request = client.request.bind(client);
    client.request = (method, url, body, options = {}) =>
      request(method, url, body, { ...options, headers: { 'x-forwarded-for': ip, ...options.headers } });
    await client.hello();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.post('/api/member/v4/signup/initiate/', {
          member_id: String(900_000_000 + i),
          date_of_birth: '1980-01-01',
          tax_id_last4: '0000',
          email: `same-address-${i}@example.com`,
        }),
      ),
    );
    const rows = await eventually(async () => {
      const mine = (await auditRows(server.db, 'signup_initiate')).filter((row) => row.ip === ip);
      return mine.length >= 50 && mine;
    }, 30_000);
    expect(rows).toHaveLength(50);
    expect(rows.filter((row) => row.details?.reason !== 'throttled')).toHaveLength(MAX_MAILS_PER_ADDRESS);
  });

  describe('new member', () => {
    const body = (email: string) => ({
      first_name: 'Rosa',
      last_name: 'Diaz',
      date_of_birth: '1990-05-06',
      email,
      password: PASSWORD,
      zip: '78701',
    });

    it('creates an unverified account with an inactive benefit; sign-in waits for the mailed verification', async () => {
      const email = 'rosa.diaz@example.com';
      const client = await anonymous();
      const response = await client.post('/api/member/v4/signup/new-member/', body(email));
      expect(response.json()).toEqual({ data: { message: MSG_NEW_MEMBER_LINK_SENT } });
      const mail = await server.mail.waitFor((m) => m.to === email);
      expect(mail.text).toMatch(new RegExp(`^${PUBLIC_URL}/signup-authenticated\\?code=[\\w-]{43}$`, 'm'));

      const early = await client.post('/api/token/', { email, password: PASSWORD, account_type: 'member' });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        errors: 'Please verify your email address. We have sent you a link.',
        code: 'email_not_verified',
      });

      const verified = await client.post('/api/member/v4/signup/verify-email/', {
        code: codeOfLink(mail.text, '/signup-authenticated'),
      });
      expect(verified.json()).toEqual({ data: { message: MSG_EMAIL_VERIFIED } });
      const member = await signedIn(server.app, email, PASSWORD);
      const me = (await member.get('/api/member/v4/user/')).json().data;
      expect(me).toMatchObject({
        email,
        first_name: 'Rosa',
        last_name: 'Diaz',
        relationship: 'Primary',
        zip: '78701',
        city: 'Austin',
        state: 'TX',
      });
      expect(me.member_id).toMatch(/^[0-9]{9}$/);
      expect((await member.get('/api/member/v4/benefit/')).json().data).toMatchObject({
        benefit_type: 'inactive',
        dental_benefit_limit: 0,
      });
      expect((await member.get('/api/member/v4/family-members/')).json().data).toEqual([]);
      const [benefit] = await server.db.select().from(benefits).where(eq(benefits.patientId, me.id));
      expect(benefit?.benefitType).toBe('inactive');
    });

    it('answers an email already registered the same way and creates nothing', async () => {
      const [before] = await server.db.select({ n: count() }).from(users);
      const response = await (
        await anonymous()
      ).post('/api/member/v4/signup/new-member/', body(DEMO_EMAILS.healthshare));
      expect(response.json()).toEqual({ data: { message: MSG_NEW_MEMBER_LINK_SENT } });
      await server.mail.waitFor(
        (m) => m.to === DEMO_EMAILS.healthshare && m.subject === 'You already have a Member Portal account',
      );
      const [after] = await server.db.select({ n: count() }).from(users);
      expect(after?.n).toBe(before?.n);
    });

    it('checks the fields; an unknown zip says so', async () => {
      const client = await anonymous();
      expect(
        (await client.post('/api/member/v4/signup/new-member/', { ...body('x@example.com'), zip: '00000' })).json(),
      ).toEqual({ errors: { zip: 'Unknown zip code' } });
      const child = `${new Date().getUTCFullYear() - 10}-03-04`;
      expect(
        (
          await client.post('/api/member/v4/signup/new-member/', { ...body('x@example.com'), date_of_birth: child })
        ).json(),
      ).toEqual({ errors: { date_of_birth: 'Must be at least 18 years old' } });
      expect(
        (
          await client.post('/api/member/v4/signup/new-member/', {
            ...body('x@example.com'),
            zip: '123',
            first_name: '',
            password: 'short',
          })
        ).json(),
      ).toEqual({
        errors: {
          zip: 'Invalid zip: enter 5 digits',
          first_name: 'Required',
          password: 'Must be at least 8 characters',
        },
      });
    });

    it('resends the verification link, and answers unknown addresses alike', async () => {
      const email = 'late.verifier@example.com';
      const client = await anonymous();
      await client.post('/api/member/v4/signup/new-member/', body(email));
      const first = await server.mail.waitFor((m) => m.to === email);
      const resent = await client.post('/api/member/v4/signup/resend-verification/', { email });
      expect(resent.json()).toEqual({ data: { message: MSG_VERIFICATION_SENT } });
      const second = await server.mail.waitFor((m) => m.to === email && m.text !== first.text);
      // The first link no longer works; the new one does.
      expect(
        (
          await client.post('/api/member/v4/signup/verify-email/', {
            code: codeOfLink(first.text, '/signup-authenticated'),
          })
        ).json(),
      ).toEqual({ errors: ERRORS.signupLinkInvalid.message });
      expect(
        (
          await client.post('/api/member/v4/signup/verify-email/', {
            code: codeOfLink(second.text, '/signup-authenticated'),
          })
        ).statusCode,
      ).toBe(200);
      const unknown = await client.post('/api/member/v4/signup/resend-verification/', {
        email: 'nobody-here@example.com',
      });
      expect(unknown.body).toBe(resent.body);
      await eventually(async () =>
        (await auditRows(server.db, 'resend_verification')).find((r) => r.details?.reason === 'unknown_email'),
      );
      expect(server.mail.messages().filter((m) => m.to === 'nobody-here@example.com')).toEqual([]);
      expect((await client.post('/api/member/v4/signup/verify-email/', { code: 'made-up' })).statusCode).toBe(400);
    });
  });

  it('exists only on the member app', async () => {
    const dentist = new TestClient(await server.appFor('dentist'));
    await dentist.hello('dentist');
    expect(
      (await dentist.post('/api/member/v4/signup/resend-verification/', { email: 'a@example.com' })).statusCode,
    ).toBe(404);
    expect((await dentist.post('/api/member/v4/user/complete-email-change/', { code: 'x' })).statusCode).toBe(404);
  });
});
