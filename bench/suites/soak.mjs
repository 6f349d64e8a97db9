// Issue 29 item 6 (the soak) and its "Done when" (the member home calls at 1 and at 3 instances behind nginx).
//
// The cluster of scripts/cluster (PostgreSQL primary and its streaming replica, three API instances with their
// job runners, nginx on the portals' public ports) in a folder and on ports of its own. Full: the demo
// generator loads 100,000 households and 50,000 practice locations into the primary before the replica is
// copied from it and before the instances start; quick: the demo world the first instance loads itself.
// - The soak: 10 minutes (BENCH_SOAK_MINUTES while working on it) at 50 connections on nginx's member port,
//   the mix of bench/lib/soak-mix.mjs made by 300 signed-in members (bench/lib/mixed-load.mjs: one latency
//   list per kind): requests/s, p50 and p99 of each kind and of all, failures (budget: none), and each
//   instance's resident memory after the first minute and at the end (budget: within 10%).
// - The throughput pair: the member home calls at 50 connections (autocannon) through the cluster's nginx to
//   the three instances, and through a second nginx of the same configuration to instance 1 alone (the others
//   idle), runs alternating: requests/s of each and the ratio, taken per pair of runs.
import { join } from 'node:path';
import { startCluster } from '../../scripts/cluster/index.mjs';
import { startNginx } from '../../scripts/cluster/nginx.mjs';
import { clusterPrerequisites } from '../../scripts/cluster/prerequisites.mjs';
import { untilAnswers } from '../../scripts/cluster/instances.mjs';
import { figure, noteFigure } from '../lib/stats.mjs';
import { cannon, failureDetail, memoryOf } from '../lib/load.mjs';
import { watchCpu } from '../lib/cpu.mjs';
import { loadWorld } from '../lib/world.mjs';
import { ApiSession } from '../lib/http-session.mjs';
import { MEMBER_HOME } from '../lib/endpoints.mjs';
import { failuresOf, mixedLoad, percentile } from '../lib/mixed-load.mjs';
import { MIX, signInMembers, soakCalls } from '../lib/soak-mix.mjs';

export const description =
  'Soak: the cluster (3 instances behind nginx, primary and replica) under a mix of member calls at 50 connections for 10 minutes, and the member home calls at 1 and at 3 instances';

/**
 * Ports and folder of its own on a shared machine (the cluster tests use 28080 and 26432), all below Linux's
 * ephemeral range (32768-60999), where another process's outgoing connection may hold one.
 */
const PORT = Number(process.env.BENCH_SOAK_PORT ?? 24080);
const PG_PORT = Number(process.env.BENCH_SOAK_PG_PORT ?? 24432);
const DIR = process.env.BENCH_SOAK_DIR ?? '/tmp/dental-soak';
/** The second nginx, to instance 1 alone (the cluster's own ports end at PORT + 5). */
const ONE_INSTANCE_PORT = PORT + 10;
const INSTANCES = 3;
const MEMORY_BUDGET = { value: 10, id: 'i29-soak-memory' };
const ERRORS_BUDGET = { value: 0, id: 'i29-soak-errors' };

export function plan(quick) {
  const common = { connections: 50 };
  return quick
    ? {
        ...common,
        soakSeconds: 10,
        warmupSeconds: 3,
        // The memory "after the first minute", scaled to the quick run.
        sampleSeconds: 3,
        members: 20,
        signInAccounts: 150,
        pairWarmupSeconds: 1,
        pairSeconds: 2,
        pairRuns: 1,
      }
    : {
        ...common,
        households: 100_000,
        locations: 50_000,
        soakSeconds: Number(process.env.BENCH_SOAK_MINUTES ?? 10) * 60,
        // The same mix before the soak's clock starts: JIT, pools and the collector's heap sizes settle (the
        // first 10-minute run without it: each instance's second-minute floor 205-215 MiB, then 232-261 flat).
        warmupSeconds: 120,
        sampleSeconds: 60,
        members: 300,
        signInAccounts: 2_000,
        pairWarmupSeconds: 3,
        pairSeconds: 10,
        pairRuns: 3,
      };
}

/**
 * nginx's member port by address: the cluster's URLs say localhost, which may resolve to ::1 first, and nginx
 * listens on 127.0.0.1 (the soak's clients also connect from 127.0.1.<n>).
 */
