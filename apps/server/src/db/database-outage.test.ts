// A lost, refused or frozen database (issue 15, item 3): on a PostgreSQL cluster of this test's own, stopped,
// paused with SIGSTOP and started again (testing/own-postgres.ts). The API answers 503 or 504 with the spec §8
// maintenance message within a few seconds, logs one short line without the statement's values (item 4),
// recovers without a restart, and neither the job runner, a transaction cut off mid-way nor the start-up
// crashes the process.
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MSG_INVALID_CREDENTIALS, MSG_MAINTENANCE } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { TestClient } from '../testing/test-client.js';
import { startOwnPostgres, type OwnPostgres } from '../testing/own-postgres.js';
import { BULK_TIMEOUTS, SERVING_TIMEOUTS, openDatabase } from './database.js';
import { databaseFailureOf } from './database-errors.js';
import { purchaseJobKinds } from '../modules/in-office-purchases/index.js';
import { createJobRunner } from '../platform/jobs/index.js';
import { offlineGateway } from '../payments/offline-gateway.js';
import { systemClock } from '../platform/clock.js';
import { parseEnv } from '../config/env.js';
import { startServer } from '../server.js';

const PERSON = {
  first_name: 'Zebulon',
  last_name: 'Quartermaine',
  date_of_birth: '1971-03-14',
  email: 'zebulon.q@example.net',
  password: 'Saffron-Kettle-93',
  zip: '78701',
};
/** How long any call may take while the database is stopped or frozen: the timeouts plus slack for a busy machine. */
const ANSWER_WITHIN_MS = (SERVING_TIMEOUTS.statementMs ?? 0) + 1_000 + 4_000;
/**
 * The frozen case: a call waits for a pool connection (connect timeout) and then for its statement (read
 * timeout), so twice the bound, with slack for a loaded 2-core CI run. A connection leaked by a transaction
 * whose `begin` timed out once ran the pool dry for good (database.ts, releaseWhenBeginFails).
 */
const FROZEN_ANSWER_WITHIN_MS = 2 * ANSWER_WITHIN_MS;

async function freePortRun(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let base = Number(process.env.TEST_SERVER_PORT ?? 21_000); base < 32_000; base += count) {
    const all = await Promise.all(Array.from({ length: count }, (_, i) => free(base + i)));
    if (all.every(Boolean)) return base;
  }
  throw new Error('no free ports for the server');
}

