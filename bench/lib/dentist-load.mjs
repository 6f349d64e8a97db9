// Issue 16's budgets: the front desk's calls on the loaded world (api-load's database and server), at 10
// connections: the eligibility look-up, a Benefit Search of 10 codes, saving a visit of 5 lines, a page of the
// visits report of a practice with 20,000 visits, and that report's CSV export (time and server memory).
//
// The look-up and the Benefit Search are throttled per user (60 in 10 minutes, decision 0030), per practice
// (180) and per address (240, decision 0046): a load run of thousands of look-ups from one front desk would
// measure the 429, not the look-up. So the suite adds front-desk users, DESKS_PER_PRACTICE to a practice (the
// demo front desk's password hash, so the demo password signs them in), signs each in from its own address,
// and gives each at most LOOKUPS_PER_USER of the throttled calls: every figure includes the throttle's own
// statements, as a real front desk's look-up does.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { figure } from './stats.mjs';
import { memoryOf, watchMemory } from './load.mjs';
import { ApiSession, DEMO_PASSWORD } from './http-session.mjs';

const FRONT_DESK = 'frontdesk@example.com';
const REPORT_VISITS = 20_000;
const LOOKUPS_PER_USER = 50; // under the throttle's 60 per 10 minutes
const DESKS_PER_PRACTICE = 3; // 150 look-ups, under a practice's 180 per 10 minutes (decision 0046)
// Enough front desks for a look-up measurement (warm-up and 3 runs of 10 s) at 1,500 look-ups a second.
export const FRONT_DESKS = 1000;
const PAGE_SIZE = 25;
const BENEFIT_SEARCH_CODES = 'D0120,D0140,D0210,D0220,D0274,D0330,D1110,D1206,D2391,D2740';
const VISIT_CODES = ['D0120', 'D0210', 'D1110', 'D1206', 'D0330']; // none needs a tooth
const WHOLE_RANGE = 'date_from=2000-01-01&date_to=2099-12-31';

/** The demo practice made busy: 20,000 visits (moved from other practices), `users` more front-desk users. */
async function prepare(databaseUrl, users) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const desk = await client.query(
      `select u.id, u.password_hash, pu.practice_id from users u
         join practice_users pu on pu.user_id = u.id where lower(u.email) = $1`,
      [FRONT_DESK],
    );
    if (desk.rowCount !== 1) throw new Error(`dentist load: ${FRONT_DESK} is not in the loaded world`);
    const { password_hash: hash, practice_id: practiceId } = desk.rows[0];
    const location = await client.query(
      'select id from practice_locations where practice_id = $1 order by id limit 1',
      [practiceId],
    );
    const dentist = await client.query('select id from dentists where practice_id = $1 order by id limit 1', [
      practiceId,
    ]);
    const { rows: count } = await client.query('select count(*)::int as n from appointments where practice_id = $1', [
      practiceId,
    ]);
    const missing = REPORT_VISITS - count[0].n;
    if (missing > 0)
      await client.query(
        `update appointments set practice_id = $1, location_id = $2, dentist_id = $3
           where id in (select id from appointments where practice_id <> $1 order by id limit $4)`,
        [practiceId, location.rows[0].id, dentist.rows[0].id, missing],
      );
    const { rows: busy } = await client.query('select count(*)::int as n from appointments where practice_id = $1', [
      practiceId,
    ]);
    const emails = Array.from({ length: users }, (_, i) => `bench-desk-${i + 1}@example.com`);
    await client.query(
      `insert into users (account_type, email, password_hash, first_name, last_name, email_verified_at)
       select 'dentist', e, $2, 'Bench', 'Desk', now() from unnest($1::text[]) e on conflict do nothing`,
      [emails, hash],
    );
    // Decision 0046: a practice's users share PRACTICE_LOOKUPS_MAX look-ups in 10 minutes, so the bench's desks
    // are spread DESKS_PER_PRACTICE to a practice (their look-ups stay under it), each practice's first in turn.
    // (A reused world's desks may sit in one practice from an older run: they are placed again.)
    await client.query(
      'delete from practice_users where user_id in (select id from users where email = any($1::text[]))',
      [emails],
    );
    await client.query(
      `with desks as (select u.id, row_number() over (order by u.email) - 1 as n from users u where u.email = any($1::text[])),
         spread as (select id, row_number() over (order by id) - 1 as k, count(*) over () as practices from practices)
       insert into practice_users (user_id, practice_id, role)
       select desks.id, spread.id, 'front_desk' from desks join spread on spread.k = (desks.n / $2) % spread.practices`,
      [emails, DESKS_PER_PRACTICE],
    );
    // Patients covered today, in random order: the calls name a different patient each time.
    const { rows: patients } = await client.query(
      `select p.member_id, to_char(p.date_of_birth, 'YYYY-MM-DD') as dob from patients p
        where exists (select 1 from benefits b where b.patient_id = p.id and b.start_date <= current_date
                        and (b.end_date is null or b.end_date >= current_date))
        order by random() limit 5000`,
    );
    return { emails, patients, reportVisits: busy[0].n };
  } finally {
    await client.end();
  }
}

