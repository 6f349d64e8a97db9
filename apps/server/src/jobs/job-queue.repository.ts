// The durable job queue on PostgreSQL (PGlite or a server). Enqueueing is idempotent by key; workers claim
// due jobs with FOR UPDATE SKIP LOCKED under a lease, so several API instances share the work and a job
// whose worker died runs again once its lease ends.
import { sql } from 'drizzle-orm';
import { RENEWAL_REMINDER_DAYS } from '@dental/domain';
import type { Database } from '../db/database.js';

export type JobKind = 'charge_instalment' | 'renewal_reminder' | 'end_term';

export type ClaimedJob = {
  id: number;
  kind: JobKind;
  payload: Record<string, unknown>;
  attempts: number;
};

/** A timestamp parameter both drivers bind alike. */
const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Days a reminder may still go out after its day (a runner down for a day catches up, once). Short, so a
 * new deployment over a large world does not send a week of reminders at its first tick.
 */
const REMINDER_WINDOW_DAYS = 2;

export function jobQueueRepository(db: Database) {
  return {
    /**
     * Enqueues what today makes due: instalments to charge (one job per attempt), renewal reminders and
     * term ends. Keys make it safe to run on every tick of every instance.
     */
    async sweep(now: Date, today: string): Promise<void> {
      await db.execute(sql`insert into jobs (kind, key, payload, run_at)
        select 'charge_instalment', 'charge_instalment:' || i.id || ':' || i.attempts, json_build_object('instalmentId', i.id), ${ts(now)}
        from instalments i join in_office_plan_purchases pu on pu.id = i.purchase_id
        where i.charge_on is not null and i.charge_on <= ${today}::date and i.status <> 'Paid' and pu.status = 'Active'
        on conflict (key) do nothing`);
      const days = sql.join(
        RENEWAL_REMINDER_DAYS.map((d) => sql`(${d}::int)`),
        sql`, `,
      );
      await db.execute(sql`insert into jobs (kind, key, payload, run_at)
        select 'renewal_reminder', 'renewal_reminder:' || pu.id || ':' || d.days, json_build_object('purchaseId', pu.id, 'days', d.days), ${ts(now)}
        from in_office_plan_purchases pu cross join (values ${days}) as d(days)
        where pu.status = 'Active' and pu.end_date > ${today}::date
          and ${today}::date between pu.end_date - d.days and pu.end_date - d.days + ${REMINDER_WINDOW_DAYS - 1}::int
        on conflict (key) do nothing`);
      await db.execute(sql`insert into jobs (kind, key, payload, run_at)
        select 'end_term', 'end_term:' || pu.id, json_build_object('purchaseId', pu.id), ${ts(now)}
        from in_office_plan_purchases pu where pu.status = 'Active' and pu.end_date <= ${today}::date
        on conflict (key) do nothing`);
    },

    /** Claims up to `limit` due jobs for this worker (skipping rows other workers hold). */
    async claim(now: Date, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
      const until = new Date(now.getTime() + leaseMs);
      const result = await db.execute<ClaimedJob>(sql`with picked as (
          select id from jobs
          where (status = 'queued' and run_at <= ${ts(now)}) or (status = 'running' and locked_until < ${ts(now)})
          order by run_at, id limit ${limit}
          for update skip locked
        )
        update jobs j set status = 'running', attempts = j.attempts + 1, locked_until = ${ts(until)}
        from picked where j.id = picked.id
        returning j.id::int as id, j.kind, j.payload, j.attempts`);
      return result.rows;
    },

    async done(ids: number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(
        sql`update jobs set status = 'done', finished_at = ${ts(now)}, locked_until = null where id = any(${`{${ids.join(',')}}`}::bigint[])`,
      );
    },

    /** A failed run: again later (backing off), or dead after maxAttempts. */
    async failed(id: number, attempts: number, maxAttempts: number, error: string, now: Date): Promise<void> {
      const retryAt = new Date(now.getTime() + attempts * 60_000);
      await db.execute(sql`update jobs set status = ${attempts >= maxAttempts ? 'dead' : 'queued'}, run_at = ${ts(retryAt)},
        locked_until = null, last_error = ${error.slice(0, 500)} where id = ${id}`);
    },
  };
}
export type JobQueueRepository = ReturnType<typeof jobQueueRepository>;
