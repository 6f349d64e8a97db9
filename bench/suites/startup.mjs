// Issue 2 budgets: serving within 5 s from an existing data directory; first start (build + migrate +
// demo seed) within 90 s on this 2-core machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figure } from '../lib/stats.mjs';
import { freePortBlock, startServer, timeCommand } from '../lib/processes.mjs';

export const description = 'Start-up: full build, first start on an empty data directory, restart on an existing one';

export async function run({ quick }) {
  const runs = quick ? 1 : 3;
  const build = [];
  const empty = [];
  const existing = [];
  for (let i = 0; i < runs; i++) {
    if (!quick) build.push(await timeCommand(process.execPath, ['scripts/build.mjs', '--force'], { quiet: true }));
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-startup-'));
    try {
      const port = await freePortBlock();
      const first = await startServer({ PORT: String(port), DATA_DIR: dataDir });
      empty.push(first.readyMs);
      await first.stop();
      const again = await startServer({ PORT: String(port), DATA_DIR: dataDir });
      existing.push(again.readyMs);
      await again.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const figures = [
    figure('serving from an existing data directory', 'ms', existing, { value: 5000, id: 'i2-serve-existing' }),
    figure('first start on an empty data directory (migrate + demo seed)', 'ms', empty),
  ];
  if (build.length) {
    figures.push(figure('full build (tsc -b + four vite builds)', 'ms', build));
    figures.push(
      figure(
        'first start including the build',
        'ms',
        build.map((b, i) => b + (empty[i] ?? 0)),
        { value: 90_000, id: 'i2-first-start' },
      ),
    );
  }
  return figures;
}
