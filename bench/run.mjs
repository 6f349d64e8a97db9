// npm run bench [-- NAME ...] [--quick]: runs the benchmark suites and writes bench/results/latest.json and
// bench/RESULTS.md. --quick uses small data and one run, to prove in CI that the scripts still work; its
// figures are not comparable and are written to results/quick.json only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { root } from './lib/processes.mjs';
import { postgresVersion } from './lib/postgres.mjs';
import { budgetSign, renderResults } from './lib/render.mjs';

const SUITES = [
  'bundle',
  'sql-count',
  'engine',
  'jobs',
  'api-load',
  'dentist-load',
  'employer',
  'lighthouse',
  'seed',
  'startup',
  'soak',
];
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !SUITES.includes(n));
if (unknown.length) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${SUITES.join(', ')}`);
  process.exit(2);
}
const selected = names.length ? names : SUITES;
const runStarted = Date.now();

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memory_gib: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  postgres: postgresVersion(),
};
const resultsDir = `${root}bench/results`;
mkdirSync(resultsDir, { recursive: true });
const file = `${resultsDir}/${quick ? 'quick' : 'latest'}.json`;
const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { suites: {} };

const quickFile = `${resultsDir}/quick.json`;
/** Writes the results so far: after every suite, so a run stopped part way keeps what it measured. */
function save(done) {
  previous.machine = machine;
  // The wall time of this invocation (issue 8: the quick mode of all suites runs in under 3 minutes).
  previous.lastRun = {
    date: new Date().toISOString(),
    suites: selected,
    all: done && selected.length === SUITES.length,
    complete: done,
    seconds: (Date.now() - runStarted) / 1000,
    failed,
  };
  if (previous.lastRun.all) previous.lastRunOfAll = previous.lastRun;
  writeFileSync(file, `${JSON.stringify(previous, null, 2)}\n`);
  if (!quick)
    writeFileSync(
      `${root}bench/RESULTS.md`,
      renderResults(previous, existsSync(quickFile) ? JSON.parse(readFileSync(quickFile, 'utf8')) : undefined),
    );
}

let failed = false;
for (const name of selected) {
  const suite = await import(`./suites/${name}.mjs`);
  console.log(`bench: ${name}: ${suite.description}`);
  const started = Date.now();
  // Other work on the machine skews every figure: the load when the suite starts is kept beside them.
  const loadAtStart = Number(loadavg()[0].toFixed(2));
  try {
    const figures = await suite.run({ quick });
    previous.suites[name] = {
      description: suite.description,
      date: new Date().toISOString(),
      seconds: (Date.now() - started) / 1000,
      loadAtStart,
      machine,
      quick,
      figures,
    };
    for (const f of figures) {
      if (f.skipped) {
        console.log(`  ${f.label}: skipped`);
        continue;
      }
      const digits = f.unit === 'KB' || (f.unit === 'ms' && Math.abs(f.median) < 10) ? 1 : 0;
      const budget = f.budget
        ? ` (budget ${budgetSign(f.budget)} ${f.budget.value} ${f.unit}: ${f.met ? 'met' : 'NOT met'}${f.budget.enforcedInQuick ? ', enforced' : ''})`
        : '';
      console.log(
        `  ${f.label}: median ${f.median.toFixed(digits)} ${f.unit} [${f.min.toFixed(digits)}..${f.max.toFixed(digits)}]${budget}${f.detail ? ` (${f.detail})` : ''}`,
      );
      // Quick mode checks budgets that do not depend on data size (bundle size, SQL statement counts).
      if (quick && f.budget && f.budget.enforcedInQuick && !f.met) failed = true;
    }
  } catch (error) {
    console.error(`bench: ${name} failed:`, error);
    failed = true;
  }
  console.log(`bench: ${name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  save(false);
}

save(true);
console.log(
  `bench: ${selected.join(', ')} in ${previous.lastRun.seconds.toFixed(0)} s${failed ? ': FAILED (an enforced budget was missed or a suite broke)' : ''}`,
);
process.exit(failed ? 1 : 0);
