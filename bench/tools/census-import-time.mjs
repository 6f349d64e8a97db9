// Issue 27 item 4 budget: a census file of 10,000 rows is checked and imported in under 10 s on PostgreSQL. A
// quick local timing, not a suite yet: on a scratch database (migrated, demo world) the census service checks a
// generated file, imports it (valid_only=false: the file is clean), then imports it again (every employee
// unchanged). The service is called with the file as a stream, as the upload route hands it; the multipart
// reading in front of it is not timed. Run from TypeScript source:
//   node --conditions=source --import tsx bench/tools/census-import-time.mjs [rows]
// Prints one JSON document with each step's time in ms and its answer's counts.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { censusFile } from '../lib/census-file.mjs';
import { scratchDatabase } from '../lib/postgres.mjs';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/seed-demo.ts';
import { DEMO_EMAILS } from '../../apps/server/src/seed/demo-accounts.ts';
import { censusService } from '../../apps/server/src/modules/employer/census/census.service.ts';

const rows = Number(process.argv[2] ?? 10_000);

const database = scratchDatabase('bench_census');
const handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
try {
  await handle.migrate();
  await seedDemoIfEmpty(handle.db);
  const found = await handle.db.execute(
    sql`select eu.user_id, eu.employer_id from employer_users eu join users u on u.id = eu.user_id
      where u.email = ${DEMO_EMAILS.employer}`,
  );
  const { user_id: userId, employer_id: companyId } = found.rows[0];
  const caller = {
    actor: { accountType: 'employer', userId },
    scope: { companyId, employerRole: 'company_admin' },
    origin: { ip: '127.0.0.1', requestId: 'bench-census' },
  };
  const service = censusService({
    db: handle.db,
    clock: () => new Date(),
    secret: 'bench-secret-of-at-least-thirty-two-chars',
  });
  const file = censusFile(rows);
  const timed = async (work) => {
    const started = performance.now();
    const answer = await work(Readable.from([file]));
    const { errors, ...counts } = answer.data;
    return { ms: Math.round(performance.now() - started), ...counts, errors: errors.length };
  };
  const check = await timed((stream) => service.check(caller, stream));
  const first = await timed((stream) => service.import(caller, stream, false));
  const again = await timed((stream) => service.import(caller, stream, false));
  process.stdout.write(`${JSON.stringify({ rows, bytes: file.length, check, import: first, reimport: again })}\n`);
} finally {
  await handle.close();
  database.drop();
}
