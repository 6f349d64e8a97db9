// Issue 7 budget: the job runner charges 10,000 due instalments in under 60 s on PostgreSQL with two
// workers, and none is charged twice. bench/tools/charge-instalments.mjs makes the instalments due on a
// scratch database (migrated, demo world) and runs the workers (bench/jobs/bench-charge.ts).
import { execFileSync } from 'node:child_process';
import { figure } from '../lib/stats.mjs';
import { root } from '../lib/processes.mjs';
import { scratchDatabase } from '../lib/postgres.mjs';

export const description = 'Job runner: charging due instalments with two workers on PostgreSQL (offline gateway)';

export async function run({ quick }) {
  const count = quick ? 300 : 10_000;
  const runs = quick ? 1 : 3;
  const database = scratchDatabase('bench_jobs');
  try {
    const out = execFileSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'bench/tools/charge-instalments.mjs',
        database.url,
        String(count),
        '2',
        String(runs),
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, LOG_LEVEL: 'silent' },
      },
    );
    const result = JSON.parse(out.trim().split('\n').pop());
    const n = count.toLocaleString('en-US');
    return [
      figure(
        `charging ${n} due instalments with 2 workers`,
        'ms',
        result.runs.map((r) => r.ms),
        { value: 60_000, id: 'i7-job-runner' },
      ),
      {
        ...figure(
          `instalments charged (of ${n} due)`,
          'count',
          result.runs.map((r) => r.charged),
        ),
        detail: 'each run must charge every due instalment',
      },
      // The worst run counts: one double charge in any run misses the budget.
      figure(
        'instalments charged more than once (worst run)',
        'count',
        [Math.max(...result.runs.map((r) => r.chargedTwice))],
        { value: 0, id: 'i7-job-runner', strict: false, enforcedInQuick: true },
      ),
    ];
  } finally {
    database.drop();
  }
}
