// Issue 29 item 7: the authorization matrix (testing/authorization-matrix.ts) over every route of the contract,
// written to test-results/authorization-matrix.csv for CI to keep. Planted disagreements prove it can fail.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTALS, guards, type Portal } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { ClientAt } from '../modules/auth/auth.test-support.js';
import { passSecondStep } from '../modules/auth/mfa/mfa.test-support.js';
import { DEMO_EMAILS, DEMO_MFA_EMAILS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/demo-accounts.js';
import { listedRoutes } from './route-listing.js';
import {
  MATRIX_ROLES,
  callMatrix,
  expectedAnswer,
  matrixCsv,
  type MatrixCell,
  type MatrixRole,
} from '../testing/authorization-matrix.js';

/** The demo user of each signed-in role. */
const EMAIL_OF: Record<Exclude<MatrixRole, 'anonymous'>, string> = {
  member: DEMO_EMAILS.member,
  owner: DEMO_EMAILS.dentist,
  front_desk: DEMO_EMAILS.frontDesk,
  company_admin: DEMO_EMAILS.employer,
  super_admin: DEMO_EMAILS.admin,
  support: DEMO_EMAILS.staffSupport,
  operations: DEMO_EMAILS.staffOperations,
  finance: DEMO_EMAILS.staffFinance,
};

describe('the authorization matrix: every route, every role, the answer its guard gives', () => {
  let server: TestServer;
  const apps = {} as Record<Portal, FastifyInstance>;
  const clients = {} as Record<Portal, Record<MatrixRole, ClientAt>>;
  let cells: MatrixCell[] = [];
  let plantedCells: MatrixCell[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    for (const portal of PORTALS) apps[portal] = portal === 'member' ? server.app : await server.appFor(portal);
    // Each signed-in role's session, made on its own portal's app.
    const sessions = {} as Record<MatrixRole, ClientAt>;
    for (const role of Object.keys(MATRIX_ROLES) as MatrixRole[]) {
      const portal = MATRIX_ROLES[role];
      const client = new ClientAt(apps[portal ?? 'member']);
      if (portal !== null) {
        const email = EMAIL_OF[role as Exclude<MatrixRole, 'anonymous'>];
        const signIn = await client.signIn(portal, email, DEMO_PASSWORD);
        expect(signIn.statusCode, `${role}: ${signIn.body}`).toBe(200);
        if (DEMO_MFA_EMAILS.includes(email)) {
          const second = await passSecondStep(client, DEMO_TOTP_SECRET, new Date());
          expect(second.statusCode, second.body).toBe(200);
        }
      }
      sessions[role] = client;
    }
    // On every portal's app, each role's client carries its own session's cookies.
    for (const portal of PORTALS) {
      clients[portal] = {} as Record<MatrixRole, ClientAt>;
      for (const role of Object.keys(MATRIX_ROLES) as MatrixRole[]) {
        const own = sessions[role];
        const client = MATRIX_ROLES[role] === portal ? own : new ClientAt(apps[portal], own.ip);
        if (client !== own) for (const [name, value] of own.cookies) client.cookies.set(name, value);
        // As a browser opening this portal's page: its start-up call sets the XSRF token this origin binds.
        if (client !== own || !client.cookies.has('XSRF-TOKEN')) await client.hello(portal);
        clients[portal][role] = client;
      }
    }
    // Planted first (the matrix ends with the sessions' sign-out): the owner-only staff list declared open to
    // the front desk, which its guard refuses.
    const staffList = listedRoutes().find((route) => route.name === 'dentist.practiceStaff');
    if (!staffList) throw new Error('dentist.practiceStaff is not listed');
    plantedCells = await callMatrix([{ ...staffList, guard: guards.practice('owner', 'front_desk') }], clients, []);
    cells = await callMatrix(listedRoutes(), clients, ['shared.logout']);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(join('test-results', 'authorization-matrix.csv'), matrixCsv(cells));
  }, 300_000);
  afterAll(() => server.close());

  it('calls every route of the contract as every role, on each app that serves it', () => {
    const routes = new Set(cells.map((cell) => cell.route));
    expect(routes).toEqual(new Set(listedRoutes().map((route) => route.name)));
    expect(new Set(cells.map((cell) => cell.role))).toEqual(new Set(Object.keys(MATRIX_ROLES)));
    expect(cells.length).toBeGreaterThan(1_000);
  });

  it('gives every cell the answer its guard gives', () => {
    const disagreements = cells
      .filter((cell) => !cell.agrees)
      .map((c) => `${c.route} on ${c.portal} as ${c.role}: ${c.status}, the guard says ${c.expected}`);
    expect(disagreements).toEqual([]);
  });

  it('reports a route whose answers and guard disagree (planted: the owner-only staff list declared open to the front desk)', () => {
    expect(plantedCells.filter((cell) => !cell.agrees).map((cell) => `${cell.role}: ${cell.status}`)).toEqual([
      'front_desk: 404',
    ]);
  });

  it('reads each answer from the guard (planted: a guard and a role that disagree)', () => {
    expect(expectedAnswer(guards.practice('owner'), 'front_desk', 'dentist')).toBe(404);
    expect(expectedAnswer(guards.practice('owner', 'front_desk'), 'front_desk', 'dentist')).toBe('admitted');
    expect(expectedAnswer(guards.practice('owner'), 'member', 'dentist')).toBe(401);
    expect(expectedAnswer(guards.staff('refunds.create'), 'support', 'admin')).toBe(403);
    expect(expectedAnswer(guards.staff('members.read'), 'support', 'admin')).toBe('admitted');
    expect(expectedAnswer(guards.employer('company_admin'), 'anonymous', 'employer')).toBe(401);
  });
});
