// npm run db:migrate: applies pending migrations to DATA_DIR's PGlite or to DATABASE_URL.
import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/database.js';

const env = parseEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
});
const started = Date.now();
await database.migrate();
await database.close();
console.log(
  `Migrated ${database.kind === 'pglite' ? env.DATA_DIR : 'the PostgreSQL database'} in ${Date.now() - started} ms`,
);
