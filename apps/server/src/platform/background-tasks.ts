import type { FastifyBaseLogger } from 'fastify';
import { settleJobRunners } from './jobs/index.js';

/** Every app's pending work: the request fuzz waits for it, so a write is checked against the call that made it. */
const everyPending = new Set<Promise<void>>();

/**
 * Waits until no app of this process has background work running and its started job runners have no due
 * job left (tests): the mail a task enqueued is sent by then.
 */
export async function settleAllBackgroundTasks(): Promise<void> {
  while (everyPending.size > 0) await Promise.all([...everyPending]);
  await settleJobRunners();
}

/**
 * Work done after answering, in memory: the lookups and writes of enumeration-safe calls, so known and unknown
 * addresses take the same time to answer (decision 0041); the mail they send is a durable job.
 * `settle()` waits for what is still running (app close, tests).
 */
export function backgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, requestId: string, work: () => Promise<void>): void {
      const task: Promise<void> = work()
        .catch((error: unknown) => log.error({ err: error, request_id: requestId }, `${name} failed`))
        .finally(() => {
          pending.delete(task);
          everyPending.delete(task);
        });
      pending.add(task);
      everyPending.add(task);
    },
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof backgroundTasks>;
