// A quick look at the headline figure while working on it: our member home calls against the bare
// Fastify + pg baseline on an already loaded database, one connection level, alternating runs.
//   node bench/tools/home-ratio.mjs <database url> [seconds=5] [connections=10] [call keys...]
// The full, reported measurement is the api-load suite; this prints, it records nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { freePortBlock, root, startServer } from '../lib/processes.mjs';
import { captureStatements } from '../lib/capture.mjs';
import { cannon } from '../lib/load.mjs';
import { ApiSession } from '../lib/http-session.mjs';

const [databaseUrl, secondsArg = '5', connectionsArg = '10', ...keys] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: home-ratio.mjs <database url> [seconds] [connections] [keys...]');
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);

const captured = await captureStatements({ databaseUrl });
const home = captured.calls.filter((c) => c.group === 'member-home' && c.status === 200 && (keys.length === 0 || keys.includes(c.key)));
const statementsFile = join(mkdtempSync(join(tmpdir(), 'home-ratio-')), 'statements.json');
writeFileSync(statementsFile, JSON.stringify(home.map(({ path, statements }) => ({ path, statements }))));

const port = await freePortBlock(5);
const server = await startServer({ PORT: String(port), DATABASE_URL: databaseUrl, SEED_DEMO: 'false', JOB_RUNNER: 'false' });
const bare = spawn(process.execPath, ['bench/baseline/bare-server.mjs', statementsFile, String(port + 4), databaseUrl], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => bare.stdout.once('data', resolve));
try {
  const session = await new ApiSession(`http://127.0.0.1:${port}`).signIn();
  const headers = session.headers('GET');
  for (const call of home) {
    const ours = { url: `http://127.0.0.1:${port}${call.path}`, connections, headers };
    const base = { url: `http://127.0.0.1:${port + 4}${call.path}`, connections };
    await cannon({ ...ours, seconds: 1 });
    await cannon({ ...base, seconds: 1 });
    const o = await cannon({ ...ours, seconds });
    const b = await cannon({ ...base, seconds });
    console.log(`${call.key.padEnd(16)} ours ${o.rps.toFixed(0).padStart(6)} req/s (p99 ${o.p99} ms, errors ${o.errors})  bare ${b.rps.toFixed(0).padStart(6)} req/s  ratio ${((100 * o.rps) / b.rps).toFixed(0)}%`);
  }
} finally {
  bare.kill('SIGTERM');
  await server.stop();
}
