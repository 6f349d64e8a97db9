// Issue 29 item 2: a call reads from the replica because its contract entry says so (Endpoint.reads), and no
// other call does. The apps get a `reads` database of their own that records its statements (the same data as
// the primary: here it stands in for the replica), and each call is asked once; a call declared 'replica' that
// this test does not ask makes it fail, so a new declaration comes with its case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from '../db/schema/index.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import type { TestClient } from '../testing/test-client.js';
import { DEMO_EMAILS, memberByEmail, signedIn } from '../modules/member/member.test-support.js';
import { dentistClient } from '../modules/dentist/patients/dentist-practice.test-support.js';
import { listedRoutes } from './route-listing.js';

const replicaStatements: string[] = [];

/** A second Drizzle over the primary's own connections whose statements are counted as the replica's. */
function recordedReads(handle: DatabaseHandle): Database {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const logger = { logQuery: (query: string) => void replicaStatements.push(query) };
  return handle.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger });
}

describe('reads from the replica, by the contract entry (issue 29 item 2)', () => {
  let server: TestServer;
  let member: TestClient;
  let desk: TestClient;
  let patientId: number;
  let practiceId: number;
  const asked = new Set<string>();

  beforeAll(async () => {
    server = await createTestServer({ readsFrom: recordedReads });
    member = await signedIn(server.app, DEMO_EMAILS.member);
    patientId = (await memberByEmail(server.db, DEMO_EMAILS.member)).patientId;
    desk = await dentistClient({ ...server, app: await server.appFor('dentist') }, DEMO_EMAILS.frontDesk);
    practiceId = (await server.db.execute<{ id: number }>(sql`select id from practices order by id limit 1`)).rows[0]!
      .id;
  });
  afterAll(() => server.close());

  /** Asks a call and answers how many statements it ran on the replica's reads. */
  const replicaReadsOf = async (name: string, client: TestClient, url: string): Promise<number> => {
    asked.add(name);
    const before = replicaStatements.length;
    const response = await client.get(url);
    expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    return replicaStatements.length - before;
  };

  it('reads the search, a practice, price check and the visits report and its CSV from the replica', async () => {
    const search = '?zip=10001&radius=25';
    expect(await replicaReadsOf('member.dentistSearch', member, `/api/member/v4/dentist-search/${search}`)).toBe(1);
    expect(
      await replicaReadsOf('member.publicDentistSearch', member, `/api/public/v4/dentist-search/${search}`),
    ).toBeGreaterThan(0);
    expect(
      await replicaReadsOf('member.practiceDetails', member, `/api/member/v4/practices/${practiceId}/`),
    ).toBeGreaterThan(0);
    expect(
      await replicaReadsOf(
        'member.priceCheck',
        member,
        `/api/member/v4/price-check/?codes=D1110&patient_id=${patientId}&zip=10001`,
      ),
    ).toBeGreaterThan(0);
    const year = '?date_from=2020-01-01&date_to=2030-12-31';
    expect(
      await replicaReadsOf('dentist.visitsReport', desk, `/api/dentist/v1/reports/visits/${year}`),
    ).toBeGreaterThan(0);
    expect(
      await replicaReadsOf('dentist.visitsReportCsv', desk, `/api/dentist/v1/reports/visits.csv${year}`),
    ).toBeGreaterThan(0);
  });

  it('reads what a person just wrote from the primary: the member home, receipts, the dentist dashboard', async () => {
    expect(await replicaReadsOf('member.benefit', member, '/api/member/v4/benefit/')).toBe(0);
    expect(await replicaReadsOf('member.transactions', member, '/api/member/v4/transactions/')).toBe(0);
    expect(await replicaReadsOf('dentist.dashboard', desk, '/api/dentist/v1/dashboard/')).toBe(0);
  });

  it('has asked every call whose entry declares replica reads', () => {
    const declared = listedRoutes()
      .filter((route) => route.reads === 'replica')
      .map((route) => route.name);
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((name) => !asked.has(name))).toEqual([]);
  });
});
