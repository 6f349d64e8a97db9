// The durable job runner: each tick enqueues what is due (idempotently) and works through due jobs in
// batches claimed with SKIP LOCKED. The clock is injected so tests move time instead of waiting.
import type { Database } from '../db/database.js';
import type { Clock } from '../platform/clock.js';
import { isoDay } from '../platform/dates.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { safeErrorMessage } from '../db/database-errors.js';
import { jobQueueRepository, type ClaimedJob } from './job-queue.repository.js';
import { purchaseJobs } from './purchase-jobs.js';

export interface JobRunnerOptions {
  db: Database;
  gateway: PaymentGateway;
  clock: Clock;
  /** Jobs claimed at a time. */
  batchSize?: number;
  /** How long a claimed job is this worker's before another may take it over. */
  leaseMs?: number;
  /** Pause between ticks when started. */
  pollMs?: number;
  /** Runs before it is given up ('dead'). */
  maxAttempts?: number;
  /** Where a failed job is reported (never card data: jobs carry ids only). */
  onError?: (job: ClaimedJob, error: unknown) => void;
  /** Where a failed tick is reported (the database down): the runner keeps polling and catches up when it is back. */
  onTickError?: (error: unknown) => void;
}

export interface JobRunner {
  /** Enqueues what is due and runs due jobs until none is left; answers how many ran. */
  tick(): Promise<number>;
  /** Runs due jobs without enqueueing (a second worker beside one that sweeps). */
  drain(): Promise<number>;
  start(): void;
  /** Stops after the job in hand; resolves when the runner is idle. */
  stop(): Promise<void>;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, gateway, clock } = options;
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const pollMs = options.pollMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const queue = jobQueueRepository(db);
  const jobs = purchaseJobs({ db, gateway });
  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  async function run(job: ClaimedJob): Promise<void> {
    const now = clock();
    const today = isoDay(now);
    const id = Number(job.payload.instalmentId ?? job.payload.purchaseId);
    if (job.kind === 'charge_instalment') await jobs.chargeInstalment(id, now, today);
    else if (job.kind === 'renewal_reminder') await jobs.renewalReminder(id);
    else if (job.kind === 'end_term') await jobs.endTerm(id, now, today);
  }

  async function drain(): Promise<number> {
    let ran = 0;
    while (!stopping) {
      const claimed = await queue.claim(clock(), batchSize, leaseMs);
      if (claimed.length === 0) break;
      // Done is written once per batch; a job of a batch cut short runs again, which its idempotence allows.
      const done: number[] = [];
      for (const job of claimed) {
        try {
          await run(job);
          done.push(job.id);
        } catch (error) {
          options.onError?.(job, error);
          // Stored with the job: a database error by its code, never Drizzle's message with the statement's values.
          await queue.failed(job.id, job.attempts, maxAttempts, safeErrorMessage(error), clock());
        }
        ran += 1;
      }
      await queue.done(done, clock());
    }
    return ran;
  }

  async function tick(): Promise<number> {
    const now = clock();
    await queue.sweep(now, isoDay(now));
    return drain();
  }

  function schedule(): void {
    if (stopping) return;
    timer = setTimeout(() => {
      current = tick()
        .catch((error: unknown) => options.onTickError?.(error))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    tick,
    drain,
    start() {
      if (running) return;
      running = true;
      stopping = false;
      // The first tick waits one poll: a starting server answers requests before catching up on jobs.
      schedule();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current;
      running = false;
    },
  };
}
