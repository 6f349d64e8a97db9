// Issue 15 item 5: a schema-driven fuzz of every route of every portal. The routes are the ones Fastify
// registered (app.routeTable, not a hand list); each case is drawn from the route's own zod request schemas,
// mixing values of the right shape with hostile ones (testing/fuzz/), sent signed in as the portal's demo user
// (with a valid XSRF token, so cases reach the handlers) or signed out. Every answer must be below 500, carry no
// stack or internal detail, and a refused one (4xx) must have changed nothing.
// Run by http/request-fuzz-*.test.ts (a file per portal, the member's in two halves: files run at once).
// Replay: FUZZ_SEED=<the seed printed> npx vitest run --project server src/http/request-fuzz-member-1.test.ts -t '<route>'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Portal } from '@dental/domain';
import { sql } from 'drizzle-orm';
import { createTestServer } from '../test-server.js';
import { TestClient } from '../test-client.js';
import { routeCases, type FuzzCase } from './request-cases.js';
import { watchChanges } from './change-watch.js';
import { DEMO_EMAILS, DEMO_MFA_EMAILS, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { DEMO_TOTP_SECRET } from '../../seed/seed-demo-mfa.js';
import { passSecondStep } from '../../modules/auth/mfa/mfa.test-support.js';
import { authCookieNames } from '../../modules/auth/index.js';
import type { RegisteredRoute } from '../../http/route-table.js';
import { settleAllBackgroundTasks } from '../../platform/background-tasks.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** Cases per route (issue 15: "a few hundred cases per route, seeded"). Every route runs all of them. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** An optional time cap per route for a quick local look (FUZZ_ROUTE_MS); unset, as in `npm test`, none. */
const ROUTE_MS = process.env.FUZZ_ROUTE_MS === undefined ? undefined : Number(process.env.FUZZ_ROUTE_MS);

/** What no answer may show: stack frames, source paths, SQL and driver errors, validator internals. */
const INTERNAL_DETAIL: readonly RegExp[] = [
  /\bat (?:async )?[\w$.<>]+ \([^)]*:\d+:\d+\)|\bat (?:file:\/)?\/[^\s]+:\d+:\d+/,
  /node_modules/,
  /\/work\/|\/home\/|\/tmp\//,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /"stack"\s*:/,
  /syntax error at or near/i,
  /violates [a-z ]*constraint/i,
  /relation "[^"]+" does not exist/i,
  /invalid input syntax for/i,
  /invalid byte sequence/i,
  /out of range for type/i,
  /duplicate key value/i,
  /SQLSTATE|PGlite|drizzle|pg-protocol/i,
  /\bZodError\b|"code"\s*:\s*"invalid_(?:type|format)"/,
  /FST_ERR|TypeError|ReferenceError|RangeError|Cannot read propert/,
];

/** Where the fuzz's own sign-ins come from (cases come from other addresses, request-cases.ts). */
const SESSION_ADDRESS = '10.255.255.1';

const DEMO_USER: Record<Portal, string> = {
  member: DEMO_EMAILS.member,
  dentist: DEMO_EMAILS.dentist,
  employer: DEMO_EMAILS.employer,
  admin: DEMO_EMAILS.admin,
};

function describeCase(route: RegisteredRoute, fuzzCase: FuzzCase, response: LightMyRequestResponse): string {
  const body = fuzzCase.body === undefined ? '' : ` body ${fuzzCase.body.slice(0, 300)}`;
  return `${route.method} ${fuzzCase.url.slice(0, 300)}${body} (${fuzzCase.signedIn ? 'signed in' : 'signed out'}) -> ${response.statusCode} ${response.body.slice(0, 300)}`;
}

/**
 * Fuzzes every route of these portals' apps (one database for them all). Call at a test file's top level.
 * `share` takes every `of`-th route from the `part`-th (0-based), so one portal's routes can be spread over test
 * files that run at the same time (decision 0064): the fuzz is the longest work of the server tests.
 */
