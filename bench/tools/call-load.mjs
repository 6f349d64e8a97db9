// A quick look at one signed-in GET call under load, alone (no baseline): the production build on an already
// loaded database, signed in as a given member, autocannon at one connection level, a few runs.
//   node bench/tools/call-load.mjs <database url> <path> [--as email] [--connections 10] [--seconds 5] [--runs 3]
//     [--port 9200] [--cpu-prof dir]
// --cpu-prof starts the server under `node --cpu-prof` (the profile is written to dir when it stops).
// The reported measurement is the api-load suite; this prints, it records nothing.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { root } from '../lib/processes.mjs';
import { cannon } from '../lib/load.mjs';
import { ApiSession, DEMO_MEMBER } from '../lib/http-session.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    as: { type: 'string', default: DEMO_MEMBER },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '9200' },
    'cpu-prof': { type: 'string' },
  },
});
const [databaseUrl, path] = positionals;
if (!databaseUrl || !path)
  throw new Error(
    'usage: call-load.mjs <database url> <path> [--as email] [--connections n] [--seconds s] [--runs n] [--port p] [--cpu-prof dir]',
  );
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

const nodeFlags = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [];
const server = spawn(process.execPath, [...nodeFlags, 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    LOG_LEVEL: 'warn',
    INSTANCE: 'test',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    JOB_RUNNER: 'false',
  },
});
const stopped = new Promise((resolve) => server.once('exit', resolve));

async function waitUntilServing() {
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error(`server exited ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/hello/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

try {
  await waitUntilServing();
  const session = await new ApiSession(base).signIn(values.as);
  const check = await session.request('GET', path);
  if (check.status !== 200) throw new Error(`${path} answered ${check.status}: ${check.text.slice(0, 200)}`);
  const target = { url: `${base}${path}`, connections: Number(values.connections), headers: session.headers('GET') };
  await cannon({ ...target, seconds: 2 });
  for (let i = 0; i < Number(values.runs); i++) {
    const r = await cannon({ ...target, seconds: Number(values.seconds) });
    const load = (await import('node:os')).loadavg()[0].toFixed(2);
    console.log(
      `run ${i + 1}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, load ${load}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await stopped;
}