/**
 * Gives the bench's front desks their look-ups back: before each throttled call's measurement, so neither the
 * other call's measurement nor the last run on a reused world (BENCH_REUSE_DATABASE_URL) leaves them at the
 * throttle, which would measure the 429. Each call still runs the throttle's own statement.
 */
async function clearLookups(databaseUrl, emails) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `delete from eligibility_lookup_throttle where user_id in (select id from users where email = any($1::text[]))`,
      [emails],
    );
  } finally {
    await client.end();
  }
}

/** Signs each email in to the dentist portal, a few at a time (each sign-in hashes with argon2). */
async function signInAll(base, emails) {
  const sessions = [];
  for (let i = 0; i < emails.length; i += 4) {
    const batch = emails.slice(i, i + 4).map((email, j) => {
      // Each front desk from its own address: the sign-in throttle counts attempts per client address too.
      const session = new ApiSession(base);
      session.forwardedFor = `10.16.${((i + j) >> 8) & 255}.${(i + j) & 255}`;
      return session.signIn(email, DEMO_PASSWORD, 'dentist');
    });
    sessions.push(...(await Promise.all(batch)));
  }
  return sessions;
}

/**
 * Measures the dentist calls. `measure(label, target, connections, options)` and `loadFigures(...)` are
 * api-load's (warm-up, runs, memory); `base` is the dentist portal's address of the running server.
 */