const memberPortal = (cluster) => `http://127.0.0.1:${cluster.ports.publicPorts.member}`;

/**
 * Waits until the job runners have worked through what their first sweeps found due (on the loaded world,
 * thousands of instalments, reminders and their mail): the soak measures the steady state, and memory "after
 * the first minute" is not a backlog's transient. Answers the wait and the jobs done meanwhile.
 */
async function jobBacklogDrained(databaseUrl, timeoutMs) {
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const count = async (where) =>
      Number((await client.query(`select count(*) as n from jobs where ${where}`)).rows[0].n);
    const doneBefore = await count("status = 'done'");
    // The first sweeps run as the runners start; a moment later the queue holds what they found.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    while ((await count("status in ('queued', 'running') and run_at <= now()")) > 0) {
      if (performance.now() - started > timeoutMs)
        throw new Error(`the job backlog was not worked off in ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    return { ms: performance.now() - started, jobs: (await count("status = 'done'")) - doneBefore };
  } finally {
    await client.end();
  }
}

/** How often each instance's resident memory is read: often enough to see the floor of each minute. */
const MEMORY_READS_PER_WINDOW = 12;

/**
 * Each instance's resident memory, read MEMORY_READS_PER_WINDOW times a window of `seconds`, as the floor of
 * each window: the memory it settles to after the collector's passes. A single reading lands anywhere on the
 * garbage collector's saw-tooth (the first 10-minute run read 230 to 350 MiB a minute apart on one instance with
 * no trend), so a reading a minute apart said more about the collector's phase than about a leak.
 */
function sampleMemory(instances, seconds) {
  const windows = instances.map(() => []);
  let current = instances.map(() => Infinity);
  let reads = 0;
  const read = () =>
    instances.forEach((instance, i) => {
      current[i] = Math.min(current[i], memoryOf(instance.child.pid).rssMiB);
    });
  const close = () => {
    current.forEach((floor, i) => windows[i].push(floor));
    current = instances.map(() => Infinity);
  };
  const timer = setInterval(
    () => {
      read();
      if (++reads % MEMORY_READS_PER_WINDOW === 0) close();
    },
    (seconds * 1000) / MEMORY_READS_PER_WINDOW,
  );
  return {
    /** Each instance's floor of each whole window. */
    stop() {
      clearInterval(timer);
      return windows;
    },
  };
}

/** The figures of the soak: throughput, latency by kind and in all, failures, and memory per instance. */
function soakFigures(p, result, samples, instances) {
  const at = `soak @${p.connections} through nginx, ${INSTANCES} instances`;
  const kinds = MIX.map(({ kind }) => ({ kind, tally: result.tallies.get(kind) })).filter((k) => k.tally);
  const answered = kinds.reduce((sum, k) => sum + k.tally.latencies.length, 0);
  const all = kinds.flatMap((k) => k.tally.latencies).sort((a, b) => a - b);
  const failures = failuresOf(...kinds.map((k) => k.tally));
  const figures = [
    {
      ...figure(`${at}: requests/s (2xx)`, 'req/s', [answered / result.seconds]),
      detail: kinds.map((k) => `${k.kind} ${k.tally.latencies.length}`).join(', '),
    },
    figure(`${at}: p50, all calls`, 'ms', [percentile(all, 50)]),
    figure(`${at}: p99, all calls`, 'ms', [percentile(all, 99)]),
  ];
  for (const { kind, tally } of kinds) {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    figures.push(figure(`${at}: p50, ${kind}`, 'ms', [percentile(sorted, 50)]));
    figures.push(figure(`${at}: p99, ${kind}`, 'ms', [percentile(sorted, 99)]));
  }
  figures.push({
    ...figure(`${at}: errors, timeouts and non-2xx`, 'count', [failures.count], ERRORS_BUDGET),
    detail: failures.detail,
  });
  samples.forEach((series, i) => {
    // After the first minute: the second window's floor; at the end: the last window's.
    const first = series[1];
    const last = series[series.length - 1];
    const name = `${at}: instance ${i + 1} resident memory`;
    figures.push(figure(`${name} after the first ${p.sampleSeconds} s (the next window's floor)`, 'MiB', [first]));
    figures.push(figure(`${name} at the end (the last window's floor)`, 'MiB', [last]));
    // "Within 10%", either way; each window's floor and the signed change are in the detail.
    const change = (100 * (last - first)) / first;
    figures.push({
      ...figure(
        `${name}: change from after the first ${p.sampleSeconds} s to the end, either way`,
        '%',
        [Math.abs(change)],
        MEMORY_BUDGET,
      ),
      detail: `${change >= 0 ? 'grew' : 'fell'} ${Math.abs(change).toFixed(1)}%; the floor of each ${p.sampleSeconds} s: ${series.map((v) => v.toFixed(0)).join(', ')} MiB; peak since it started ${memoryOf(instances[i].child.pid).hwmMiB.toFixed(0)} MiB`,
    });
  });
  return figures;
}

