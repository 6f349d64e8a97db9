// npm run db:seed -- [--households N] [--locations N] [--seed N]: migrates, then loads a generated demo world
// of the given scale into DATA_DIR's PGlite or DATABASE_URL. It refuses a database that already holds users.
import { parseArgs } from 'node:util';
import { parseEnv } from '../config/env.js';
import { BULK_TIMEOUTS, openDatabase } from '../db/database.js';
import { seedDemoWorld } from '../seed/seed-demo.js';
import { users } from '../db/schema/index.js';

const { values } = parseArgs({
  options: {
    households: { type: 'string' },
    locations: { type: 'string' },
    seed: { type: 'string' },
  },
});
const positiveInt = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`--${name} must be a positive whole number (got "${value}")`);
    process.exit(2);
  }
  return n;
};

const env = parseEnv();
if (env.INSTANCE === 'prod') {
  console.error('Refusing to load demo data into a prod instance.');
  process.exit(2);
}
// A bulk load runs statements (index builds, constraint checks) far longer than the API's statement timeout.
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
  timeouts: BULK_TIMEOUTS,
});
try {
  await database.migrate();
  const [existing] = await database.db.select({ id: users.id }).from(users).limit(1);
  if (existing) {
    console.error('The database already holds data; seed an empty one (a new DATA_DIR or database).');
    process.exitCode = 2;
  } else {
    const report = await seedDemoWorld(database.db, {
      households: positiveInt('households', values.households),
      practiceLocations: positiveInt('locations', values.locations),
      seed: positiveInt('seed', values.seed),
    });
    console.log(`Seeded in ${(report.millis / 1000).toFixed(1)} s: ${report.summary}`);
  }
} finally {
  await database.close();
}
