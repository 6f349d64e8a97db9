import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MSG_PASSWORD_CHANGED, MSG_PASSWORD_TOO_EASY, memberResponseSchema } from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { auditLog, notifications, patients, users } from '../../../db/schema/index.js';
import { auditRows, createUser, STRONG_PASSWORD } from '../../auth/auth.test-support.js';
import {
  DEMO_EMAILS,
  DEMO_PASSWORD,
  giveSignIn,
  householdOf,
  memberByEmail,
  othersInHousehold,
  signedIn,
  statementsOf,
  type DemoPerson,
} from '../member.test-support.js';
import {
  MSG_ADDRESS_PRIMARY_ONLY,
  MSG_EMAIL_CHANGE_SEPARATE,
  MSG_WRONG_CURRENT_PASSWORD,
} from './member-user.service.js';

describe('member user (spec §3, §5, §7: member/v4/user/)', () => {
  let server: TestServer;
  let carter: DemoPerson;
  let patel: DemoPerson;
  beforeAll(async () => {
    server = await createTestServer();
    carter = await memberByEmail(server.db, DEMO_EMAILS.member);
    patel = await memberByEmail(server.db, DEMO_EMAILS.healthshare);
  });
  afterAll(() => server.close());

  it('tells whether the member finished sign-up (spec §2: an unfinished one is sent to /sign-up)', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.healthshare);
    expect(memberResponseSchema.parse((await client.get('/api/member/v4/user/')).json()).data.signup_complete).toBe(
      true,
    );
    await server.db.update(users).set({ signupComplete: false }).where(eq(users.email, DEMO_EMAILS.healthshare));
    try {
      expect(memberResponseSchema.parse((await client.get('/api/member/v4/user/')).json()).data.signup_complete).toBe(
        false,
      );
    } finally {
      await server.db.update(users).set({ signupComplete: true }).where(eq(users.email, DEMO_EMAILS.healthshare));
    }
  });

  it('answers the signed-in member: email, patient and address fields; audited; 3 statements with the session check', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const { result: response, statements } = await statementsOf(server, () => client.get('/api/member/v4/user/'));
    expect(response.statusCode).toBe(200);
    const member = memberResponseSchema.parse(response.json()).data;
    const household = await householdOf(server.db, carter.householdId);
    expect(member).toMatchObject({
      email: DEMO_EMAILS.member,
      id: carter.patientId,
      first_name: 'Daniel',
      middle_name: 'James',
      last_name: 'Carter',
      member_id: carter.memberId,
      relationship: 'Primary',
      phone: '5125550142',
      address_line_1: household.addressLine1,
      city: household.city,
      state: household.state,
      zip: household.zip,
    });
    // issue 4 budget (at most 3): the session check, the member, the audit row.
    expect(statements).toHaveLength(3);
    const [audit] = await auditRows(server.db, 'member_read');
    expect(audit).toMatchObject({
      actorUserId: carter.userId,
      subjectType: 'patient',
      subjectId: String(carter.patientId),
      outcome: 'success',
    });
  });

  it('answers each member their own record only', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.healthshare);
    const member = (await client.get('/api/member/v4/user/')).json().data;
    expect(member.id).toBe(patel.patientId);
    expect(member.email).toBe(DEMO_EMAILS.healthshare);
    expect(member.member_id).not.toBe(carter.memberId);
  });

  it('answers 401 without a session; on the dentist app it does not exist (404), and a member session authorizes nothing there', async () => {
    expect((await new TestClient(server.app).get('/api/member/v4/user/')).statusCode).toBe(401);
    const dentistApp = await server.appFor('dentist');
    const dentist = new TestClient(dentistApp);
    await dentist.hello('dentist');
    expect(
      (
        await dentist.post('/api/token/', {
          email: DEMO_EMAILS.dentist,
          password: DEMO_PASSWORD,
          account_type: 'dentist',
        })
      ).statusCode,
    ).toBe(200);
    for (const path of [
      '/api/member/v4/user/',
      '/api/member/v4/benefit/',
      '/api/member/v4/family-members/',
      '/api/member/v4/unread/',
      '/api/member/v4/user/custom-ui-data/',
    ]) {
      expect((await dentist.get(path)).statusCode, path).toBe(404);
    }
    // A member's cookies on the dentist app: the member route is not there (decision 0020), and on a call both
    // apps serve (token refresh) the member's session is refused, under its own cookie name and under the dentist's.
    const member = await signedIn(server.app, DEMO_EMAILS.member);
    const onDentistApp = new TestClient(dentistApp);
    for (const [name, value] of member.cookies) onDentistApp.cookies.set(name, value);
    expect((await onDentistApp.get('/api/member/v4/user/')).statusCode).toBe(404);
    await onDentistApp.hello('dentist'); // the dentist origin's XSRF token, so the call reaches the session check
    expect((await onDentistApp.post('/api/token/refresh/')).statusCode).toBe(401);
    onDentistApp.cookies.set('dentist_refresh', member.cookies.get('member_refresh') ?? '');
    expect((await onDentistApp.post('/api/token/refresh/')).statusCode).toBe(401);
    expect((await member.post('/api/token/refresh/')).statusCode).toBe(200);
  });

  it('answers 404 to a member user without a patient record', async () => {
    const user = await createUser(server.db, { portal: 'member' });
    const client = await signedIn(server.app, user.email, STRONG_PASSWORD);
    expect((await client.get('/api/member/v4/user/')).statusCode).toBe(404);
  });

  it('updates personal fields and the address, answers the member (spec §7: patient and address), audits the field names', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const response = await client.patch('/api/member/v4/user/', {
      phone: '(512) 555-0199',
      address_line_1: '1201 Barton Springs Rd',
      address_line_2: ' ',
      zip: '78704',
      middle_name: '',
    });
    expect(response.statusCode).toBe(200);
    const member = memberResponseSchema.parse(response.json()).data;
    expect(member).toMatchObject({
      phone: '5125550199',
      address_line_1: '1201 Barton Springs Rd',
      address_line_2: null,
      zip: '78704',
      middle_name: null,
      first_name: 'Daniel',
    });
    expect((await client.get('/api/member/v4/user/')).json().data).toEqual(member);
    const [audit] = await auditRows(server.db, 'member_update');
    expect(audit?.details).toEqual({
      fields: expect.arrayContaining(['phone', 'address_line_1', 'address_line_2', 'zip', 'middle_name']),
    });
    expect(JSON.stringify(audit?.details)).not.toContain('5125550199');
    // The other household is untouched.
    expect((await householdOf(server.db, patel.householdId)).zip).not.toBe('78704');
  });

  it('renames the user with the patient (the header greets by first name)', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.employee);
    await client.patch('/api/member/v4/user/', { first_name: 'Avery' });
    const again = await signedIn(server.app, DEMO_EMAILS.employee);
    const session = await again.post('/api/token/refresh/');
    expect(session.json().data.user.first_name).toBe('Avery');
  });

  it('holds every field to the domain rules with their messages, and changes nothing', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const before = (await client.get('/api/member/v4/user/')).json().data;
    const response = await client.patch('/api/member/v4/user/', {
      zip: '1234',
      phone: '12345',
      first_name: ' ',
      state: 'XX',
      date_of_birth: '2099-01-01',
      gender: 'robot',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      zip: 'Invalid zip: enter 5 digits',
      phone: 'Invalid phone: enter 10 digits',
      first_name: 'Required',
      state: 'Invalid',
      date_of_birth: 'Date of birth cannot be in the future',
      gender: 'Invalid',
    });
    expect((await client.patch('/api/member/v4/user/', { email: 'not-an-email' })).json().errors).toEqual({
      email: 'Not a valid email',
    });
    expect((await client.get('/api/member/v4/user/')).json().data).toEqual(before);
  });

  it('refuses a primary under 18, as sign-up does (spec §5 age 18 or older; issue 17), and changes nothing', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const before = (await client.get('/api/member/v4/user/')).json().data;
    const response = await client.patch('/api/member/v4/user/', { date_of_birth: '2015-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { date_of_birth: 'Must be at least 18 years old' } });
    expect((await client.get('/api/member/v4/user/')).json().data).toEqual(before);
  });

  it('refuses a NUL byte, control characters and malformed Unicode in every field with 400, never 500, changing nothing (issue 15)', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const before = (await client.get('/api/member/v4/user/')).json().data;
    const fields = [
      'first_name',
      'middle_name',
      'last_name',
      'address_line_1',
      'address_line_2',
      'city',
      'phone',
      'zip',
      'email',
      'date_of_birth',
      'gender',
      'state',
    ];
    for (const value of ['a\u0000b', 'a\ud800b', '\u0085']) {
      for (const field of fields) {
        const response = await client.patch('/api/member/v4/user/', { [field]: value });
        expect(response.statusCode, `${field} ${JSON.stringify(value)} ${response.body}`).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      }
      const text = await client.patch('/api/member/v4/user/', {
        first_name: value,
        middle_name: value,
        last_name: value,
        address_line_1: value,
        address_line_2: value,
        city: value,
      });
      expect(text.json()).toEqual({
        errors: {
          first_name: 'Invalid',
          middle_name: 'Invalid',
          last_name: 'Invalid',
          address_line_1: 'Invalid',
          address_line_2: 'Invalid',
          city: 'Invalid',
        },
      });
    }
    const long = await client.patch('/api/member/v4/user/', { first_name: 'a'.repeat(1_000_000) });
    expect(long.json()).toEqual({ errors: { first_name: 'Must be at most 100 characters' } });
    expect((await client.get('/api/member/v4/user/')).json().data).toEqual(before);
  });

  it('refuses a different email (it changes through the mailed link) and takes the same one in other case and accents', async () => {
    const client = await signedIn(server.app, DEMO_EMAILS.member);
    const refused = await client.patch('/api/member/v4/user/', {
      email: 'someone.else@example.com',
      city: 'Round Rock',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: { email: MSG_EMAIL_CHANGE_SEPARATE } });
    expect((await client.get('/api/member/v4/user/')).json().data.city).not.toBe('Round Rock');
    const same = await client.patch('/api/member/v4/user/', { email: ' Member@Example.COM ', city: 'Round Rock' });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ email: DEMO_EMAILS.member, city: 'Round Rock' });
  });

  it('lets only the primary change the household address', async () => {
    const [sophie] = (await othersInHousehold(server.db, carter.householdId, carter.patientId)).filter(
      (p) => p.relationship === 'Dependent Adult',
    );
    const email = await giveSignIn(server.db, sophie?.id ?? 0);
    const client = await signedIn(server.app, email);
    const before = await householdOf(server.db, carter.householdId);
    const refused = await client.patch('/api/member/v4/user/', { city: 'Elsewhere' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: { city: MSG_ADDRESS_PRIMARY_ONLY } });
    expect((await householdOf(server.db, carter.householdId)).city).toBe(before.city);
    const own = await client.patch('/api/member/v4/user/', { phone: '5125550111' });
    expect(own.json().data).toMatchObject({ id: sophie?.id, phone: '5125550111', relationship: 'Dependent Adult' });
  });

  describe('password change (PATCH member/v4/user/password/)', () => {
    it('refuses a wrong current password with a clear message and changes nothing', async () => {
      const user = await createUser(server.db, { portal: 'member' });
      await server.db
        .update(patients)
        .set({ userId: user.id })
        .where(eq(patients.id, (await othersInHousehold(server.db, patel.householdId, patel.patientId))[0]?.id ?? 0));
      const client = await signedIn(server.app, user.email, STRONG_PASSWORD);
      const response = await client.patch('/api/member/v4/user/password/', {
        old_password: 'Not-The-Password-1',
        new_password: 'Brand-New-Lake-51',
        confirm_password: 'Brand-New-Lake-51',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { old_password: MSG_WRONG_CURRENT_PASSWORD } });
      expect((await auditRows(server.db, 'member_password_change'))[0]).toMatchObject({
        outcome: 'failure',
        actorUserId: user.id,
      });
      // The password is unchanged.
      await signedIn(server.app, user.email, STRONG_PASSWORD);
    });

    it('holds the new password to the domain rules with their messages', async () => {
      const client = await signedIn(server.app, DEMO_EMAILS.inOffice);
      const change = (body: Record<string, string>) => client.patch('/api/member/v4/user/password/', body);
      expect(
        (
          await change({
            old_password: DEMO_PASSWORD,
            new_password: 'alllowercase1',
            confirm_password: 'alllowercase1',
          })
        ).json(),
      ).toEqual({ errors: { new_password: MSG_PASSWORD_TOO_EASY } });
      expect(
        (
          await change({
            old_password: DEMO_PASSWORD,
            new_password: 'Brand-New-Lake-51',
            confirm_password: 'Brand-New-Lake-52',
          })
        ).json(),
      ).toEqual({ errors: { confirm_password: 'Passwords must match' } });
      expect(
        (
          await change({ old_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD })
        ).json().errors.new_password,
      ).toBe('New password must be different from the old password');
      expect((await change({ old_password: '', new_password: 'Ab1', confirm_password: '' })).json()).toEqual({
        errors: {
          old_password: 'Required',
          new_password: 'Must be at least 8 characters',
          confirm_password: 'Required',
        },
      });
    });

    it('changes it, keeps this session, ends every other one, and tells the member', async () => {
      const user = await createUser(server.db, { portal: 'member' });
      const [spouse] = await othersInHousehold(server.db, patel.householdId, patel.patientId);
      await server.db
        .update(patients)
        .set({ userId: user.id })
        .where(eq(patients.id, spouse?.id ?? 0));
      const other = await signedIn(server.app, user.email, STRONG_PASSWORD);
      const client = await signedIn(server.app, user.email, STRONG_PASSWORD);
      const response = await client.patch('/api/member/v4/user/password/', {
        old_password: STRONG_PASSWORD,
        new_password: 'Brand-New-Lake-51',
        confirm_password: 'Brand-New-Lake-51',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { message: MSG_PASSWORD_CHANGED } });
      expect((await client.get('/api/member/v4/user/')).statusCode).toBe(200);
      expect((await other.get('/api/member/v4/user/')).statusCode).toBe(401);
      expect((await other.post('/api/token/refresh/')).statusCode).toBe(401);
      await signedIn(server.app, user.email, 'Brand-New-Lake-51');
      const login = new TestClient(server.app);
      await login.hello();
      expect(
        (await login.post('/api/token/', { email: user.email, password: STRONG_PASSWORD, account_type: 'member' }))
          .statusCode,
      ).toBe(400);
      const [notice] = await server.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(desc(notifications.id))
        .limit(1);
      expect(notice).toMatchObject({ kind: 'account', title: 'Your password was changed', readAt: null });
      const [audit] = await server.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'member_password_change'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit).toMatchObject({ outcome: 'success', actorUserId: user.id, details: { sessions_ended: 1 } });
    });
  });

  describe('custom UI data (spec §3: is_healthshare)', () => {
    it('answers the household flag in at most 3 statements', async () => {
      const healthshare = await signedIn(server.app, DEMO_EMAILS.healthshare);
      const { result, statements } = await statementsOf(server, () =>
        healthshare.get('/api/member/v4/user/custom-ui-data/'),
      );
      expect(result.json()).toEqual({ data: { is_healthshare: true } });
      // issue 4 budget (at most 3): the session check and one query.
      expect(statements).toHaveLength(2);
      const member = await signedIn(server.app, DEMO_EMAILS.member);
      expect((await member.get('/api/member/v4/user/custom-ui-data/')).json()).toEqual({
        data: { is_healthshare: false },
      });
    });
  });
});
