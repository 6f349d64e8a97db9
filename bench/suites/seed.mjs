// Issue 2 budget: `npm run db:seed -- --households 100000` within 120 s on PostgreSQL.
import { figure } from '../lib/stats.mjs';
import { timeCommand } from '../lib/processes.mjs';
import { scratchDatabase } from '../lib/postgres.mjs';

export const description = 'Demo generator at scale into PostgreSQL';

export async function run({ quick }) {
  const households = quick ? 1000 : 100_000;
  const runs = quick ? 1 : 3;
  const times = [];
  for (let i = 0; i < runs; i++) {
    const database = scratchDatabase('bench_seed');
    try {
      times.push(
        await timeCommand(
          process.execPath,
          ['--conditions=source', '--import', 'tsx', 'src/cli/seed.ts', '--households', String(households)],
          {
            env: { DATABASE_URL: database.url, INSTANCE: 'test' },
            quiet: true,
            cwd: 'apps/server',
          },
        ),
      );
    } finally {
      database.drop();
    }
  }
  return [
    figure(
      `db:seed --households ${households} on PostgreSQL`,
      'ms',
      times,
      quick ? undefined : { value: 120_000, id: 'i2-seed' },
    ),
  ];
}
