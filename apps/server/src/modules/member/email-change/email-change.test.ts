import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { ERRORS } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { notifications, patients, users } from '../../../db/schema/index.js';
import { auditRows, eventually } from '../../auth/auth.test-support.js';
import { manualClock } from '../../../platform/clock.js';
import { DEMO_EMAILS, codeOfLink, giveSignIn, signedIn } from '../member.test-support.js';
import { MAX_MAILS_PER_ACCOUNT } from '../../../platform/mail-throttle.js';
import {
  EMAIL_CHANGE_VALID_HOURS,
  MSG_EMAIL_CHANGED,
  MSG_SAME_EMAIL,
  emailChangeSentMessage,
} from './email-change.service.js';

const PUBLIC_URL = 'https://member.dental.example';

describe('email change (spec §5, §7: initiate-email-change and complete-email-change)', () => {
  const clock = manualClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { PUBLIC_URL_MEMBER: PUBLIC_URL }, auth: { clock } });
  });
  afterAll(() => server.close());

  /** A member of the demo world given a sign-in of their own (so tests do not move the demo accounts). */
  async function newMember() {
    const [patient] = await server.db
      .select()
      .from(patients)
      .where(and(isNull(patients.userId), eq(patients.relationship, 'Spouse')))
      .limit(1);
    return { email: await giveSignIn(server.db, patient?.id ?? 0), patientId: patient?.id ?? 0 };
  }

  async function complete(code: string, client = new TestClient(server.app)) {
    if (!client.cookies.has('XSRF-TOKEN')) await client.hello();
    return client.post('/api/member/v4/user/complete-email-change/', { code });
  }

  it('mails a single-use link to the NEW address and a notice to the old one; the link changes the email', async () => {
    const person = await newMember();
    const client = await signedIn(server.app, person.email);
    const response = await client.post('/api/member/v4/user/initiate-email-change/', {
      email: ' New.Address@Example.com ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: emailChangeSentMessage('New.Address@Example.com') } });
    const confirm = await server.mail.waitFor((mail) => mail.to.toLowerCase() === 'new.address@example.com');
    expect(confirm.subject).toBe('Confirm your new email address');
    expect(confirm.text).toMatch(new RegExp(`^${PUBLIC_URL}/complete-email-change\\?code=[\\w-]{43}$`, 'm'));
    const notice = await server.mail.waitFor((mail) => mail.to === person.email);
    expect(notice.subject).toBe('Your email address is about to change');
    // Nothing changes until the link is opened.
    expect((await client.get('/api/member/v4/user/')).json().data.email).toBe(person.email);

    const code = codeOfLink(confirm.text, '/complete-email-change');
    const done = await complete(code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { message: MSG_EMAIL_CHANGED } });
    expect((await client.get('/api/member/v4/user/')).json().data.email).toBe('New.Address@Example.com');
    const [patient] = await server.db.select().from(patients).where(eq(patients.id, person.patientId));
    expect(patient?.email).toBe('New.Address@Example.com');
    await signedIn(server.app, 'new.address@example.com');
    const [note] = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, patient?.userId ?? 0))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note).toMatchObject({ kind: 'account', title: 'Your email address was changed' });
    expect((await auditRows(server.db, 'email_change_complete'))[0]).toMatchObject({
      outcome: 'success',
      actorUserId: patient?.userId,
    });

    const twice = await complete(code);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ errors: ERRORS.emailChangeLinkInvalid.message });
  });

  it('applies to the code’s user even when someone else is signed in', async () => {
    const person = await newMember();
    const client = await signedIn(server.app, person.email);
    await client.post('/api/member/v4/user/initiate-email-change/', { email: 'moved-here@example.com' });
    const code = codeOfLink(
      (await server.mail.waitFor((mail) => mail.to === 'moved-here@example.com')).text,
      '/complete-email-change',
    );
    const someoneElse = await signedIn(server.app, DEMO_EMAILS.inOffice);
    expect((await complete(code, someoneElse)).statusCode).toBe(200);
    expect((await someoneElse.get('/api/member/v4/user/')).json().data.email).toBe(DEMO_EMAILS.inOffice);
    expect((await client.get('/api/member/v4/user/')).json().data.email).toBe('moved-here@example.com');
  });

  it('answers an address another member uses the same way, changes nothing and tells its owner', async () => {
    const person = await newMember();
    const client = await signedIn(server.app, person.email);
    const response = await client.post('/api/member/v4/user/initiate-email-change/', {
      email: DEMO_EMAILS.employee.toUpperCase(),
    });
    expect(response.json()).toEqual({ data: { message: emailChangeSentMessage(DEMO_EMAILS.employee.toUpperCase()) } });
    const warning = await server.mail.waitFor((mail) => mail.to === DEMO_EMAILS.employee);
    expect(warning.subject).toBe('Someone tried to use your email address');
    expect(warning.text).not.toMatch(/code=/);
    await eventually(async () =>
      (await auditRows(server.db, 'email_change_initiate')).find((row) => row.details?.reason === 'email_taken'),
    );
    expect((await client.get('/api/member/v4/user/')).json().data.email).toBe(person.email);
    const [employee] = await server.db.select().from(users).where(eq(users.email, DEMO_EMAILS.employee));
    expect(employee).toBeDefined();
  });

  it('refuses the same address (ignoring case) and a malformed one with field messages', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    expect(
      (await client.post('/api/member/v4/user/initiate-email-change/', { email: 'MEMBER@example.com' })).json(),
    ).toEqual({ errors: { email: MSG_SAME_EMAIL } });
    expect((await client.post('/api/member/v4/user/initiate-email-change/', { email: 'nope' })).json()).toEqual({
      errors: { email: 'Not a valid email' },
    });
    expect((await client.post('/api/member/v4/user/initiate-email-change/', {})).json()).toEqual({
      errors: { email: 'Required' },
    });
  });

  it(`refuses a link older than ${EMAIL_CHANGE_VALID_HOURS} hours, and a made-up code, with 400`, async () => {
    const person = await newMember();
    const client = await signedIn(server.app, person.email);
    await client.post('/api/member/v4/user/initiate-email-change/', { email: 'too-late@example.com' });
    const code = codeOfLink(
      (await server.mail.waitFor((mail) => mail.to === 'too-late@example.com')).text,
      '/complete-email-change',
    );
    clock.advance(EMAIL_CHANGE_VALID_HOURS * 3_600_000 + 1);
    expect((await complete(code)).json()).toEqual({ errors: ERRORS.emailChangeLinkInvalid.message });
    expect((await complete('made-up')).statusCode).toBe(400);
    expect((await complete('')).json()).toEqual({ errors: { code: 'Required' } });
    clock.set(new Date());
  });

  it('mails at most 5 changes an hour per account under 50 simultaneous requests (issue 15, item 6; PostgreSQL when DATABASE_URL is set)', async () => {
    clock.advance(61 * 60_000); // every request of this file comes from one address: start a fresh hour
    const person = await newMember();
    const client = await signedIn(server.app, person.email);
    const [user] = await server.db.select().from(users).where(eq(users.email, person.email));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.post('/api/member/v4/user/initiate-email-change/', { email: `burst-${i}@example.com` }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await eventually(async () => {
      const mine = (await auditRows(server.db, 'email_change_initiate')).filter((row) => row.actorUserId === user?.id);
      return mine.length === 50 && mine;
    }, 30_000);
    expect(rows.filter((row) => row.outcome === 'success')).toHaveLength(MAX_MAILS_PER_ACCOUNT);
    expect(rows.filter((row) => row.details?.reason === 'throttled')).toHaveLength(50 - MAX_MAILS_PER_ACCOUNT);
  });

  it('needs a member session to initiate', async () => {
    const client = new TestClient(server.app);
    await client.hello();
    expect(
      (await client.post('/api/member/v4/user/initiate-email-change/', { email: 'x@example.com' })).statusCode,
    ).toBe(401);
  });
});
