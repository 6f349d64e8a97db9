import type { FastifyBaseLogger } from 'fastify';

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
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof backgroundTasks>;
