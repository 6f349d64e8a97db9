import type { FastifyBaseLogger } from 'fastify';

/** Every app's pending work: the request fuzz waits for it, so a write is checked against the call that made it. */
const everyPending = new Set<Promise<void>>();

/** Waits until no app of this process has background work running (tests). */
export async function settleAllBackgroundTasks(): Promise<void> {
  while (everyPending.size > 0) await Promise.all([...everyPending]);
}

/**
 * Work done after answering (mail of enumeration-safe calls, so known and unknown addresses take the same
 * time). `settle()` waits for what is still running (app close, tests).
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
