// Issue 29 item 2: reads that may come from a streaming read replica (DATABASE_REPLICA_URL). A pool that
// node-postgres and Drizzle take for a pool, which sends each query to the replica while the replica answers
// and is no more than `maxLagMs` behind the primary, and to the primary otherwise: a replica that stops, or
// falls behind, costs the reads it serves nothing but their speed. A query the replica fails for want of a
// connection is run again on the primary (these are reads, so running one twice changes nothing).
import type pg from 'pg';
import { databaseFailureOf } from './database-errors.js';

/** Where the replica's reads go now, and how far behind the primary it was at the last check. */
export interface ReplicaStatus {
  /** 'replica': reads go there; 'primary': the replica is down or lags more than the bound. */
  readsFrom: 'replica' | 'primary';
  /** Milliseconds of WAL received but not replayed yet (0 when caught up); null while it cannot be asked. */
  lagMs: number | null;
  checkedAt: Date | null;
}

/**
 * The replica's lag: 0 when everything it received is replayed (an idle primary sends nothing, so the time
 * since the last replayed transaction says nothing then), else the age of the last transaction replayed.
 */
const LAG_SQL = `select case when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000, 0) end::float8 as lag_ms`;

/**
 * A pool over the primary's and the replica's pools; see the file's comment. Not a pg.Pool subclass (its
 * overloads cannot be forwarded one by one): Drizzle takes a client whose class name says Pool for a pool,
 * and uses only query, connect (for a transaction) and end.
 */
export class ReplicaPool {
  #status: ReplicaStatus = { readsFrom: 'primary', lagMs: null, checkedAt: null };
  readonly #timer: NodeJS.Timeout;

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly options: { maxLagMs: number; checkEveryMs: number; onChange?: (status: ReplicaStatus) => void },
  ) {
    this.#timer = setInterval(() => void this.check(), options.checkEveryMs);
    this.#timer.unref();
  }

  get status(): ReplicaStatus {
    return this.#status;
  }

  /** Asks the replica its lag and chooses where reads go. */
  async check(): Promise<ReplicaStatus> {
    let lagMs: number | null = null;
    try {
      const result = await this.replica.query<{ lag_ms: number }>(LAG_SQL);
      lagMs = Math.round(result.rows[0]?.lag_ms ?? 0);
    } catch {
      lagMs = null;
    }
    this.#set(lagMs !== null && lagMs <= this.options.maxLagMs ? 'replica' : 'primary', lagMs);
    return this.#status;
  }

  #set(readsFrom: ReplicaStatus['readsFrom'], lagMs: number | null): void {
    const changed = readsFrom !== this.#status.readsFrom;
    this.#status = { readsFrom, lagMs, checkedAt: new Date() };
    if (changed) this.options.onChange?.(this.#status);
  }

  query(...args: unknown[]): Promise<unknown> {
    const run = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
    if (this.#status.readsFrom === 'primary') return run(this.primary);
    return run(this.replica).catch((error: unknown) => {
      if (databaseFailureOf(error)?.kind !== 'unavailable') throw error;
      this.#set('primary', null);
      return run(this.primary);
    });
  }

  /** A transaction on this pool: reads only, on whichever server reads go to now. */
  connect(): Promise<pg.PoolClient> {
    return (this.#status.readsFrom === 'replica' ? this.replica : this.primary).connect();
  }

  async end(): Promise<void> {
    clearInterval(this.#timer);
    await this.replica.end();
  }
}
