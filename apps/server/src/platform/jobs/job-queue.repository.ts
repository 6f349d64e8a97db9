// The durable job queue on PostgreSQL (PGlite or a server). Enqueueing is idempotent by key; workers claim
// due jobs with FOR UPDATE SKIP LOCKED under a lease, so several API instances share the work and a job
// whose worker died runs again once its lease ends.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { DbOrTx } from '../transaction.js';
import { jobKeyOf, type JobSpec } from './job-kind.js';

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: unknown;
  /** Runs so far, this one included. */
  attempts: number;
};

/** A stored job error is kept short: it is for the operator, the log has the rest. */
const MAX_ERROR_LENGTH = 500;

/** A timestamp parameter both drivers bind alike. */
export const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Enqueues a job of a kind, due at `runAt`, in the caller's transaction (so it exists exactly when the change
 * that asked for it does). Answers false when a job of the same key already exists: one job per key.
 */
export async function enqueueJob<P>(tx: DbOrTx, kind: JobSpec<P>, payload: P, runAt: Date): Promise<boolean> {
  const made = await tx.execute<{ id: number }>(sql`insert into jobs (kind, key, payload, run_at)
    values (${kind.name}, ${jobKeyOf(kind, payload)}, ${JSON.stringify(payload)}::jsonb, ${ts(runAt)})
    on conflict (key) do nothing returning id::int as id`);
  return made.rows.length > 0;
}

export function jobQueueRepository(db: Database) {
  return {
    /** Claims up to `limit` due jobs of these kinds for this worker (skipping rows other workers hold). */
    async claim(kinds: string[], now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
      if (kinds.length === 0) return [];
      const until = new Date(now.getTime() + leaseMs);
      const result = await db.execute<ClaimedJob>(sql`with picked as (
          select id from jobs
          where ((status = 'queued' and run_at <= ${ts(now)}) or (status = 'running' and locked_until < ${ts(now)}))
            and kind = any(${`{${kinds.join(',')}}`}::text[])
          order by run_at, id limit ${limit}
          for update skip locked
        )
        update jobs j set status = 'running', attempts = j.attempts + 1, locked_until = ${ts(until)}
        from picked where j.id = picked.id
        returning j.id::int as id, j.kind, j.payload, j.attempts`);
      return result.rows;
    },

    /**
     * Marks claimed jobs done. Only the claim that ran them counts (still running, same attempt): a worker whose
     * lease ran out while it worked finds its job taken over, and its late word changes nothing.
     */
    async done(claims: Pick<ClaimedJob, 'id' | 'attempts'>[], now: Date, forgetPayloadOf: string[]): Promise<void> {
      if (claims.length === 0) return;
      await db.execute(sql`update jobs j set status = 'done', finished_at = ${ts(now)}, locked_until = null,
          payload = case when j.kind = any(${`{${forgetPayloadOf.join(',')}}`}::text[]) then '{}'::jsonb else j.payload end
        from unnest(${`{${claims.map((c) => c.id).join(',')}}`}::bigint[], ${`{${claims.map((c) => c.attempts).join(',')}}`}::int[]) as c(id, attempts)
        where j.id = c.id and j.attempts = c.attempts and j.status = 'running'`);
    },

    /** A failed run: queued again at `retryAt`, or given up ('dead') when none is left; the error is kept either way. */
    async failed(
      claim: Pick<ClaimedJob, 'id' | 'attempts'>,
      outcome: { retryAt: Date | null; error: string; now: Date },
    ): Promise<void> {
      const dead = outcome.retryAt === null;
      await db.execute(sql`update jobs set status = ${dead ? 'dead' : 'queued'}, run_at = ${ts(outcome.retryAt ?? outcome.now)},
        locked_until = null, finished_at = ${dead ? ts(outcome.now) : null}, last_error = ${outcome.error.slice(0, MAX_ERROR_LENGTH)}
        where id = ${claim.id} and attempts = ${claim.attempts} and status = 'running'`);
    },
  };
}
export type JobQueueRepository = ReturnType<typeof jobQueueRepository>;
