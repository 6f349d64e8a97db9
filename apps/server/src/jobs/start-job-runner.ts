// Gathers the job kinds the modules register and starts the platform's one runner (decision 0041), once per
// server process (not once per portal app).
import { publicUrlOf, type Env } from '../config/env.js';
import type { Database } from '../db/database.js';
import { safeErrorMessage } from '../db/database-errors.js';
import { mailJobKind } from '../mail/mail-job.js';
import type { Mailer } from '../mail/mailer.js';
import { purchaseJobKinds } from '../modules/in-office-purchases/index.js';
import { invoiceJobKinds } from '../modules/employer/index.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { createGateway } from '../payments/create-gateway.js';
import { systemClock } from '../platform/clock.js';
import { createJobRunner, type AnyJobKind, type JobRunner } from '../platform/jobs/index.js';

/** What the registered kinds need from the process. */
export interface JobKindDeps {
  db: Database;
  gateway: PaymentGateway;
  /** The SMTP mailer the mail kind sends with (the apps enqueue through outboxMailer). */
  mailer: Mailer;
  /** The employer portal's address: the invoices' past-due reminders link to it. */
  employerPortalUrl: string;
}

/** Every module's job kinds: the one list the runner of a server (and of a test server) runs. */
export function registeredJobKinds(deps: JobKindDeps): AnyJobKind[] {
  return [mailJobKind(deps.mailer), ...purchaseJobKinds(deps), ...invoiceJobKinds(deps)];
}

/**
 * The running job runner, or null when JOB_RUNNER=false (another instance or a bench runs it: the mail this
 * instance's apps enqueue is sent by that one).
 */
export function startJobRunner(
  env: Env,
  db: Database,
  mailer: Mailer,
  log: (message: string) => void = console.error,
): JobRunner | null {
  if (!env.JOB_RUNNER) return null;
  const runner = createJobRunner({
    db,
    kinds: registeredJobKinds({
      db,
      gateway: createGateway(env, db, systemClock),
      mailer,
      employerPortalUrl: publicUrlOf(env, 'employer'),
    }),
    clock: systemClock,
    // Ids only: a job never carries card data; a database error by its code, never its statement's values.
    onError: (job, error) => log(`job ${job.id} (${job.kind}) failed: ${safeErrorMessage(error)}`),
    onTickError: (error) => log(`job runner: ${safeErrorMessage(error)}; next try in one poll`),
  });
  runner.start();
  return runner;
}
