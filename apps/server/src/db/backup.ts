// Issue 29 item 5: back up and restore the whole database, with each store's own tool. PostgreSQL: pg_dump's
// custom format, restored by pg_restore in one transaction. PGlite: its data folder's dump (a gzipped tar),
// loaded into a new data folder. A restore goes only into an empty database: it never merges into one.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from './database.js';

const run = promisify(execFile);
const MB = 1024 * 1024;
const RESTORE_FLAGS = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const EXTENSIONS_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public', false);";

/** Where the database is: a PostgreSQL server's database, or PGlite's data folder. */
export type DatabaseLocation = { databaseUrl: string } | { dataDir: string };

/** Writes a backup of the database to `file`. */
export async function backupDatabase(from: DatabaseLocation, file: string): Promise<void> {
  if ('databaseUrl' in from) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, from.databaseUrl]);
    return;
  }
  if (!existsSync(from.dataDir)) throw new Error(`No PGlite database in ${from.dataDir}`);
  const client = await PGlite.create({ dataDir: from.dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Restores the backup in `file` into an empty database (refused otherwise: nothing is merged). */
export async function restoreDatabase(to: DatabaseLocation, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup file ${file}`);
  if ('databaseUrl' in to) {
    const client = new pg.Client({ connectionString: to.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ tables: number }>(
        "select count(*)::int as tables from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      if ((rows[0]?.tables ?? 0) > 0) throw new Error('The database is not empty: restore into a new, empty one');
    } finally {
      await client.end();
    }
    await run('pg_restore', [
      ...RESTORE_FLAGS,
      '--section=pre-data',
      '--section=data',
      `--dbname=${to.databaseUrl}`,
      file,
    ]);
    // The indexes and constraints: pg_restore empties search_path, and earthdistance 1.1's ll_to_earth (the
    // practice locations' index) names its cube type unqualified, so its index fails under an empty path. The
    // post-data section runs with the extensions' schema on the path instead.
    const { stdout } = await run('pg_restore', ['--section=post-data', '--file=-', file], { maxBuffer: 256 * MB });
    const postData = stdout.replaceAll(EMPTY_SEARCH_PATH, EXTENSIONS_SEARCH_PATH);
    await new Promise<void>((resolve, reject) => {
      const psql = execFile(
        'psql',
        ['--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${to.databaseUrl}`],
        (error) => (error === null ? resolve() : reject(new Error(`psql: ${error.message}`))),
      );
      psql.stdin?.end(postData);
    });
    return;
  }
  if (existsSync(to.dataDir) && readdirSync(to.dataDir).length > 0)
    throw new Error(`${to.dataDir} is not empty: restore into a new, empty folder`);
  const client = await PGlite.create({
    dataDir: to.dataDir,
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
}
