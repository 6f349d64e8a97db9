// Issue 27 item 4 on the real apps: an employee enrolled with an email is mailed the member portal's sign-up
// invitation; following its link (signup/complete/ with the code) makes them a member user of their Primary
// patient, who sees the employer benefit and the spouse; the invitation mailed again with a new code, refused
// once signed up, without an email, or for an address another member signs in with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MSG_ALREADY_SIGNED_UP,
  MSG_EMAIL_HAS_MEMBER_ACCOUNT,
  MSG_NO_EMAIL_TO_INVITE,
  benefitResponseSchema,
  familyMembersResponseSchema,
} from '@dental/domain';
import { createTestServer, type TestServer } from '../../../testing/test-server.js';
import { TestClient } from '../../../testing/test-client.js';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.js';
import { codeOfLink, signedIn } from '../../member/member.test-support.js';
import {
  CHILD,
  EMPLOYEES,
  SPOUSE,
  auditCount,
  covers,
  employeeOf,
  employerClients,
  enrol,
  newEmployee,
} from './employer.test-support.js';

const MEMBER_URL = 'https://member.dental.example';
const PASSWORD = 'Sunny-Harbor-58';

describe('the employee’s invitation to the member portal (issue 27)', () => {
  let server: TestServer;
  let member: FastifyInstance;
  let acme: TestClient;

  beforeAll(async () => {
    server = await createTestServer({ portal: 'employer', env: { PUBLIC_URL_MEMBER: MEMBER_URL } });
    member = await server.appFor('member');
    ({ acme } = await employerClients(server));
  });
  afterAll(() => server.close());

  const resend = (id: number) => acme.post(`${EMPLOYEES}${id}/invitation/`, {});
  const completeSignup = async (code: string) => {
    const anonymous = new TestClient(member);
    await anonymous.hello();
    return anonymous.post('/api/member/v4/signup/complete/', { code, password: PASSWORD });
  };

  it('invites a new employee; the link’s sign-up makes them a member who sees the employer benefit and the spouse', async () => {
    const employee = newEmployee({ hire_date: '2026-01-10' });
    const record = await enrol(acme, employee, [SPOUSE, CHILD]);
    expect(record).toMatchObject({ invitations_sent: 1, signed_up: false });
    expect(record.invited_at).not.toBeNull();
    const mail = await server.mail.waitFor((m) => m.to === employee.email);
    expect(mail.subject).toBe('Acme Logistics Inc. invites you to the Member Portal');
    expect(mail.text).toMatch(new RegExp(`^${MEMBER_URL}/signup\\?code=[\\w-]{43}$`, 'm'));
    const primary = (await covers(server, record.id))[0]!;
    expect(await auditCount(server, 'employee_create', primary.patient_id)).toBe(1);

    const done = await completeSignup(codeOfLink(mail.text, '/signup'));
    expect(done.statusCode, done.body).toBe(200);
    const signedUp = await signedIn(member, employee.email, PASSWORD);
    const benefit = benefitResponseSchema.parse((await signedUp.get('/api/member/v4/benefit/')).json()).data;
    expect(benefit).toMatchObject({ benefit_type: 'employer', plan_name: record.plan_name });
    const family = familyMembersResponseSchema.parse((await signedUp.get('/api/member/v4/family-members/')).json());
    // the member's family: the household's other patients
    expect(family.data.map((person) => [person.relationship, person.first_name])).toEqual([
      ['Spouse', SPOUSE.first_name],
      ['Dependent', CHILD.first_name],
    ]);

    expect(employeeOf(await acme.get(`${EMPLOYEES}${record.id}/`)).signed_up).toBe(true);
    const again = await resend(record.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: MSG_ALREADY_SIGNED_UP });
  });

  it('mails the invitation again with a new code (the earlier one stops working), counted and audited', async () => {
    const employee = newEmployee();
    const record = await enrol(acme, employee);
    const first = await server.mail.waitFor((m) => m.to === employee.email);
    const resent = employeeOf(await resend(record.id));
    expect(resent).toMatchObject({ invitations_sent: 2, signed_up: false });
    const second = await server.mail.waitFor((m) => m.to === employee.email && m.text !== first.text);
    expect((await completeSignup(codeOfLink(first.text, '/signup'))).statusCode).toBe(400);
    expect((await completeSignup(codeOfLink(second.text, '/signup'))).statusCode).toBe(200);
    const primary = (await covers(server, record.id))[0]!;
    expect(await auditCount(server, 'employee_invite', primary.patient_id)).toBe(1);
  });

  it('sends nothing without an email, or to an address another member signs in with, and says why', async () => {
    const withoutEmail = await enrol(acme, newEmployee({ email: '' }));
    expect(withoutEmail).toMatchObject({ invited_at: null, invitations_sent: 0 });
    const none = await resend(withoutEmail.id);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ errors: MSG_NO_EMAIL_TO_INVITE });

    const taken = await enrol(acme, newEmployee({ email: DEMO_EMAILS.employee }));
    expect(taken).toMatchObject({ invited_at: null, invitations_sent: 0, signed_up: false });
    const refused = await resend(taken.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: MSG_EMAIL_HAS_MEMBER_ACCOUNT });
    expect(
      server.mail.messages().filter((m) => m.subject.includes('invites you') && m.to === DEMO_EMAILS.employee),
    ).toEqual([]);
  });
});
