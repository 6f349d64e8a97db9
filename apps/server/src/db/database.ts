import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import type { TablesRelationalConfig } from 'drizzle-orm/relations';
import pg from 'pg';
import * as schema from './schema/index.js';
import { ReplicaPool, type ReplicaStatus } from './replica-pool.js';

/** Raw query results of both drivers carry their rows (node-postgres QueryResult, PGlite Results). */
export interface RowsResult<Row> {
  rows: Row[];
}
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The Drizzle database, the same type on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Reads that may come from the read replica (issue 29 item 2: search, price check, the visits report): the
   * replica while it answers within its lag bound, else the primary; `db` itself when there is no replica.
   */
  reads: Database;
  /** Where those reads go now and the replica's lag; null without a replica. */
  replicaStatus(): ReplicaStatus | null;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (without a statement timeout); safe when several instances start at once on one server. */
  migrate(): Promise<void>;
  /**
   * Runs long work (the demo seed at start-up) on connections without the statement timeout, opened for it
   * and closed after; on PGlite, on the one database.
   */
  unbounded<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * How long a PostgreSQL connection and a statement may take before they are cut off (decision 0013). A lost
 * database then answers 503 and a frozen one 504 within a few seconds, instead of never (issue 15).
 */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** The server's statement_timeout; null for none (migrations, bulk loads). */
  statementMs: number | null;
}

/** The API's: a page's statements take milliseconds; the slowest measured (bench) well under a second. */
export const SERVING_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, statementMs: 5_000 };
/** Migrations, the seed and bulk loads: a connection must still come, but a statement may take its time. */
export const BULK_TIMEOUTS: DatabaseTimeouts = { connectMs: 10_000, statementMs: null };
/**
 * The client's own limit beyond statement_timeout: a server that is paused or unreachable mid-statement
 * cannot cancel anything, so the driver gives up this much later than the server would have.
 */
const CLIENT_GRACE_MS = 1_000;

/** node-postgres pool settings for the given timeouts. */
export function poolConfig(connectionString: string, timeouts: DatabaseTimeouts, max: number): pg.PoolConfig {
  return {
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    // Notice a peer that vanished (a dropped network) on idle and busy connections alike.
    keepAlive: true,
    ...(timeouts.statementMs === null
      ? {}
      : {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
          // A transaction left open (a request that died mid-way) must not hold locks and a connection for good.
          idle_in_transaction_session_timeout: timeouts.statementMs * 2,
        }),
  };
}

/**
 * A pool that never crashes the process: an idle client whose connection the server ends is discarded by the
 * pool, which emits 'error'; a checked-out client (a transaction between statements) emits it on itself, where
 * pg-pool listens no more. Both are expected in an outage: the next call fails and answers 503.
 */
function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    endOnReadTimeout(client);
  });
  return pool;
}

/** The parts of Drizzle's pool session that its own transaction() hands to a session on one client. */
interface PoolSession {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: NodePgSession<Record<string, unknown>, TablesRelationalConfig>['transaction'];
}

/**
 * Drizzle's transaction on a pool sends `begin` before its try/finally (drizzle-orm 0.45,
 * node-postgres/session.js): when `begin` fails, on a frozen server for one, the client is never released and
 * the pool runs dry for good. Here the client is checked out and released around Drizzle's own transaction,
 * run on that one client, so every failure hands it back (a broken one is discarded: endOnReadTimeout).
 */
function releaseWhenBeginFails(db: ReturnType<typeof drizzlePg<typeof schema>>, pool: pg.Pool): void {
  const session = (db as unknown as { session: PoolSession }).session;
  session.transaction = async (work, config) => {
    const client = await pool.connect();
    try {
      return await new NodePgSession(client, session.dialect, session.schema, session.options).transaction(
        work,
        config,
      );
    } finally {
      client.release();
    }
  };
}

