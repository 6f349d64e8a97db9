// Decision 0023: a route's declared guard admits its portal's sessions by role and hands the handler its
// tenant (household, practice, company, staff role), all read by the one statement that checks the session.
// Probe entries are planted on each portal's app (no dentist, employer or admin call exists yet).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { guards, type Guard, type HttpMethod, type Portal } from '@dental/domain';
import { entryRoute } from '../../http/contract-route.js';
import type { Caller } from '../../platform/caller.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { employerUsers, patients, practiceUsers, users } from '../../db/schema/index.js';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../seed/demo-accounts.js';
import { seedDemoMfa } from '../../seed/seed-demo-mfa.js';
import { ClientAt, STRONG_PASSWORD, createUser } from './auth.test-support.js';
import { passSecondStep } from './mfa/mfa.test-support.js';

const probeResponse = z.object({ data: z.record(z.string(), z.union([z.string(), z.number()])) });

/** A planted entry on `app` at /api/probe/<name>/ whose handler answers its caller's scope and staff role. */
function probe(app: FastifyInstance, portal: Portal, name: string, guard: Guard, method: HttpMethod = 'GET'): void {
  const entry = { method, path: `api/probe/${name}/`, guard, response: probeResponse };
  entryRoute(app, { group: portal, name, entry }, { summary: 'probe' }, async (_request, caller) => {
    const { staffRole } = (caller as Caller).actor;
    const scope = (caller as Caller).scope as Record<string, string | number>;
    return { data: { ...scope, ...(staffRole === null ? {} : { staffRole }) } };
  });
}