/** The mean CPU of the runs, in % of one core: each instance, autocannon, and the machine in all. */
function cpuDetail(runs) {
  const mean = (values) => (values.reduce((a, b) => a + b, 0) / values.length).toFixed(0);
  const instances = Array.from({ length: INSTANCES }, (_, i) => mean(runs.map((r) => r.processes[i])));
  const autocannon = mean(runs.map((r) => r.processes[INSTANCES]));
  const machine = mean(runs.map((r) => r.machine));
  return `CPU in % of a core: instances ${instances.join(', ')}; autocannon ${autocannon}; the whole machine ${machine} (PostgreSQL, nginx and any other work are the rest)`;
}

/** Autocannon on the member home calls at `base`: the five in turn, each by the next member in turn. */
function homeCalls(base, sessions, connections, seconds) {
  let request = 0;
  return cannon({
    url: base,
    connections,
    seconds,
    setupRequest: (r) => {
      const n = request++;
      const session = sessions[Math.floor(n / MEMBER_HOME.length) % sessions.length];
      return { ...r, path: MEMBER_HOME[n % MEMBER_HOME.length].path, headers: { ...r.headers, ...session.headers() } };
    },
  });
}

/** The member home calls through nginx to 1 and to 3 instances, runs alternating, and the ratio per pair. */
async function throughputPair(p, sessions, cluster, nginx) {
  const one = startNginx({
    nginx,
    dir: join(DIR, 'nginx-one-instance'),
    portals: [{ name: 'member', publicPort: ONE_INSTANCE_PORT, instancePorts: [cluster.instances[0].port] }],
  });
  try {
    await untilAnswers(`http://127.0.0.1:${ONE_INSTANCE_PORT}/api/hello/`, 30_000);
    const bases = { 1: `http://127.0.0.1:${ONE_INSTANCE_PORT}`, [INSTANCES]: memberPortal(cluster) };
    const runs = { 1: [], [INSTANCES]: [] };
    for (const count of [1, INSTANCES]) await homeCalls(bases[count], sessions, p.connections, p.pairWarmupSeconds);
    // Where the cores went in each run: each instance, this process (autocannon) and the whole machine.
    const pids = [...cluster.instances.map((instance) => instance.child.pid), process.pid];
    const cpu = { 1: [], [INSTANCES]: [] };
    for (let i = 0; i < p.pairRuns; i++)
      for (const count of [1, INSTANCES]) {
        const watch = watchCpu(pids);
        runs[count].push(await homeCalls(bases[count], sessions, p.connections, p.pairSeconds));
        cpu[count].push(watch.stop());
      }
    const at = (count) => `member home calls @${p.connections} through nginx, ${count} instance${count > 1 ? 's' : ''}`;
    const figures = [];
    for (const count of [1, INSTANCES]) {
      figures.push(
        {
          ...figure(
            `${at(count)}: requests/s`,
            'req/s',
            runs[count].map((r) => r.rps),
          ),
          detail: cpuDetail(cpu[count]),
        },
        figure(
          `${at(count)}: p99`,
          'ms',
          runs[count].map((r) => r.p99),
        ),
        {
          ...figure(
            `${at(count)}: errors, timeouts and non-2xx`,
            'count',
            runs[count].map((r) => r.errors),
          ),
          detail: failureDetail(runs[count]),
        },
      );
    }
    figures.push(
      figure(
        `member home calls @${p.connections} through nginx: ${INSTANCES} instances' requests/s against 1 instance's`,
        '%',
        runs[INSTANCES].map((r, i) => (100 * r.rps) / runs[1][i].rps),
      ),
    );
    return figures;
  } finally {
    await one.stop();
  }
}

