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
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import * as schema from './schema/index.js';

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
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several instances start at once on one server. */
  migrate(): Promise<void>;
  close(): Promise<void>;
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
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm };
/** Arbitrary constant: serializes migrations of several API instances on one PostgreSQL server. */
const MIGRATION_LOCK_ID = 724_311_001;

function queryLogger(onQuery: OpenDatabaseOptions['onQuery']): Logger | undefined {
  return onQuery ? { logQuery: (query) => onQuery(query) } : undefined;
}

/** Opens PGlite in DATA_DIR, or a PostgreSQL server pool when a URL is given. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger = queryLogger(options.onQuery);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped test database) is
    // discarded by the pool, which then emits 'error': without a listener that would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, ...(logger ? { logger } : {}) });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
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
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
