// The authorization harness (issue 25 item 3, decision 0040): every staff route, called as a demo user of every
// staff role, admits exactly the roles STAFF_PERMISSIONS gives the permission its entry declares; planted
// routes prove the comparison reports a route that admits or refuses otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAFF_ROLES, guards, staffMeResponseSchema, type Guard, type StaffRole } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { authorizationMismatches, staffRoutes, type StaffRoute } from '../testing/staff-authorization.js';
import { ClientAt, STRONG_PASSWORD, createUser } from '../modules/auth/auth.test-support.js';
import { passSecondStep } from '../modules/auth/mfa/mfa.test-support.js';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_TOTP_SECRET } from '../seed/demo-accounts.js';
import { seedDemoMfa } from '../seed/seed-demo-mfa.js';
import { entryRoute } from './contract-route.js';
import { ForbiddenError } from './errors.js';

const plantedResponse = z.object({ data: z.object({ ok: z.boolean() }) });

/** A planted route at /api/admin/v1/planted/<name>/ of the admin app, as a listed route with `declared` as its guard. */
function planted(app: FastifyInstance, name: string, registered: Guard, declared: Guard, refuse?: StaffRole) {
  const entry = {
    method: 'GET' as const,
    path: `api/admin/v1/planted/${name}/`,
    guard: registered,
    response: plantedResponse,
  };
  entryRoute(app, { group: 'admin', name, entry }, { summary: 'planted' }, async (_request, caller) => {
    // A handler that refuses a role itself: exactly what the harness must catch (handlers never check roles).
    if (refuse !== undefined && caller.actor.staffRole === refuse) throw new ForbiddenError();
    return { data: { ok: true } };
  });
  return {
    name: `admin.${name}`,
    method: 'GET',
    url: `/${entry.path}`,
    portal: 'admin',
    guard: declared,
    ids: [],
    reads: 'primary',
  } as StaffRoute;
}

describe('staff permissions: every staff route as every role, against the table (decision 0040)', () => {
  let server: TestServer;
  let admin: FastifyInstance;
  const clients = {} as Record<StaffRole, ClientAt>;
  let declaredOtherwise: StaffRoute;
  let handlerRefuses: StaffRoute;

  async function signedIn(email: string, password: string): Promise<ClientAt> {
    const client = new ClientAt(admin);
    const signIn = await client.signIn('admin', email, password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const second = await passSecondStep(client, DEMO_TOTP_SECRET, new Date());
    expect(second.statusCode, second.body).toBe(200);
    return client;
  }

  beforeAll(async () => {
    server = await createTestServer();
    admin = await server.appFor('admin');
    // Registered as members.read, declared as refunds.create: the route and the table disagree.
    declaredOtherwise = planted(admin, 'declared', guards.staff('members.read'), guards.staff('refunds.create'));
    handlerRefuses = planted(admin, 'refuses', guards.staff('members.read'), guards.staff('members.read'), 'finance');
    for (const [email, role] of Object.entries(DEMO_ROLES.staff)) clients[role] = await signedIn(email, DEMO_PASSWORD);
  });
  afterAll(() => server.close());

  it('covers every staff route of the contract, with a demo user of every role', () => {
    expect(staffRoutes().map((route) => route.name)).toContain('admin.staffMe');
    expect(Object.keys(clients).sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('each staff route admits the roles its permission names and refuses the others with 403', async () => {
    expect(await authorizationMismatches(staffRoutes(), clients)).toEqual([]);
  });

  it('reports a route whose declared permission and the table disagree (planted)', async () => {
    expect(await authorizationMismatches([declaredOtherwise], clients)).toEqual([
      'admin.declared as support: admitted (200), but refunds.create refuses support',
      'admin.declared as operations: admitted (200), but refunds.create refuses operations',
    ]);
  });

  it('reports a route that refuses a role the table admits (planted: its handler checks the role)', async () => {
    expect(await authorizationMismatches([handlerRefuses], clients)).toEqual([
      'admin.refuses as finance: refused (403), but members.read admits finance',
    ]);
  });

  it('a refused role gets the spec §8 403 message; an admin account with no staff role gets 404', async () => {
    expect((await clients.support.get('/api/admin/v1/planted/refuses/')).statusCode).toBe(200);
    const forbidden = await clients.finance.get('/api/admin/v1/planted/refuses/');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ errors: 'You do not have permission to perform this action.' });
    const staffless = await createUser(server.db, { portal: 'admin' });
    await seedDemoMfa(server.db, [staffless.email]);
    const nobody = await signedIn(staffless.email, STRONG_PASSWORD);
    expect((await nobody.get('/api/admin/v1/me/')).statusCode).toBe(404);
  });

  it('admin.staffMe: the staff user, their role and what it may do', async () => {
    const support = staffMeResponseSchema.parse((await clients.support.get('/api/admin/v1/me/')).json()).data;
    expect(support).toMatchObject({ email: 'staff-support@example.com', role: 'support' });
    expect(support.permissions).toEqual([
      'me.read',
      'members.read',
      'practices.read',
      'employers.read',
      'plans.read',
      'payments.read',
      'system.read',
    ]);
    const finance = staffMeResponseSchema.parse((await clients.finance.get('/api/admin/v1/me/')).json()).data;
    expect(finance.permissions).toEqual(expect.arrayContaining(['refunds.create', 'reimbursements.decide']));
    expect(finance.permissions).not.toContain('members.write');
  });
});
