// The job runner charging due instalments (issue 7): on a migrated PostgreSQL database with the demo world,
// `count` instalments are made due today and `workers` job runners charge them side by side, `runs` times.
// Run from TypeScript source:
//   node --conditions=source --import tsx bench/tools/charge-instalments.mjs <database url> <count> <workers> <runs>
// Prints one JSON document: each run's time, how many were charged and how many were charged twice.
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/seed-demo.ts';
import { benchChargeDueInstalments } from '../jobs/bench-charge.ts';

const [databaseUrl, countArg, workersArg, runsArg] = process.argv.slice(2);
const count = Number(countArg);
const workers = Number(workersArg);
const database = await openDatabase({ databaseUrl, poolSize: workers + 2 });
try {
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  const runs = [];
  for (let i = 0; i < Number(runsArg); i += 1) runs.push(await benchChargeDueInstalments(database.db, count, workers));
  process.stdout.write(`${JSON.stringify({ count, workers, runs })}\n`);
} finally {
  await database.close();
}
