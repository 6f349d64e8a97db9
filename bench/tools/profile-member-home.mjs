// Profiles the production server under the member home calls: a small world on a scratch PostgreSQL database,
// the server with --cpu-prof, autocannon on each call at 10 connections, then the self time by package and
// by function. Where the member home's time goes beside the bare baseline's (issue 25's 90% figure).
//
//   node bench/tools/profile-member-home.mjs [seconds per call, default 8] [profile folder, default /tmp/prof]
import { readdirSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePortBlock, startServer } from '../lib/processes.mjs';
import { openWorld } from '../lib/world.mjs';
import { cannon } from '../lib/load.mjs';
import { ApiSession } from '../lib/http-session.mjs';
import { MEMBER_HOME } from '../lib/endpoints.mjs';

const seconds = Number(process.argv[2] ?? 8);
const folder = process.argv[3] ?? '/tmp/prof';
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
process.env.BENCH_SERVER_NODE_FLAGS = `--cpu-prof --cpu-prof-dir=${folder}`;

const { database } = await openWorld({ households: 500 }, 'profile');
const port = await freePortBlock(5);
const server = await startServer({
  PORT: String(port),
  DATABASE_URL: database.url,
  SEED_DEMO: 'false',
  TRUST_PROXY: 'true',
  JOB_RUNNER: 'false',
});
try {
  const base = `http://127.0.0.1:${port}`;
  const session = await new ApiSession(base).signIn();
  for (const call of MEMBER_HOME) {
    const result = await cannon({ url: `${base}${call.path}`, connections: 10, seconds, headers: session.headers() });
    console.log(`${call.key}: ${Math.round(result.rps)} req/s, non-2xx ${result.non2xx}`);
  }
} finally {
  await server.stop();
  database.drop();
}

const file = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(join(folder, file), 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const interval = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  interval.set(id, (interval.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
let total = 0;
const byPackage = new Map();
for (const [id, micros] of interval) {
  const { callFrame } = byId.get(id);
  total += micros;
  const where =
    callFrame.url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
    (callFrame.url
      ? callFrame.url.replace(/.*\/apps\//, 'apps/').replace(/^node:.*/, 'node')
      : `(${callFrame.functionName || 'native'})`);
  const pkg = where.startsWith('apps/') ? where.split('/').slice(0, 4).join('/') : where;
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  const key = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + micros);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log('\nself time by package:\n' + top(byPackage, 25).join('\n'));
console.log('\nself time by function:\n' + top(self, 40).join('\n'));
