// A suite run in part (BENCH_LIGHTHOUSE_ONLY, BENCH_API_LOAD_ONLY) keeps the figures it did not measure from
// its last recorded run, each marked with that run's date, so RESULTS.md does not lose them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './processes.mjs';

/** The last recorded figures of `suite` whose labels are not in `measured`, each marked with its run's date. */
export function carriedOver(suite, measured) {
  const file = join(root, 'bench/results/latest.json');
  if (!existsSync(file)) return [];
  const last = JSON.parse(readFileSync(file, 'utf8')).suites?.[suite];
  if (!last) return [];
  const date = last.date.slice(0, 16).replace('T', ' ');
  return last.figures
    .filter((f) => !measured.has(f.label) && !f.note)
    .map((f) => ({ ...f, detail: [f.detail, `carried over from the run of ${date} UTC`].filter(Boolean).join('; ') }));
}