export async function run({ quick }) {
  const p = plan(quick);
  const figures = [];
  const notes = [];
  let load;
  const cluster = await startCluster({
    dir: DIR,
    port: PORT,
    pgPort: PG_PORT,
    instances: INSTANCES,
    // Warn, as the other load suites' servers: at info every request writes two lines to the instance's log.
    env: { LOG_LEVEL: 'warn' },
    log: (line) => console.log(`  cluster: ${line}`),
    loadPrimary: p.households
      ? async (url) => {
          console.log(`  loading ${p.households.toLocaleString('en-US')} households into the primary`);
          load = await loadWorld(url, p);
        }
      : undefined,
  });
  try {
    if (load)
      figures.push({
        ...figure('loading the data into the primary (one load; migrate and generate included)', 'ms', [load.ms]),
        detail: load.summary,
      });
    const alive = () => {
      for (const instance of cluster.instances)
        if (instance.child.exitCode !== null || instance.child.signalCode)
          throw new Error(`instance ${instance.index + 1} exited: see ${DIR}/instance-${instance.index + 1}.log`);
    };
    console.log('  waiting for the job runners to work off what their first sweeps found due');
    const backlog = await jobBacklogDrained(cluster.databaseUrl, 15 * 60_000);
    figures.push({
      ...figure('the job runners working off the start-up backlog (before the soak)', 'ms', [backlog.ms]),
      detail: `${backlog.jobs.toLocaleString('en-US')} jobs done`,
    });
    const base = memberPortal(cluster);
    const sessions = await signInMembers(base, p.members);
    const anonymous = new ApiSession(base);
    await anonymous.hello();
    const next = soakCalls({ sessions, anonymous, signInAccounts: p.signInAccounts });
    // Every kind answers before the load (a wrong path would otherwise show only as failures).
    const firstOfEachKind = new Map();
    for (let i = 0; i < 100; i++) {
      const call = next();
      if (!firstOfEachKind.has(call.kind)) firstOfEachKind.set(call.kind, call);
    }
    for (const { kind, method, path, headers, body } of firstOfEachKind.values()) {
      const { 'content-length': _length, ...fetchHeaders } = headers;
      const check = await fetch(`${base}${path}`, { method, headers: fetchHeaders, body });
      if (!check.ok) throw new Error(`${kind} (${path}) answered ${check.status}: ${await check.text()}`);
    }

    console.log(`  warm-up: ${p.warmupSeconds} s of the mix, not counted`);
    await mixedLoad({ base, connections: p.connections, seconds: p.warmupSeconds, next });
    alive();
    console.log(`  soak: ${p.soakSeconds} s at ${p.connections} connections`);
    const memory = sampleMemory(cluster.instances, p.sampleSeconds);
    const result = await mixedLoad({ base, connections: p.connections, seconds: p.soakSeconds, next });
    const samples = memory.stop();
    alive();
    figures.push(...soakFigures(p, result, samples, cluster.instances));

    console.log('  member home calls through nginx at 1 and at 3 instances');
    const { nginx } = clusterPrerequisites(() => undefined);
    figures.push(...(await throughputPair(p, sessions, cluster, nginx)));
    alive();

    if (load)
      notes.push(
        `Data: the demo generator loaded the primary before the replica was copied from it: ${load.summary.replace(/^Seeded in [\d.]+ s: /, '')}.`,
      );
    if (!quick && p.soakSeconds !== 600)
      notes.push(`This soak ran ${p.soakSeconds / 60} minutes (BENCH_SOAK_MINUTES); the issue's is 10.`);
    notes.push(
      `Mix: ${MIX.map((m) => `${m.kind} ${m.share}%`).join(', ')} of the requests, interleaved evenly, by ${p.members} signed-in generated members in turn; each sign-in is of another of ${p.signInAccounts.toLocaleString('en-US')} members and opens a new session. Sign-ins hash a password (argon2id, issue 3) on purpose, so their share is kept small. Each connection comes from a loopback address of its own, as 50 clients would. The instances run their job runners and log at warn.`,
    );
    notes.push(
      `The pair: a second nginx of the same configuration in front of instance 1 alone (the other two idle), runs of ${p.pairSeconds} s alternating with those through the cluster's nginx; on this 2-core machine the 3 instances share the cores with PostgreSQL, nginx and the load generator (bench/README.md).`,
    );
    for (const note of notes) figures.push(noteFigure(note));
    return figures;
  } finally {
    await cluster.stop();
  }
}
