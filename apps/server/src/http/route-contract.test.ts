// STYLE "one contract, used on both sides": every route each portal's app registers (Fastify's onRoute hook,
// app.routeTable) is compared with the contract of packages/domain, guards and schemas included (decisions 0022, 0023).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTRACT, PORTALS, STRIPE_WEBHOOK_PATH, describeGuard, guards, type Portal } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { contractRoutes, routeContractMismatches, type ContractRoute } from '../testing/route-contract.js';
import type { RegisteredRoute } from './route-table.js';
import { contractRoute, fileRoute } from './contract-route.js';
import { uploadRoute } from './upload-route.js';

/** Routes that are not calls of the API contract, and why each stays outside it. Keep it short. */
const NOT_API_CALLS: readonly { url: RegExp; why: string }[] = [
  // The OpenAPI page, its assets and the document (@fastify/swagger-ui), generated from the routes themselves; not in prod.
  { url: /^\/api\/docs(?:\/|$)/, why: 'OpenAPI page' },
  // The development mail catcher's page and list (member app, DEV_MAIL; never prod): for people, not the portals.
  { url: /^\/dev\/mail(?:\/|$)/, why: 'dev mail page' },
  // A browser's own business date (every app, DEV_CLOCK, decision 0062; never prod): for people and the browser tests.
  { url: /^\/api\/dev\/clock\/$/, why: 'dev clock' },
  // Called by Stripe's servers with Stripe's own event body, proven by its signature; no portal calls it.
  { url: new RegExp(`^${STRIPE_WEBHOOK_PATH}$`), why: 'Stripe webhook' },
];

