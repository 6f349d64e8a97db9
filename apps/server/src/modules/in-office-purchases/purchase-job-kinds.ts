// In-office purchases as one registrant of the job registry (issue 25 item 5, decision 0041): charge a due
// instalment, remind before a term ends, renew or end it. Each kind's sweep enqueues what today makes due;
// keys make the sweeps safe on every tick of every instance, and each handler checks its work is still due.
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import { isoDay } from '../../platform/dates.js';
import { DEFAULT_RETRY, defineJobKind, type AnyJobKind } from '../../platform/jobs/index.js';
import { purchaseJobs } from './purchase-jobs.js';
import { enqueueDueInstalments, enqueueDueReminders, enqueueEndedTerms } from './purchase-jobs.repository.js';

const id = z.number().int().positive();

/** The purchase job kinds, bound to a database and the configured gateway. */
export function purchaseJobKinds(deps: { db: Database; gateway: PaymentGateway }): AnyJobKind[] {
  const jobs = purchaseJobs(deps);
  return [
    defineJobKind({
      name: 'charge_instalment',
      // One job per attempt of an instalment: a retry on INSTALMENT_RETRY_DAYS is a new job of a new key.
      payload: z.object({ instalmentId: id, attempts: z.number().int().nonnegative().default(0) }),
      keyOf: (p) => `${p.instalmentId}:${p.attempts}`,
      retry: DEFAULT_RETRY,
      handle: (p, run) => jobs.chargeInstalment(p.instalmentId, run.now, isoDay(run.now)),
      sweep: ({ db, now }) => enqueueDueInstalments(db, now, isoDay(now)),
    }),
    defineJobKind({
      name: 'renewal_reminder',
      payload: z.object({ purchaseId: id, days: z.number().int() }),
      keyOf: (p) => `${p.purchaseId}:${p.days}`,
      retry: DEFAULT_RETRY,
      handle: (p) => jobs.renewalReminder(p.purchaseId),
      sweep: ({ db, now }) => enqueueDueReminders(db, now, isoDay(now)),
    }),
    defineJobKind({
      name: 'end_term',
      payload: z.object({ purchaseId: id }),
      keyOf: (p) => `${p.purchaseId}`,
      retry: DEFAULT_RETRY,
      handle: (p, run) => jobs.endTerm(p.purchaseId, run.now, isoDay(run.now)),
      sweep: ({ db, now }) => enqueueEndedTerms(db, now, isoDay(now)),
    }),
  ];
}