/**
 * A statement that hit the client's read timeout (a frozen server) is still under way on its connection, and
 * every later statement on it would wait behind it for the full timeout again. pool.query hands such a client
 * back with its error and the pool discards it, but a transaction's client is released without one (Drizzle),
 * so it is ended here: the pool then drops it on release and the transaction's next statement fails at once.
 */
function endOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') client.end().catch(() => undefined);
      });
    }
    return result;
  }) as typeof client.query;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob | File | undefined;
  /** Called for every SQL statement (bench counts statements per request with it). Never logs parameters. */
  onQuery?: ((sql: string) => void) | undefined;
  poolSize?: number | undefined;
  /** A streaming replica of `databaseUrl` for the reads that may lag (PostgreSQL only). */
  replicaUrl?: string | undefined;
  /** The replica's largest lag before its reads go to the primary (REPLICA_MAX_LAG_MS). */
  replicaMaxLagMs?: number | undefined;
  /** Told when the replica's reads move between it and the primary (the server logs it). */
  onReplicaChange?: ((status: ReplicaStatus) => void) | undefined;
  /** PostgreSQL only (PGlite runs in-process): SERVING_TIMEOUTS unless told otherwise. */
  timeouts?: DatabaseTimeouts | undefined;
}

/** Decision 0056 (issue 29): a replica further behind than this serves no reads until it catches up. */
export const REPLICA_MAX_LAG_MS = 5_000;
/** How often the replica's lag is asked. */
const REPLICA_CHECK_EVERY_MS = 1_000;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm };
/** Arbitrary constant: serializes migrations of several API instances on one PostgreSQL server. */
const MIGRATION_LOCK_ID = 724_311_001;

function queryLogger(onQuery: OpenDatabaseOptions['onQuery']): Logger | undefined {
  return onQuery ? { logQuery: (query) => onQuery(query) } : undefined;
}

/** Closing twice closes once (a test may close the database under a running app, then the app). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Opens PGlite in DATA_DIR, or a PostgreSQL server pool when a URL is given. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger = queryLogger(options.onQuery);
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const pool = resilientPool(poolConfig(url, options.timeouts ?? SERVING_TIMEOUTS, options.poolSize ?? 10));
    const db = drizzlePg({ client: pool, schema, ...(logger ? { logger } : {}) });
    releaseWhenBeginFails(db, pool);
    const replica = options.replicaUrl
      ? new ReplicaPool(
          pool,
          resilientPool(poolConfig(options.replicaUrl, options.timeouts ?? SERVING_TIMEOUTS, options.poolSize ?? 10)),
          {
            maxLagMs: options.replicaMaxLagMs ?? REPLICA_MAX_LAG_MS,
            checkEveryMs: REPLICA_CHECK_EVERY_MS,
            ...(options.onReplicaChange ? { onChange: options.onReplicaChange } : {}),
          },
        )
      : null;
    if (replica) await replica.check();
    const reads = replica
      ? drizzlePg({ client: replica as unknown as pg.Pool, schema, ...(logger ? { logger } : {}) })
      : db;
    /** A short-lived pool without the statement timeout, for work that may take long. */
    const withBulkPool = async <T>(work: (bulkPool: pg.Pool) => Promise<T>): Promise<T> => {
      const bulkPool = resilientPool(poolConfig(url, BULK_TIMEOUTS, 4));
      try {
        return await work(bulkPool);
      } finally {
        await bulkPool.end();
      }
    };
    return {
      db,
      reads,
      replicaStatus: () => replica?.status ?? null,
      kind: 'postgres',
      migrate: () =>
        withBulkPool(async (bulkPool) => {
          const client = await bulkPool.connect();
          try {
            await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
            await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
            client.release();
          }
        }),
      unbounded: (work) => withBulkPool((bulkPool) => work(drizzlePg({ client: bulkPool, schema }))),
      close: once(async () => {
        await replica?.end();
        await pool.end();
      }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite({ client, schema, ...(logger ? { logger } : {}) });
  return {
    db,
    reads: db,
    replicaStatus: () => null,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    unbounded: (work) => work(db),
    close: once(() => client.close()),
  };
}
