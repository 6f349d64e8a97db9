// Issue 27's budget: an 834 file of 10,000 member loops applies in under 10 s on PostgreSQL. A quick local
// timing, as census-import-time.mjs: on a scratch database (migrated, demo world) the EDI service checks a
// generated file (families of a subscriber, a spouse and a child, all adds), applies it, then applies it again
// (every loop unchanged). The service is called with the file as a stream, as the upload route hands it; the
// multipart reading in front of it is not timed. Run from TypeScript source:
//   node --conditions=source --import tsx bench/tools/edi-834-time.mjs [loops]
// Prints one JSON document with each step's time in ms and its answer's counts.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { scratchDatabase } from '../lib/postgres.mjs';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/seed-demo.ts';
import { DEMO_EMAILS } from '../../apps/server/src/seed/demo-accounts.ts';
import { ediService } from '../../apps/server/src/modules/employer/edi/edi.service.ts';
import { generate834 } from '../../apps/server/src/platform/x12/edi-834-generator.test-support.ts';

const loops = Number(process.argv[2] ?? 10_000);

const database = scratchDatabase('bench_edi');
const handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
try {
  await handle.migrate();
  await seedDemoIfEmpty(handle.db);
  const found = await handle.db.execute(
    sql`select eu.user_id, eu.employer_id from employer_users eu join users u on u.id = eu.user_id
      where u.email = ${DEMO_EMAILS.employerEdi}`,
  );
  const { user_id: userId, employer_id: companyId } = found.rows[0];
  const caller = {
    actor: { accountType: 'employer', userId },
    scope: { companyId, employerRole: 'company_admin' },
    origin: { ip: '127.0.0.1', requestId: 'bench-edi' },
  };
  const service = ediService({
    db: handle.db,
    clock: () => new Date(),
    secret: 'bench-secret-of-at-least-thirty-two-chars',
  });
  const file = Buffer.from(generate834({ members: loops }));
  const timed = async (work) => {
    const started = performance.now();
    const { data } = await work(Readable.from([file]));
    const outcomes = {};
    for (const loop of data.loops) outcomes[loop.outcome] = (outcomes[loop.outcome] ?? 0) + 1;
    return { ms: Math.round(performance.now() - started), outcomes, issues: data.issues.length, applied: data.applied };
  };
  const check = await timed((stream) => service.check(caller, stream));
  const first = await timed((stream) => service.apply(caller, stream));
  const again = await timed((stream) => service.apply(caller, stream));
  process.stdout.write(`${JSON.stringify({ loops, bytes: file.length, check, apply: first, reapply: again })}\n`);
} finally {
  await handle.close();
  database.drop();
}
