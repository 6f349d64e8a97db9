// npm run db:backup -- <file> and npm run db:restore -- <file> (issue 29 item 5): the database of DATA_DIR's
// PGlite or DATABASE_URL, backed up to a file or restored from one into an empty database.
import { resolve } from 'node:path';
import { parseEnv } from '../config/env.js';
import { backupDatabase, restoreDatabase, type DatabaseLocation } from '../db/backup.js';

const [action, given] = process.argv.slice(2);
if ((action !== 'backup' && action !== 'restore') || !given) {
  console.error('Usage: npm run db:backup -- <file>  |  npm run db:restore -- <file>');
  process.exit(64); // EX_USAGE
}
// npm runs the workspace's script in apps/server: a relative path is the caller's (INIT_CWD).
const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
const env = parseEnv();
const location: DatabaseLocation = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
const where = 'databaseUrl' in location ? 'the PostgreSQL database' : `PGlite in ${env.DATA_DIR}`;
const started = Date.now();
try {
  if (action === 'backup') await backupDatabase(location, file);
  else await restoreDatabase(location, file);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(
  action === 'backup'
    ? `Backed up ${where} to ${file} in ${Date.now() - started} ms`
    : `Restored ${file} into ${where} in ${Date.now() - started} ms`,
);