export async function fuzzPortals(
  portals: readonly Portal[],
  share: { part: number; of: number } = { part: 0, of: 1 },
): Promise<void> {
  // Real time, moved on 30 s at each sign-in of a user with a second factor: a case that ends the session
  // (logout) makes the fuzz sign in again at once, and a TOTP step is taken only once (decision 0025).
  let clockOffsetMs = 0;
  const clock = () => new Date(Date.now() + clockOffsetMs);
  const server = await createTestServer({ portal: portals[0], auth: { clock } });
  const apps = new Map<Portal, FastifyInstance>([[portals[0] ?? 'member', server.app]]);
  for (const portal of portals.slice(1)) apps.set(portal, await server.appFor(portal));
  for (const app of apps.values()) await app.ready();
  afterAll(() => server.close());

  describe.each(portals)('%s portal: every registered route under random and hostile input', (portal) => {
    const app = apps.get(portal) as FastifyInstance;
    const routes = app.routeTable.filter((route) => route.method !== 'OPTIONS');
    const fuzzed = routes.filter((_route, index) => index % share.of === share.part);
    const access = authCookieNames(portal).access;
    let anonymous: TestClient;
    let session: TestClient | undefined;
    let watch: Awaited<ReturnType<typeof watchChanges>>;
    let idSamples: number[];

    async function signedIn(): Promise<TestClient> {
      if (session?.cookies.has(access)) return session;
      session = new TestClient(app);
      await session.hello(portal);
      // From an address no case uses: the cases' failed sign-ins must not throttle this one.
      let response = await session.post(
        '/api/token/',
        { email: DEMO_USER[portal], password: DEMO_PASSWORD, account_type: portal },
        { remoteAddress: SESSION_ADDRESS },
      );
      expect(response.statusCode, response.body).toBe(200);
      // Staff pass a second step (decision 0025) with the demo secret.
      if (DEMO_MFA_EMAILS.includes(DEMO_USER[portal])) {
        clockOffsetMs += 30_000;
        response = await passSecondStep(session, DEMO_TOTP_SECRET, clock(), { remoteAddress: SESSION_ADDRESS });
      }
      expect(response.statusCode, response.body).toBe(200);
      return session;
    }

    beforeAll(async () => {
      anonymous = new TestClient(app);
      await anonymous.hello(portal);
      await signedIn();
      watch = await watchChanges(server.db);
      const { rows } = await server.db.execute<{ id: number }>(
        // The demo member's own records: ids a signed-in case may really own.
        sql`select p.id from patients p join users u on u.id = p.user_id where u.email = ${DEMO_EMAILS.member} union all select 1 union all select 2147483647`,
      );
      idSamples = rows.map((row) => row.id);
    });

    it("registers the portal's API routes (the walk sees them; member calls on the member app only, decision 0020)", () => {
      expect(routes.some((route) => route.url === '/api/token/' && route.method === 'POST')).toBe(true);
      expect(routes.some((route) => route.url === '/api/member/v4/user/' && route.method === 'PATCH')).toBe(
        portal === 'member',
      );
    });

    it.each(fuzzed.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s',
      { timeout: 300_000 },
      async (_name, route) => {
        let runs = 0;
        await fc.assert(
          fc.asyncProperty(routeCases(route, idSamples), async (fuzzCase) => {
            runs += 1;
            const client = fuzzCase.signedIn ? await signedIn() : anonymous;
            server.statements.length = 0;
            const headers: Record<string, string> =
              fuzzCase.body === undefined ? {} : { 'content-type': 'application/json' };
            const response = await client.request(route.method as 'GET', fuzzCase.url, fuzzCase.body, {
              headers,
              remoteAddress: fuzzCase.remoteAddress,
            });
            // Mail and sign-up work a call leaves running after its answer belongs to that call.
            await settleAllBackgroundTasks();
            const what = describeCase(route, fuzzCase, response);
            expect(response.statusCode, what).toBeLessThan(500);
            const type = String(response.headers['content-type'] ?? '');
            if (response.statusCode >= 400 || type.includes('json')) {
              for (const pattern of INTERNAL_DETAIL)
                expect(response.body, `${what}: shows ${pattern}`).not.toMatch(pattern);
            }
            if (response.statusCode >= 400) {
              const changed = await watch.changed(watch.writtenTables(server.statements));
              expect(changed, `${what}: a refused request changed these tables`).toEqual([]);
            } else {
              await watch.remember(watch.writtenTables(server.statements));
            }
          }),
          {
            seed: SEED,
            numRuns: RUNS,
            endOnFailure: true,
            interruptAfterTimeLimit: ROUTE_MS,
            markInterruptAsFailure: false,
          },
        );
        if (ROUTE_MS === undefined) expect(runs, 'cases run').toBe(RUNS);
        else expect(runs, 'cases run before the time limit').toBeGreaterThanOrEqual(1);
      },
    );
  });
}
