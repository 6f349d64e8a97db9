// Issue 27 item 4 budget: a census file of 10,000 rows is checked and imported in under 10 s on PostgreSQL. A
// quick local timing, not a suite yet: on a scratch database (migrated, demo world) the census service checks a
// generated file, imports it (valid_only=false: the file is clean), then imports it again (every employee
// unchanged). The service is called with the file as a stream, as the upload route hands it; the multipart
// reading in front of it is not timed. Run from TypeScript source:
//   node --conditions=source --import tsx bench/tools/census-import-time.mjs [rows]
// Prints one JSON document with each step's time in ms and its answer's counts.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { CENSUS_COLUMNS, toCsv } from '@dental/domain';
import { scratchDatabase } from '../lib/postgres.mjs';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/seed-demo.ts';
import { DEMO_EMAILS } from '../../apps/server/src/seed/demo-accounts.ts';
import { censusService } from '../../apps/server/src/modules/employer/census/census.service.ts';

const rows = Number(process.argv[2] ?? 10_000);

/** Households of an employee, a spouse and a child, cut to `rows` rows: SSNs 100000000 + n, all different. */
function censusFile(count) {
  const lines = [CENSUS_COLUMNS];
  for (let n = 0; lines.length <= count; n += 1) {
    const ssn = String(100_000_000 + n);
    const employee = {
      'Employee Tax ID Type': 'SSN',
      'Employee Tax ID': ssn,
      Relationship: 'Employee',
      'First Name': `First${n}`,
      'Last Name': `Bench${n}`,
      'Date of Birth': '1985-03-04',
      Gender: 'Female',
      Email: `bench${n}@example.com`,
      Phone: '5551234567',
      'Address Line 1': `${n} Main St`,
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
      'Hire Date': '2026-01-15',
      Class: 'Full-time',
    };
    const family = [
      employee,
      { ...employee, Relationship: 'Spouse', 'First Name': `Spouse${n}`, 'Date of Birth': '1984-05-06' },
      { ...employee, Relationship: 'Dependent', 'First Name': `Child${n}`, 'Date of Birth': '2015-07-08' },
    ];
    for (const person of family) {
      const dependent = person.Relationship !== 'Employee';
      lines.push(
        CENSUS_COLUMNS.map((column) =>
          dependent &&
          ![
            'Employee Tax ID Type',
            'Employee Tax ID',
            'Relationship',
            'First Name',
            'Last Name',
            'Date of Birth',
            'Gender',
          ].includes(column)
            ? ''
            : (person[column] ?? ''),
        ),
      );
    }
  }
  return Buffer.from(toCsv(lines.slice(0, count + 1)));
}

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