describe('declared guards: role and tenant from the session lookup (decision 0023)', () => {
  let server: TestServer;
  const apps = new Map<Portal, FastifyInstance>();
  const clients = new Map<string, ClientAt>();

  beforeAll(async () => {
    server = await createTestServer();
    apps.set('member', server.app);
    for (const portal of ['dentist', 'employer', 'admin'] as const) apps.set(portal, await server.appFor(portal));
    probe(apps.get('member')!, 'member', 'household', guards.member);
    probe(apps.get('dentist')!, 'dentist', 'owner', guards.practice('owner'));
    probe(apps.get('dentist')!, 'dentist', 'practice', guards.practice('owner', 'front_desk'));
    probe(apps.get('employer')!, 'employer', 'company', guards.employer('company_admin'));
    probe(apps.get('admin')!, 'admin', 'finance', guards.staff('refunds.create'));
    probe(apps.get('admin')!, 'admin', 'read', guards.staff('members.read'));
    probe(apps.get('admin')!, 'admin', 'anyone', guards.signedIn('admin'));
  });
  afterAll(() => server.close());

  /** Signs in with the password and, for a user who must use a second factor (staff, owners), its demo code. */
  async function signedIn(portal: Portal, email: string, password: string): Promise<ClientAt> {
    const client = new ClientAt(apps.get(portal)!);
    const signIn = await client.signIn(portal, email, password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    if (signIn.json<{ data: { second_step?: string } }>().data.second_step === 'verify') {
      const second = await passSecondStep(client, DEMO_TOTP_SECRET, new Date());
      expect(second.statusCode, second.body).toBe(200);
    }
    return client;
  }

  async function as(portal: Portal, email: string): Promise<ClientAt> {
    const key = `${portal}:${email}`;
    const known = clients.get(key) ?? (await signedIn(portal, email, DEMO_PASSWORD));
    clients.set(key, known);
    return known;
  }

  /** The call's answer and the SQL statements it ran. */
  async function call(client: ClientAt, name: string) {
    server.statements.length = 0;
    const response = await client.get(`/api/probe/${name}/`);
    return {
      status: response.statusCode,
      data: response.statusCode === 200 ? response.json<{ data: Record<string, unknown> }>().data : response.json(),
      statements: [...server.statements],
    };
  }

  it('a member: their household, in the one statement of the session check', async () => {
    const member = await as('member', DEMO_EMAILS.member);
    const [me] = await server.db
      .select({ householdId: patients.householdId })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(eq(users.email, DEMO_EMAILS.member));
    const answer = await call(member, 'household');
    expect(answer).toMatchObject({ status: 200, data: { householdId: me?.householdId } });
    expect(answer.statements).toHaveLength(1);
    expect(answer.statements[0]).toMatch(/from "sessions"/);
  });

  it('a practice owner and the front desk: the same practice, each with their role; the front desk is refused an owner call (404)', async () => {
    const [link] = await server.db
      .select()
      .from(practiceUsers)
      .innerJoin(users, eq(users.id, practiceUsers.userId))
      .where(eq(users.email, DEMO_EMAILS.dentist));
    const owner = await as('dentist', DEMO_EMAILS.dentist);
    const desk = await as('dentist', DEMO_EMAILS.frontDesk);
    expect(await call(owner, 'owner')).toMatchObject({
      status: 200,
      data: { practiceId: link?.practice_users.practiceId, practiceRole: 'owner' },
      statements: [expect.stringMatching(/from "sessions"/)],
    });
    expect(await call(desk, 'practice')).toMatchObject({
      status: 200,
      data: { practiceId: link?.practice_users.practiceId, practiceRole: 'front_desk' },
      statements: [expect.any(String)],
    });
    expect(await call(desk, 'owner')).toMatchObject({
      status: 404,
      data: { errors: 'Not found.' },
      statements: [expect.any(String)],
    });
  });

  it('a company admin: their company', async () => {
    const [link] = await server.db
      .select()
      .from(employerUsers)
      .innerJoin(users, eq(users.id, employerUsers.userId))
      .where(eq(users.email, DEMO_EMAILS.employer));
    expect(await call(await as('employer', DEMO_EMAILS.employer), 'company')).toMatchObject({
      status: 200,
      data: { companyId: link?.employer_users.employerId, employerRole: 'company_admin' },
      statements: [expect.stringMatching(/from "sessions"/)],
    });
  });

  it('staff: each role admitted where its permission admits it, refused (403, decision 0040) elsewhere', async () => {
    const finance = await call(await as('admin', DEMO_EMAILS.staffFinance), 'finance');
    expect(finance).toMatchObject({
      status: 200,
      data: { staffRole: 'finance' },
      statements: [expect.stringMatching(/from "sessions"/)],
    });
    expect(await call(await as('admin', DEMO_EMAILS.admin), 'finance')).toMatchObject({
      status: 200,
      data: { staffRole: 'super_admin' },
    });
    expect(await call(await as('admin', DEMO_EMAILS.staffSupport), 'finance')).toMatchObject({
      status: 403,
      statements: [expect.any(String)],
    });
    expect(await call(await as('admin', DEMO_EMAILS.staffOperations), 'finance')).toMatchObject({ status: 403 });
    expect(await call(await as('admin', DEMO_EMAILS.staffSupport), 'read')).toMatchObject({
      status: 200,
      data: { staffRole: 'support' },
    });
  });

  it('without a session: 401 on every guard but public', async () => {
    for (const [portal, name] of [
      ['member', 'household'],
      ['dentist', 'owner'],
      ['employer', 'company'],
      ['admin', 'read'],
      ['admin', 'anyone'],
    ] as const) {
      const nobody = new ClientAt(apps.get(portal)!);
      await nobody.hello(portal);
      expect((await nobody.get(`/api/probe/${name}/`)).statusCode, `${portal} ${name}`).toBe(401);
    }
  });

  it('a user of the portal with no tenant or role: 404 on a scoped guard, admitted by signedIn(portal)', async () => {
    const staffless = await createUser(server.db, { portal: 'admin' });
    await seedDemoMfa(server.db, [staffless.email]); // staff must use a second factor (decision 0025)
    const client = await signedIn('admin', staffless.email, STRONG_PASSWORD);
    expect((await client.get('/api/probe/read/')).statusCode).toBe(404);
    expect((await client.get('/api/probe/anyone/')).statusCode).toBe(200);
    const practiceless = await createUser(server.db, { portal: 'dentist' });
    const dentist = await signedIn('dentist', practiceless.email, STRONG_PASSWORD);
    expect((await dentist.get('/api/probe/practice/')).statusCode).toBe(404);
  });

  it('refuses, when the app is built, a guard of another portal and a write guarded by a read permission', () => {
    expect(() => probe(apps.get('dentist')!, 'dentist', 'wrong-portal', guards.member)).toThrow(
      /admits member sessions, not the dentist app's/,
    );
    expect(() => probe(apps.get('admin')!, 'admin', 'read-write', guards.staff('members.read'), 'POST')).toThrow(
      /a write declares members.read, a permission that only reads/,
    );
  });
});
