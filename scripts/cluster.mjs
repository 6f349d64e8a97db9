// npm run cluster (issue 29 item 1): builds what is missing, then starts the cluster of scripts/cluster/ and
// prints its addresses; Ctrl-C stops everything it started. CLUSTER_INSTANCES (3), PORT (8080), CLUSTER_PG_PORT
// (55432) and CLUSTER_DIR (a folder under the system's temporary folder) change its shape.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PORTALS, startCluster } from './cluster/index.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
const port = Number(process.env.PORT ?? 8080);
const pgPort = Number(process.env.CLUSTER_PG_PORT ?? 55432);
if (![instances, port, pgPort].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('CLUSTER_INSTANCES, PORT and CLUSTER_PG_PORT must be positive whole numbers');
  process.exit(78);
}

const started = Date.now();
const cluster = await startCluster({ instances, port, pgPort, dir: process.env.CLUSTER_DIR }).catch((error) => {
  console.error(`The cluster did not start: ${error.message}`);
  process.exit(1);
});
console.log(
  [
    '',
    `Dental benefits cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx in front of ${instances} API instances`,
    ...PORTALS.map((portal) => `  ${portal.padEnd(9)} ${cluster.urls[portal]}`),
    `  Mail      http://localhost:${cluster.ports.mailPort}/ (caught mail, JSON)`,
    `  Primary   ${cluster.databaseUrl}`,
    `  Replica   ${cluster.replicaUrl}`,
    `  Instances ${cluster.ports.instancePorts.map((p) => `${p}-${p + 3}`).join(', ')} (logs in ${cluster.dir})`,
    '',
    'Ctrl-C stops everything.',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the cluster`);
    void cluster.stop().then(() => process.exit(0));
  });
