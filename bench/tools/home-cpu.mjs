// CPU time per request of our server and of the bare baseline for the member home calls: a figure that the
// machine's other load disturbs much less than requests/s (each process is charged only for its own work).
//   node bench/tools/home-cpu.mjs <database url> [seconds=5] [connections=10] [call keys...]
// Prints; records nothing. PostgreSQL's own work is not included (it is the same SQL on both sides).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { freePortBlock, root, startServer } from '../lib/processes.mjs';
import { captureStatements } from '../lib/capture.mjs';
import { cannon } from '../lib/load.mjs';
import { ApiSession } from '../lib/http-session.mjs';

const [databaseUrl, secondsArg = '5', connectionsArg = '10', ...keys] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: home-cpu.mjs <database url> [seconds] [connections] [keys...]');
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);

/** User plus system CPU time of a process so far, in ms (from /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const captured = await captureStatements({ databaseUrl });
const home = captured.calls.filter((c) => c.group === 'member-home' && c.status === 200 && (keys.length === 0 || keys.includes(c.key)));
const statementsFile = join(mkdtempSync(join(tmpdir(), 'home-cpu-')), 'statements.json');
writeFileSync(statementsFile, JSON.stringify(home.map(({ path, statements }) => ({ path, statements }))));

const port = await freePortBlock(5);
const server = await startServer({ PORT: String(port), DATABASE_URL: databaseUrl, SEED_DEMO: 'false', JOB_RUNNER: 'false' });
const bare = spawn(process.execPath, ['bench/baseline/bare-server.mjs', statementsFile, String(port + 4), databaseUrl], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve) => bare.stdout.once('data', resolve));
try {
  const session = await new ApiSession(`http://127.0.0.1:${port}`).signIn();
  const headers = session.headers('GET');
  const measure = async (target, pid) => {
    await cannon({ ...target, seconds: 1 });
    const before = cpuMs(pid);
    const run = await cannon({ ...target, seconds });
    return { perRequestUs: (1000 * (cpuMs(pid) - before)) / run.requests, rps: run.rps };
  };
  for (const call of home) {
    const o = await measure({ url: `http://127.0.0.1:${port}${call.path}`, connections, headers }, server.child.pid);
    const b = await measure({ url: `http://127.0.0.1:${port + 4}${call.path}`, connections }, bare.pid);
    console.log(`${call.key.padEnd(16)} ours ${o.perRequestUs.toFixed(0).padStart(5)} µs CPU a request (${o.rps.toFixed(0)} req/s)  bare ${b.perRequestUs.toFixed(0).padStart(5)} µs (${b.rps.toFixed(0)} req/s)  ours/bare ${(o.perRequestUs / b.perRequestUs).toFixed(2)}`);
  }
} finally {
  bare.kill('SIGTERM');
  await server.stop();
}