export async function dentistFigures({ databaseUrl, base, pid, quick, measure, loadFigures }) {
  const figures = [];
  const { emails, patients, reportVisits } = await prepare(databaseUrl, quick ? 8 : FRONT_DESKS);
  if (patients.length === 0) throw new Error('dentist load: no patient is covered today');
  const desk = await new ApiSession(base).signIn(FRONT_DESK, DEMO_PASSWORD, 'dentist');
  const sessions = await signInAll(base, emails);
  const choices = await desk.request('GET', '/api/dentist/v1/visit-choices/');
  if (choices.status !== 200)
    throw new Error(`visit-choices answered ${choices.status}: ${choices.text.slice(0, 200)}`);
  const dentistId = choices.body.data.dentists[0].id;
  const locationId = choices.body.data.locations[0].id;

  let nextPatient = 0;
  const patient = () => patients[nextPatient++ % patients.length];
  let nextLookup = 0;
  /** A throttled call: the next patient, by the next front desk with look-ups left. */
  const lookup = (path) => (request) => {
    const n = nextLookup++;
    const session = sessions[Math.floor(n / LOOKUPS_PER_USER) % sessions.length];
    const { member_id: memberId, dob } = patient();
    return {
      ...request,
      path: `${path}?member_id=${memberId}&date_of_birth=${dob}`,
      headers: { ...request.headers, ...session.headers('GET') },
    };
  };
  const throttled = async () => {
    await clearLookups(databaseUrl, emails);
    nextLookup = 0;
  };
  const at10 = async (label, path, options, budget) => {
    const r = await measure(label, { url: `${base}${path}`, headers: desk.headers('GET'), pid }, 10, options);
    figures.push(...loadFigures(label, 10, r.runs, r.peakRssMiB, budget));
  };

  await throttled();
  await at10(
    'GET dentist eligibility look-up (member id and date of birth, a different patient each)',
    '/api/dentist/v1/eligibility/',
    { setupRequest: lookup('/api/dentist/v1/eligibility/') },
    { value: 30, id: 'i16-eligibility-p99' },
  );
  await throttled();
  await at10(
    'GET dentist Benefit Search, 10 procedure codes',
    '/api/dentist/v1/eligibility/benefit-search/',
    {
      setupRequest: (request) => {
        const next = lookup('/api/dentist/v1/eligibility/benefit-search/')(request);
        return { ...next, path: `${next.path}&codes=${BENEFIT_SEARCH_CODES}` };
      },
    },
    { value: 30, id: 'i16-benefit-search-p99' },
  );
  // The report and its export first: the saves below add their visits to the demo practice, all dated today.
  let nextPage = 0;
  const pages = Math.ceil(reportVisits / PAGE_SIZE);
  await at10(
    `GET dentist visits report, a practice with ${reportVisits.toLocaleString('en-US')} visits (pages of ${PAGE_SIZE}, every page in turn)`,
    `/api/dentist/v1/reports/visits/?${WHOLE_RANGE}`,
    {
      setupRequest: (request) => ({
        ...request,
        path: `/api/dentist/v1/reports/visits/?${WHOLE_RANGE}&page_size=${PAGE_SIZE}&page=${(nextPage++ % pages) + 1}`,
      }),
    },
    { value: 50, id: 'i16-report-page-p99' },
  );
  figures.push(...(await csvFigures(base, desk, pid, quick ? 1 : 3)));
  const today = new Date().toISOString().slice(0, 10);
  await at10(
    'POST dentist record a visit of 5 lines (a new idempotency key each)',
    '/api/dentist/v1/visits/',
    {
      method: 'POST',
      headers: { ...desk.headers('POST'), 'content-type': 'application/json' },
      setupRequest: (request) => {
        const { member_id: memberId, dob } = patient();
        const body = JSON.stringify({
          member_id: memberId,
          date_of_birth: dob,
          dentist_id: dentistId,
          location_id: locationId,
          appointment_date: today,
          lines: VISIT_CODES.map((code) => ({ code })),
          idempotency_key: randomUUID(),
        });
        return { ...request, body };
      },
    },
    { value: 50, id: 'i16-save-visit-p99' },
  );
  return figures;
}

/** The report's CSV of every visit, fetched whole `runs` times: wall time, rows, the server's memory rise. */
async function csvFigures(base, desk, pid, runs) {
  const times = [];
  const rises = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const before = memoryOf(pid).rssMiB;
    const memory = watchMemory(pid);
    const started = performance.now();
    const response = await fetch(`${base}/api/dentist/v1/reports/visits.csv?${WHOLE_RANGE}`, {
      headers: desk.headers('GET'),
    });
    if (response.status !== 200) throw new Error(`visits.csv answered ${response.status}`);
    let newlines = 0;
    for await (const chunk of response.body) for (const byte of chunk) if (byte === 10) newlines++;
    times.push(performance.now() - started);
    rises.push(memory.stop() - before);
    rows = newlines - 1; // the header line
  }
  const what = `dentist visits report CSV export of ${rows.toLocaleString('en-US')} rows`;
  return [
    figure(`${what}: wall time`, 'ms', times, { value: 2000, id: 'i16-csv-time' }),
    figure(`${what}: server resident memory rise`, 'MiB', rises, { value: 50, id: 'i16-csv-memory' }),
  ];
}
