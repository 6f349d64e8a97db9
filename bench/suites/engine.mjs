// Issue 5 budget: the coverage engine (packages/domain) prices 100,000 random visits in under 1 s.
import { execFileSync } from 'node:child_process';
import { figure } from '../lib/stats.mjs';
import { root } from '../lib/processes.mjs';

export const description = 'Coverage engine: pricing 100,000 random visits (1 to 5 procedures each) in one process';

export async function run({ quick }) {
  const runs = quick ? 1 : 5;
  const out = execFileSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'bench/tools/price-visits.mjs', '100000', String(runs)],
    { cwd: root, encoding: 'utf8' },
  );
  const { visits, times, lines } = JSON.parse(out);
  // The first run includes the JIT warming up; every run is reported, the median judged.
  return [
    figure(
      `priceVisit over ${visits.toLocaleString('en-US')} visits (${lines.toLocaleString('en-US')} procedure lines)`,
      'ms',
      times,
      { value: 1000, id: 'i5-engine' },
    ),
  ];
}
