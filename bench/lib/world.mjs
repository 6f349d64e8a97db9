// The loaded world the load suites run against: a PostgreSQL database filled by the demo generator, or one
// loaded before (BENCH_REUSE_DATABASE_URL, used as it is and never dropped).
import { spawn } from 'node:child_process';
import { figure } from './stats.mjs';
import { root } from './processes.mjs';
import { scratchDatabase } from './postgres.mjs';

/** Runs the demo generator into `url`; resolves with its wall time and the summary line it prints. */
function seedDatabase(args, url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: `${root}apps/server`,
      env: { ...process.env, DATABASE_URL: url, INSTANCE: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`db:seed exited ${code}`));
      resolve({ ms: performance.now() - started, summary: out.trim().split('\n').pop() ?? '' });
    });
  });
}

/**
 * Runs the demo generator with `households` (and `locations`) into the empty database at `url` (also a
 * cluster's primary: the soak suite); resolves with its wall time and summary line.
 */
export function loadWorld(url, { households, locations }) {
  const args = ['--conditions=source', '--import', 'tsx', 'src/cli/seed.ts', '--households', String(households)];
  if (locations) args.push('--locations', String(locations));
  return seedDatabase(args, url);
}

/**
 * A database with `households` (and `locations`) loaded, or the reused one. Resolves with the database (url,
 * drop), the load (wall time and the generator's summary) and the figure of its loading time (none if reused).
 */
export async function openWorld({ households, locations }, prefix) {
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  if (reuse) {
    const summary = `reused ${new URL(reuse).pathname.slice(1)} as loaded before`;
    return { database: { url: reuse, drop: () => undefined }, load: { ms: NaN, summary }, figures: [] };
  }
  const database = scratchDatabase(prefix);
  try {
    const load = await loadWorld(database.url, { households, locations });
    const loading = figure(`loading the data into PostgreSQL (one load; migrate and generate included)`, 'ms', [
      load.ms,
    ]);
    return { database, load, figures: [{ ...loading, detail: load.summary }] };
  } catch (error) {
    database.drop();
    throw error;
  }
}