describe('the API when PostgreSQL is stopped, frozen or restarted (own cluster)', () => {
  let cluster: OwnPostgres;
  let url: string;
  let server: TestServer;
  let client: TestClient;
  const logLines: string[] = [];

  let calls = 0;
  /** A failed sign-in (it reads the users table), each from another address so the sign-in throttle stays out of it. */
  const signIn = () => {
    calls += 1;
    const headers = { 'x-forwarded-for': `10.9.${calls >> 8}.${calls & 255}` };
    return client.post(
      '/api/token/',
      { email: `nobody-here-${calls}@example.com`, password: 'Wrong-Password-1', account_type: 'member' },
      { headers },
    );
  };

  beforeAll(async () => {
    cluster = await startOwnPostgres();
    url = await cluster.createDatabase('outage');
    const setup = await openDatabase({ databaseUrl: url, timeouts: BULK_TIMEOUTS });
    await setup.migrate();
    await setup.close();
    server = await createTestServer({ databaseUrl: url, logLines, env: { TRUST_PROXY: 'true' } });
    server.app.get('/api/test/slow/', async () => {
      await server.db.execute(sql`select pg_sleep(30)`);
      return { data: 'unreachable' };
    });
    client = new TestClient(server.app);
    await client.hello();
  }, 120_000);
  beforeEach(() => cluster.ensureRunning());
  afterAll(async () => {
    cluster?.resume();
    await server?.close();
    await cluster?.destroy();
  });

  it('answers 503 with the maintenance message while the database is stopped, logs it by code only, and recovers when it is back', async () => {
    expect((await signIn()).json()).toEqual({ errors: MSG_INVALID_CREDENTIALS });
    await cluster.stop();
    logLines.length = 0;
    const started = Date.now();
    const down = await signIn();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ errors: MSG_MAINTENANCE });
    expect(down.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    // Sign-up answers the same whoever signs up and does the work after answering (signup.service.ts): its
    // failure reaches the log through the background task's error line, with the person's data in the statement.
    await client.post('/api/member/v4/signup/new-member/', PERSON);
    await vi.waitFor(() => expect(logLines.some((line) => line.includes('failed'))).toBe(true), {
      timeout: ANSWER_WITHIN_MS,
    });

    // One short line per failure, by code: no statement values, no stack (an outage once wrote 25 MB of log).
    const log = logLines.join('');
    for (const value of [
      PERSON.email,
      PERSON.first_name,
      PERSON.last_name,
      PERSON.date_of_birth,
      PERSON.password,
      '$argon2',
      'nobody-here',
      'params',
      'Failed query',
    ]) {
      expect(log).not.toContain(value);
    }
    const failures = logLines.filter((line) => /database unavailable|failed/.test(line));
    expect(failures.length).toBeGreaterThanOrEqual(2);
    for (const line of failures) {
      expect(line.length).toBeLessThan(600);
      expect(line).not.toContain('    at '); // no stack frames
    }

    await cluster.start();
    // Back without a restart of the API: the pool opens new connections on the next call.
    expect((await signIn()).json()).toEqual({ errors: MSG_INVALID_CREDENTIALS });
  }, 60_000);

  it('answers 503 while the database refuses connections (allow_connections off), and recovers when it accepts them', async () => {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    try {
      await admin.query('alter database outage allow_connections false');
      // The pool's open connections are ended (57P01); each new one is refused at connect (55000, FATAL).
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = 'outage'`);
      for (let i = 0; i < 3; i++) {
        const refused = await signIn();
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ errors: MSG_MAINTENANCE });
      }
    } finally {
      await admin.query('alter database outage allow_connections true');
      await admin.end();
    }
    expect((await signIn()).json()).toEqual({ errors: MSG_INVALID_CREDENTIALS });
  }, 60_000);

  it('cuts off a statement that runs too long: 504 with the maintenance message within a few seconds', async () => {
    const started = Date.now();
    const slow = await client.get('/api/test/slow/');
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toEqual({ errors: MSG_MAINTENANCE });
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    expect((await signIn()).statusCode).toBe(400);
  }, 60_000);

  it('answers every call within a few seconds while the database is frozen (SIGSTOP), and recovers when it resumes', async () => {
    // Warm the pool so that some calls run on connections that stay open to the frozen server.
    await Promise.all(Array.from({ length: 4 }, () => signIn()));
    cluster.pause();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn()));
    const elapsed = Date.now() - started;
    cluster.resume();
    for (const answer of answers) {
      expect([503, 504]).toContain(answer.statusCode);
      expect(answer.json()).toEqual({ errors: MSG_MAINTENANCE });
    }
    expect(elapsed).toBeLessThan(FROZEN_ANSWER_WITHIN_MS);
    // A connection that timed out may still be on its way back to the pool: the API answers again as soon as
    // the database does, within the timeouts.
    const deadline = Date.now() + FROZEN_ANSWER_WITHIN_MS;
    let status = 0;
    while (Date.now() < deadline && status !== 400) status = (await signIn()).statusCode;
    expect(status).toBe(400);
  }, 90_000);

  it('keeps the process up: a transaction whose connection the server ends, and the job runner, survive the outage', async () => {
    const runner = createJobRunner({
      db: server.db,
      kinds: purchaseJobKinds({ db: server.db, gateway: offlineGateway(server.db, systemClock) }),
      clock: systemClock,
    });
    await expect(runner.tick()).resolves.toBeGreaterThanOrEqual(0);
    let stopped!: () => void;
    const whenStopped = new Promise<void>((resolve) => (stopped = resolve));
    // The connection is checked out, between statements, when the server ends it: pg emits 'error' on the
    // client, which would crash the process without a listener (vitest fails on an unhandled error).
    const transaction = server.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await whenStopped;
      await tx.execute(sql`select 1`);
    });
    const settled = transaction.then(
      () => 'committed',
      (error: unknown) => databaseFailureOf(error)?.kind ?? 'other',
    );
    await cluster.stop();
    stopped();
    expect(await settled).toBe('unavailable');
    const failure = await runner.tick().then(
      () => undefined,
      (error: unknown) => databaseFailureOf(error),
    );
    expect(failure?.kind).toBe('unavailable');
    await cluster.start();
    await expect(runner.tick()).resolves.toBeGreaterThanOrEqual(0);
    await runner.stop();
  }, 60_000);

  it('waits for the database at start-up instead of crashing, and serves once it is up', async () => {
    await cluster.stop();
    const port = await freePortRun(4);
    const env = parseEnv({
      DATABASE_URL: url,
      PORT: String(port),
      INSTANCE: 'test',
      SEED_DEMO: 'false',
      JOB_RUNNER: 'false',
      LOG_LEVEL: 'silent',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    });
    const waits: string[] = [];
    const running = startServer(env, {
      log: (line) => {
        waits.push(line);
        if (waits.length === 1) void cluster.start();
      },
    });
    const started = await running;
    try {
      expect(waits[0]).toMatch(/^waiting for the database: database unavailable: (ECONNREFUSED|57P03)/);
      expect(waits.join('\n')).not.toContain('params');
      const hello = await fetch(`${started.urls.member.replace('localhost', '127.0.0.1')}/api/hello/`);
      expect(hello.status).toBe(200);
    } finally {
      await started.close();
    }
  }, 60_000);
});
