// Issue 27's budgets, on PostgreSQL: a census file of 10,000 rows is checked and imported in under 10 s; an 834
// file of 10,000 member loops applies in under 10 s; the employees list of a 10,000-employee company answers
// with a p99 under 30 ms at 10 connections. The file steps are timed at the service by the tools beside them
// (census-import-time.mjs, edi-834-time.mjs: the multipart reading in front is not timed); the list is loaded
// through the production build after a census of 10,000 employees was uploaded to it over HTTP.
import { execFileSync } from 'node:child_process';
import { CENSUS_IMPORT_PATH, UPLOAD_FIELD } from '@dental/domain';
import { censusFile } from '../lib/census-file.mjs';
import { signedIn } from '../lib/http-session.mjs';
import { endpointMeasurer, loadFigures } from '../lib/load.mjs';
import { scratchDatabase } from '../lib/postgres.mjs';
import { freePortBlock, root, startServer } from '../lib/processes.mjs';
import { figure } from '../lib/stats.mjs';

export const description =
  'Employer portal: census import and 834 files of 10,000 rows, the employees list of a 10,000-employee company (PostgreSQL)';

const FILE_BUDGET = { value: 10_000, id: 'i27-file-10k' };
const LIST_P99 = { value: 30, id: 'i27-employees-list-p99' };
const DEMO_HR_ADMIN = 'employer@example.com';

/** One of the file tools, run from TypeScript source; its last line of output is its JSON answer. */
function tool(file, size) {
  const out = execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', file, String(size)], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  return JSON.parse(out.trim().split('\n').pop());
}

function fileFigures(quick) {
  const rows = quick ? 300 : 10_000;
  const n = rows.toLocaleString('en-US');
  const census = tool('bench/tools/census-import-time.mjs', rows);
  const edi = tool('bench/tools/edi-834-time.mjs', rows);
  return [
    {
      ...figure(`census of ${n} rows: checked and imported`, 'ms', [census.check.ms + census.import.ms], FILE_BUDGET),
      detail: `check ${census.check.ms} ms, import ${census.import.ms} ms: ${census.import.employees_added} employees added, ${census.import.errors} errors`,
    },
    figure(`census of ${n} rows imported again (every row unchanged)`, 'ms', [census.reimport.ms]),
    {
      ...figure(`834 of ${n} member loops: applied`, 'ms', [edi.apply.ms], FILE_BUDGET),
      detail: `outcomes ${JSON.stringify(edi.apply.outcomes)}, ${edi.apply.issues} issues; the check alone ${edi.check.ms} ms`,
    },
    {
      ...figure(`834 of ${n} member loops applied again`, 'ms', [edi.reapply.ms]),
      detail: `outcomes ${JSON.stringify(edi.reapply.outcomes)}`,
    },
  ];
}

/** The demo company given `count` more employees by a census upload, the way an HR admin sends one. */
async function uploadEmployees(session, count) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([censusFile(count, { employeesOnly: true })], { type: 'text/csv' }), 'census.csv');
  const started = performance.now();
  const response = await fetch(`${session.base}/api/${CENSUS_IMPORT_PATH}`, {
    method: 'POST',
    headers: session.headers('POST'),
    body: form,
  });
  const body = await response.json().catch(() => undefined);
  if (response.status !== 200) throw new Error(`census upload answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, added: body.data.employees_added };
}

async function listFigures(quick) {
  const plan = quick
    ? { warmupSeconds: 1, runSeconds: 2, runs: 1, employees: 500 }
    : { warmupSeconds: 3, runSeconds: 10, runs: 3, employees: 10_000 };
  const database = scratchDatabase('bench_employer');
  let server;
  try {
    const port = await freePortBlock(4);
    server = await startServer({ PORT: String(port), DATABASE_URL: database.url, JOB_RUNNER: 'false' });
    const alive = () => {
      if (server.child.exitCode !== null || server.child.signalCode) throw new Error('the server exited');
    };
    const session = await signedIn(`http://127.0.0.1:${port + 2}`, DEMO_HR_ADMIN, 'employer');
    const upload = await uploadEmployees(session, plan.employees);
    const n = plan.employees.toLocaleString('en-US');
    const figures = [
      {
        ...figure(`census of ${n} employees uploaded over HTTP (multipart, checked, imported)`, 'ms', [upload.ms]),
        detail: `${upload.added} employees added`,
      },
    ];
    const measure = endpointMeasurer(plan, alive);
    const lastPage = Math.ceil(plan.employees / 20);
    const calls = [
      ['employees list, first page', 'employer/v1/employees/'],
      [`employees list, page ${lastPage}`, `employer/v1/employees/?page=${lastPage}`],
      ['employees list, searched by name', 'employer/v1/employees/?q=Bench4321'],
      ['employees list, active in class Full-time', 'employer/v1/employees/?status=active&class=Full-time'],
    ];
    for (const [label, path] of calls) {
      const target = { url: `${session.base}/api/${path}`, headers: session.headers('GET'), pid: server.child.pid };
      const r = await measure(label, target, 10);
      figures.push(...loadFigures(`${label} (${n} employees)`, 10, r.runs, r.peakRssMiB, LIST_P99));
    }
    return figures;
  } finally {
    await server?.stop();
    database.drop();
  }
}

export async function run({ quick }) {
  return [...fileFigures(quick), ...(await listFigures(quick))];
}