describe('registered routes and the API contract', () => {
  let server: TestServer;
  let dist: string;
  const apps = new Map<Portal, FastifyInstance>();
  const contract = contractRoutes();

  /** Not an API call: an allow-listed route, or a file of the built portal (@fastify/static, one route a file). */
  const notApiCall = (route: RegisteredRoute) =>
    NOT_API_CALLS.some((entry) => entry.url.test(route.url)) || isPortalFile(route);
  const isPortalFile = (route: RegisteredRoute) =>
    route.method === 'GET' && !route.url.startsWith('/api/') && existsSync(join(dist, route.url));

  beforeAll(async () => {
    // A built portal, the mail page and the dev clock, so the app registers every route it can have outside prod.
    dist = mkdtempSync(join(tmpdir(), 'route-contract-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};');
    server = await createTestServer({ env: { DEV_MAIL: 'true', DEV_CLOCK: 'true' }, portalDistDir: dist });
    apps.set('member', server.app);
    for (const portal of PORTALS) if (portal !== 'member') apps.set(portal, await server.appFor(portal));
    for (const app of apps.values()) await app.ready();
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const appOf = (portal: Portal) => apps.get(portal) as FastifyInstance;

  it.each(PORTALS)(
    'the %s app registers its own calls and the shared ones, each with its entry’s schemas, and nothing else',
    (portal) => {
      expect(routeContractMismatches(portal, appOf(portal).routeTable, contract, notApiCall)).toEqual([]);
    },
  );

  it('has one contract entry per method and path (the comparison looks entries up by them)', () => {
    const keys = contract.map((entry) => `${entry.method} ${entry.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('each allow-list entry and the portal files stand for routes an app really registers (no stale exemptions)', () => {
    const all = [...apps.values()].flatMap((app) => app.routeTable);
    for (const entry of NOT_API_CALLS)
      expect(
        all.some((route) => entry.url.test(route.url)),
        entry.why,
      ).toBe(true);
    expect(all.some(isPortalFile)).toBe(true);
    // An API route is never let through as a portal file.
    expect(all.filter((route) => route.url.startsWith('/api/') && isPortalFile(route))).toEqual([]);
  });

  it('cannot register a route without an entry: the name must be a call of the contract (a type error, and refused at run time)', () => {
    const app = appOf('member');
    // @ts-expect-error 'member.planted' is not a CallName: without an entry, contractRoute does not compile.
    expect(() => contractRoute(app, 'member.planted', { summary: 'planted' }, async () => ({ data: {} }))).toThrow(
      'member.planted is not a call of the contract',
    );
    expect(() =>
      // @ts-expect-error nor is a file download without its FILES entry.
      fileRoute(app, 'member.plantedFile', { summary: 'planted' }, async (_request, _ctx, reply) => reply),
    ).toThrow('member.plantedFile is not a file of the contract');
    expect(() =>
      // @ts-expect-error nor is an upload without its UPLOADS entry (decision 0052).
      uploadRoute(app, 'member.plantedUpload', { summary: 'planted' }, async () => ({ data: {} })),
    ).toThrow('member.plantedUpload is not an upload of the contract');
  });

  it('compares uploads too: the employer app registers employer.censusCheck with its guard and schemas', () => {
    const census = contract.find((entry) => entry.name === 'employer.censusCheck');
    expect(census).toMatchObject({ method: 'POST', url: '/api/employer/v1/census/check/', portal: 'employer' });
    const others = appOf('employer').routeTable.filter((route) => route.url !== census?.url);
    expect(routeContractMismatches('employer', others, contract, notApiCall)).toEqual([
      'POST /api/employer/v1/census/check/: employer.censusCheck has no route on the employer app',
    ]);
  });

  describe('the comparison, on the real routes and contract with one thing planted', () => {
    const planted: RegisteredRoute = { method: 'GET', url: '/api/member/v4/planted/', schema: undefined };

    it('finds a route added without an entry', () => {
      const routes = [...appOf('member').routeTable, planted];
      expect(routeContractMismatches('member', routes, contract, notApiCall)).toEqual([
        'GET /api/member/v4/planted/: a route with no contract entry',
      ]);
    });

    it('finds an entry added without a route, on its own portal, and a shared one on every portal', () => {
      const entry: ContractRoute = {
        name: 'planted',
        method: 'GET',
        url: planted.url,
        portal: 'member',
        guard: guards.member,
        response: z.object({}),
      };
      expect(routeContractMismatches('member', appOf('member').routeTable, [...contract, entry], notApiCall)).toEqual([
        'GET /api/member/v4/planted/: planted has no route on the member app',
      ]);
      expect(routeContractMismatches('admin', appOf('admin').routeTable, [...contract, entry], notApiCall)).toEqual([]);
      const shared: ContractRoute = { ...entry, url: '/api/planted/', portal: 'shared' };
      expect(routeContractMismatches('admin', appOf('admin').routeTable, [...contract, shared], notApiCall)).toEqual([
        'GET /api/planted/: planted has no route on the admin app',
      ]);
    });

    it("finds a member call registered on another portal's app", () => {
      const userRoute = appOf('member').routeTable.find(
        (route) => route.method === 'GET' && route.url === '/api/member/v4/user/',
      );
      expect(userRoute).toBeDefined();
      const routes = [...appOf('dentist').routeTable, userRoute as RegisteredRoute];
      expect(routeContractMismatches('dentist', routes, contract, notApiCall)).toEqual([
        'GET /api/member/v4/user/: member.getMemberUser is a member call, registered on the dentist app',
      ]);
    });

    it("finds a route validating with a schema other than its entry's, even an equal copy", () => {
      const routes = appOf('member').routeTable.map((route) =>
        route.method === 'PATCH' && route.url === '/api/member/v4/user/'
          ? { ...route, schema: { ...route.schema, body: CONTRACT.member.updateMemberUser.body.clone() } }
          : route.method === 'GET' && route.url === '/api/member/v4/benefit/'
            ? { ...route, schema: { ...route.schema, response: { 200: CONTRACT.member.benefit.response.clone() } } }
            : route,
      );
      expect(routeContractMismatches('member', routes, contract, notApiCall)).toEqual([
        "PATCH /api/member/v4/user/: its body schema is not member.updateMemberUser's",
        "GET /api/member/v4/benefit/: its success response schema is not member.benefit's",
      ]);
    });

    it("finds a route registered with a guard other than its entry's", () => {
      const routes = appOf('member').routeTable.map((route) =>
        route.method === 'GET' && route.url === '/api/member/v4/benefit/'
          ? { ...route, schema: { ...route.schema, 'x-guard': describeGuard(guards.public) } }
          : route,
      );
      expect(routeContractMismatches('member', routes, contract, notApiCall)).toEqual([
        "GET /api/member/v4/benefit/: it is not registered with member.benefit's guard",
      ]);
    });
  });
});
