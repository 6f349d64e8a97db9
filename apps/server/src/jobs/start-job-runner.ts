// Starts the job runner once per server process (not once per portal app), with the configured gateway.
import type { Env } from '../config/env.js';
import type { Database } from '../db/database.js';
import { systemClock } from '../platform/clock.js';
import { createGateway } from '../payments/create-gateway.js';
import { safeErrorMessage } from '../db/database-errors.js';
import { createJobRunner, type JobRunner } from './runner.js';

/** The running job runner, or null when JOB_RUNNER=false (another instance or a bench runs it). */
export function startJobRunner(
  env: Env,
  db: Database,
  log: (message: string) => void = console.error,
): JobRunner | null {
  if (!env.JOB_RUNNER) return null;
  const runner = createJobRunner({
    db,
    gateway: createGateway(env, db, systemClock),
    clock: systemClock,
    // Ids only: a job never carries card data; a database error by its code, never its statement's values.
    onError: (job, error) => log(`job ${job.id} (${job.kind}) failed: ${safeErrorMessage(error)}`),
    onTickError: (error) => log(`job runner: ${safeErrorMessage(error)}; next try in one poll`),
  });
  runner.start();
  return runner;
}
