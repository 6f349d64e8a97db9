// The durable job queue (the platform's job registry and runner, src/platform/jobs/, decision 0041).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable job queue. key makes enqueueing idempotent; workers claim due rows with FOR UPDATE SKIP
 * LOCKED and a lease (locked_until), so a crashed worker's job runs again after the lease.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('jobs_status', sql`${t.status} in ('queued', 'running', 'done', 'dead')`),
  ],
);
