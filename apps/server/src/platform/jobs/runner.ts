// The one durable job runner (decision 0041): it runs every registered kind. Each tick runs the kinds'
// sweeps (enqueueing what is due, idempotently) and works through due jobs in batches claimed with SKIP
// LOCKED; a failed job waits its kind's backoff and is given up after its kind's attempts, its error kept.
// The clock is injected so tests move time instead of waiting.
import type { Database } from '../../db/database.js';
import { safeErrorMessage } from '../../db/database-errors.js';
import type { Clock } from '../clock.js';
import type { AnyJobKind } from './job-kind.js';
import { jobQueueRepository, type ClaimedJob } from './job-queue.repository.js';

export interface JobRunnerOptions {
  db: Database;
  /** The registered kinds (start-job-runner.ts gathers them from the modules). */
  kinds: readonly AnyJobKind[];
  clock: Clock;
  /** Jobs claimed at a time. */
  batchSize?: number;
  /** How long a claimed job is this worker's before another may take it over. */
  leaseMs?: number;
  /** Pause between looks at the queue when started: a job enqueued by a request runs within about this. */
  pollMs?: number;
  /** Pause between sweeps when started (sweeps scan their tables; the queue itself is cheap to look at). */
  sweepMs?: number;
  /** Where a failed job is reported (never card data: jobs carry ids only). */
  onError?: (job: ClaimedJob, error: unknown) => void;
  /** Where a failed tick is reported (the database down): the runner keeps polling and catches up when it is back. */
  onTickError?: (error: unknown) => void;
}

export interface JobRunner {
  /** Runs every sweep and then due jobs until none is left; answers how many ran. */
  tick(): Promise<number>;
  /** Runs due jobs without sweeping (a second worker beside one that sweeps; tests that want a request's jobs done). */
  drain(): Promise<number>;
  start(): void;
  /** Stops after the job in hand; resolves when the runner is idle. */
  stop(): Promise<void>;
}

/** The runners started in this process, which wakeJobRunners and settleJobRunners reach. */
const started = new Set<{ wake(): void; settle(): Promise<void> }>();

/**
 * Tells this process's started runners to look at the queue now, not at their next poll: call it after the
 * transaction that enqueued a job has committed (a mail a person waits for).
 */
export function wakeJobRunners(): void {
  for (const runner of started) runner.wake();
}

/** Waits until this process's started runners have no due job left (tests, where they waited for background tasks). */
export async function settleJobRunners(): Promise<void> {
  for (const runner of started) await runner.settle();
}

const KIND_NAME = /^[a-z][a-z0-9_]*$/;

/** The kinds by name; a name that is not a plain identifier, or registered twice, is a programming error. */
function registryOf(kinds: readonly AnyJobKind[]): Map<string, AnyJobKind> {
  const byName = new Map<string, AnyJobKind>();
  for (const kind of kinds) {
    if (!KIND_NAME.test(kind.name)) throw new Error(`job kind name must be a plain identifier: ${kind.name}`);
    if (byName.has(kind.name)) throw new Error(`job kind registered twice: ${kind.name}`);
    byName.set(kind.name, kind);
  }
  return byName;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, clock } = options;
  const kinds = registryOf(options.kinds);
  const names = [...kinds.keys()];
  const forgetPayloadOf = names.filter((name) => kinds.get(name)?.forgetPayloadWhenDone);
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const sweepMs = Math.max(options.sweepMs ?? 60_000, pollMs);
  const queue = jobQueueRepository(db);
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let lastSweep = 0;
  let again = false;

  async function run(job: ClaimedJob): Promise<void> {
    // Claimed only among registered names, so the kind is there.
    const kind = kinds.get(job.kind) as AnyJobKind;
    const payload = kind.payload.parse(job.payload);
    await kind.handle(payload, { now: clock(), jobId: job.id, attempt: job.attempts });
  }

  async function fail(job: ClaimedJob, error: unknown): Promise<void> {
    options.onError?.(job, error);
    const kind = kinds.get(job.kind) as AnyJobKind;
    const now = clock();
    const retryAt =
      job.attempts >= kind.retry.maxAttempts ? null : new Date(now.getTime() + kind.retry.backoffMs(job.attempts));
    // Stored with the job: a database error by its code, never Drizzle's message with the statement's values.
    await queue.failed(job, { retryAt, error: safeErrorMessage(error), now });
  }

  async function drain(): Promise<number> {
    let ran = 0;
    while (!stopping) {
      const claimed = await queue.claim(names, clock(), batchSize, leaseMs);
      if (claimed.length === 0) break;
      // Done is written once per batch; a job of a batch cut short runs again, which its idempotence allows.
      const done: ClaimedJob[] = [];
      for (const job of claimed) {
        try {
          await run(job);
          done.push(job);
        } catch (error) {
          await fail(job, error);
        }
        ran += 1;
      }
      await queue.done(done, clock(), forgetPayloadOf);
    }
    return ran;
  }

  async function sweep(): Promise<void> {
    const now = clock();
    for (const kind of kinds.values()) await kind.sweep?.({ now, db });
  }

  async function tick(): Promise<number> {
    await sweep();
    return drain();
  }

  /** A started runner's turn: sweep when a sweep is due, then work the queue. */
  async function turn(): Promise<number> {
    if (Date.now() - lastSweep >= sweepMs) {
      lastSweep = Date.now();
      await sweep();
    }
    return drain();
  }

  function turnNow(): void {
    timer = undefined;
    current = turn()
      .catch((error: unknown) => options.onTickError?.(error))
      .finally(() => {
        // Woken while it worked: the job that woke it may have committed after this turn's last claim.
        if (again && !stopping) {
          again = false;
          turnNow();
        } else schedule();
      });
  }

  function schedule(): void {
    if (stopping) return;
    timer = setTimeout(turnNow, pollMs);
    timer.unref();
  }

  const handle = {
    wake(): void {
      if (stopping) return;
      if (timer === undefined) {
        again = true;
        return;
      }
      clearTimeout(timer);
      timer = undefined;
      turnNow();
    },
    async settle(): Promise<void> {
      for (;;) {
        const seen = current;
        await seen;
        const ran = await drain();
        if (ran === 0 && current === seen) return;
      }
    },
  };

  return {
    tick,
    drain,
    start() {
      if (running) return;
      running = true;
      stopping = false;
      // The first turn waits one poll and the first sweep one sweep interval: a starting server answers
      // requests before catching up on what became due.
      lastSweep = Date.now();
      started.add(handle);
      schedule();
    },
    async stop() {
      stopping = true;
      started.delete(handle);
      if (timer) clearTimeout(timer);
      await current;
      running = false;
    },
  };
}
