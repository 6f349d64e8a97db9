// The job registry's runner on the real database (issue 25 item 5): a kind registered here, knowing nothing
// of purchases, is made once and run once by two runners at the same time, taken over after a runner dies
// mid-job, and given up after its retries with its error kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { manualClock } from '../clock.js';
import { createJobRunner, defineJobKind, enqueueJob, type JobKind } from './index.js';

type JobRow = { status: string; attempts: number; last_error: string | null; run_at: string };

describe('the job registry and its runner', () => {
  let server: TestServer;
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await server.db.execute<T>(query)).rows;
  const jobsOf = (kind: string) =>
    rows<JobRow & { key: string }>(
      sql`select key, status, attempts, last_error, run_at::text from jobs where kind = ${kind} order by key`,
    );

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('makes a job of a key once and runs it once, with two runners sweeping and working the same table at once', async () => {
    const clock = manualClock(new Date('2030-01-01T09:00:00Z'));
    const ran: { parcel: number; by: string }[] = [];
    const parcels = Array.from({ length: 12 }, (_, index) => index + 1);
    // Each runner's first job waits for the other's: both are at work at the same time, on the same table.
    const working = new Set<string>();
    let bothWorking!: () => void;
    const whenBothWorking = new Promise<void>((resolve) => (bothWorking = resolve));
    const kindFor = (by: string): JobKind<{ parcel: number }> =>
      defineJobKind({
        name: 'test_parcel',
        payload: z.object({ parcel: z.number() }),
        keyOf: (p) => `${p.parcel}`,
        retry: { maxAttempts: 3, backoffMs: () => 1_000 },
        async handle(p) {
          ran.push({ parcel: p.parcel, by });
          working.add(by);
          if (working.size === 2) bothWorking();
          await whenBothWorking;
        },
        // Every runner enqueues every parcel on every tick: the key keeps one job of each.
        async sweep({ db, now }) {
          for (const parcel of parcels) await enqueueJob(db, kindFor(by), { parcel }, now);
        },
      });
    const one = createJobRunner({ db: server.db, kinds: [kindFor('one')], clock, batchSize: 2 });
    const two = createJobRunner({ db: server.db, kinds: [kindFor('two')], clock, batchSize: 2 });
    expect(await Promise.all([one.tick(), two.tick()]).then(([a, b]) => a + b)).toBe(12);
    expect(await Promise.all([one.tick(), two.tick()])).toEqual([0, 0]);
    expect(ran.map((r) => r.parcel).toSorted((a, b) => a - b)).toEqual(parcels);
    expect(new Set(ran.map((r) => r.by))).toEqual(new Set(['one', 'two']));
    const stored = await jobsOf('test_parcel');
    expect(stored).toHaveLength(12);
    expect(stored.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    const kind = kindFor('one');
    expect(await enqueueJob(server.db, kind, { parcel: 3 }, clock())).toBe(false);
    expect(await enqueueJob(server.db, kind, { parcel: 13 }, clock())).toBe(true);
  });

  it('takes over a job whose runner died mid-job once its lease has run out, and the dead runner’s late word changes nothing', async () => {
    const clock = manualClock(new Date('2030-01-01T09:00:00Z'));
    const leaseMs = 60_000;
    const attempts: number[] = [];
    let started!: () => void;
    const whenStarted = new Promise<void>((resolve) => (started = resolve));
    let wake!: () => void;
    const zombie = new Promise<void>((resolve) => (wake = resolve));
    const kind: JobKind<{ letter: string }> = defineJobKind({
      name: 'test_letter',
      payload: z.object({ letter: z.string() }),
      keyOf: (p) => p.letter,
      retry: { maxAttempts: 3, backoffMs: () => 1_000 },
      async handle(_p, run) {
        attempts.push(run.attempt);
        if (run.attempt > 1) return;
        // The first runner stops here, as a process that crashed would: it never says how the job went...
        started();
        await zombie;
        // ...until, in this test, it wakes long after its lease and reports a failure.
        throw new Error('a runner that lost its lease');
      },
    });
    await enqueueJob(server.db, kind, { letter: 'a' }, clock());
    const dying = createJobRunner({ db: server.db, kinds: [kind], clock, leaseMs });
    const dead = dying.drain();
    await whenStarted;
    const heir = createJobRunner({ db: server.db, kinds: [kind], clock, leaseMs });
    expect(await heir.drain()).toBe(0);
    expect(await jobsOf('test_letter')).toEqual([expect.objectContaining({ status: 'running', attempts: 1 })]);
    clock.advance(leaseMs + 1);
    expect(await heir.drain()).toBe(1);
    expect(attempts).toEqual([1, 2]);
    expect(await jobsOf('test_letter')).toEqual([expect.objectContaining({ status: 'done', attempts: 2 })]);
    wake();
    await dead;
    expect(await jobsOf('test_letter')).toEqual([
      expect.objectContaining({ status: 'done', attempts: 2, last_error: null }),
    ]);
  });

  it('retries a failing job after its backoff and gives it up after its retries, its last error kept', async () => {
    const start = new Date('2030-01-01T09:00:00Z');
    const clock = manualClock(start);
    let runs = 0;
    const kind = defineJobKind({
      name: 'test_refusal',
      payload: z.object({ account: z.number() }),
      keyOf: (p) => `${p.account}`,
      retry: { maxAttempts: 3, backoffMs: (attempts) => attempts * 10_000 },
      async handle() {
        runs += 1;
        throw new Error(`the bank refused, run ${runs}`);
      },
    });
    const runner = createJobRunner({ db: server.db, kinds: [kind], clock });
    await enqueueJob(server.db, kind, { account: 7 }, clock());
    const at = (ms: number) => new Date(start.getTime() + ms).toISOString();
    const runAtOf = async () => new Date((await jobsOf('test_refusal'))[0]?.run_at ?? 0).toISOString();

    expect(await runner.drain()).toBe(1);
    expect(await jobsOf('test_refusal')).toEqual([
      expect.objectContaining({ status: 'queued', attempts: 1, last_error: 'the bank refused, run 1' }),
    ]);
    expect(await runAtOf()).toBe(at(10_000));
    clock.advance(9_999);
    expect(await runner.drain()).toBe(0);
    clock.advance(1);
    expect(await runner.drain()).toBe(1);
    expect(await runAtOf()).toBe(at(10_000 + 20_000));
    clock.advance(20_000);
    expect(await runner.drain()).toBe(1);
    expect(await jobsOf('test_refusal')).toEqual([
      expect.objectContaining({ status: 'dead', attempts: 3, last_error: 'the bank refused, run 3' }),
    ]);
    clock.advance(24 * 3_600_000);
    expect(await runner.tick()).toBe(0);
    expect(runs).toBe(3);
  });

  it('claims only the kinds it runs: a job of a kind no runner registers waits', async () => {
    const clock = manualClock(new Date('2030-01-01T09:00:00Z'));
    const known = defineJobKind({
      name: 'test_known',
      payload: z.object({ n: z.number() }),
      keyOf: (p) => `${p.n}`,
      retry: { maxAttempts: 1, backoffMs: () => 0 },
      handle: async () => undefined,
    });
    const other = { ...known, name: 'test_unregistered' };
    await enqueueJob(server.db, other, { n: 1 }, clock());
    expect(await createJobRunner({ db: server.db, kinds: [known], clock }).drain()).toBe(0);
    expect(await jobsOf('test_unregistered')).toEqual([expect.objectContaining({ status: 'queued', attempts: 0 })]);
    expect(() => createJobRunner({ db: server.db, kinds: [known, known], clock })).toThrow(/registered twice/);
  });
});
