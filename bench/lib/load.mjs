// Load generation with autocannon (in this process, on the same machine as the server, as issue 8 asks)
// and the server's memory read from /proc.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { figure } from './stats.mjs';

/**
 * One autocannon run. Resolves with requests/s, p50 and p99 in ms, and the failures: connection errors,
 * timeouts and non-2xx answers.
 */
export async function cannon({ url, connections, seconds, method = 'GET', headers = {}, body, setupRequest }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers,
    body,
    timeout: 10,
    // Changes each request before it is sent (a different account and client address per sign-in).
    ...(setupRequest ? { requests: [{ method, headers, body, setupRequest }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    /** Answers by status code, e.g. { '200': 1234, '429': 3 }. */
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    ),
  };
}

/** Resident memory of a process in MiB: current (VmRSS) and peak since it started (VmHWM). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
    return { rssMiB: kib('VmRSS') / 1024, hwmMiB: kib('VmHWM') / 1024 };
  } catch {
    return { rssMiB: NaN, hwmMiB: NaN };
  }
}

/** Samples a process's resident memory every 200 ms until stopped; resolves the highest VmRSS seen. */
export function watchMemory(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    const { rssMiB } = memoryOf(pid);
    if (rssMiB > peak) peak = rssMiB;
  }, 200);
  return {
    stop() {
      clearInterval(timer);
      const { rssMiB } = memoryOf(pid);
      return Math.max(peak, Number.isFinite(rssMiB) ? rssMiB : 0);
    },
  };
}

/** Which answers were not 2xx, and how many timed out, over the runs ('' when all succeeded). */
export function failureDetail(runs) {
  const codes = {};
  let timeouts = 0;
  for (const r of runs) {
    timeouts += r.timeouts;
    for (const [code, count] of Object.entries(r.statuses))
      if (!code.startsWith('2')) codes[code] = (codes[code] ?? 0) + count;
  }
  const parts = Object.entries(codes).map(([code, count]) => `${count} x ${code}`);
  if (timeouts) parts.push(`${timeouts} timeouts`);
  const silent = runs.filter((r) => r.requests === 0).length;
  // Requests still waiting when a run ends are neither answers nor errors: say so, the latencies are empty.
  if (silent)
    parts.push(`${silent} of ${runs.length} runs had no answer within the run: latencies of those runs are empty`);
  return parts.join(', ');
}

/**
 * Measures one endpoint: a warm-up, then `plan.runs` runs of `plan.runSeconds`, watching the server's memory.
 * `alive()` throws when a server under test has exited. `target`: url, headers, and the server's pid.
 */
export function endpointMeasurer(plan, alive) {
  return async (label, target, connections, options = {}) => {
    alive();
    const run = (seconds) =>
      cannon({ url: target.url, connections, seconds, headers: target.headers ?? {}, ...options });
    await run(plan.warmupSeconds);
    const memory = watchMemory(target.pid);
    const runs = [];
    for (let i = 0; i < plan.runs; i++) runs.push(await run(plan.runSeconds));
    return { label, runs, peakRssMiB: memory.stop() };
  };
}

/** The figures of one endpoint at one connection level: requests/s, p50, p99 (with its budget), failures, memory. */
export function loadFigures(name, connections, runs, peakRssMiB, p99Budget) {
  const at = `${name} @${connections}`;
  return [
    {
      ...figure(
        `${at}: requests/s`,
        'req/s',
        runs.map((r) => r.rps),
      ),
      detail: runs.some((r) => r.requests === 0) ? 'no request was answered within a run' : '',
    },
    figure(
      `${at}: p50`,
      'ms',
      runs.map((r) => r.p50),
    ),
    figure(
      `${at}: p99`,
      'ms',
      runs.map((r) => r.p99),
      p99Budget,
    ),
    {
      ...figure(
        `${at}: errors, timeouts and non-2xx`,
        'count',
        runs.map((r) => r.errors),
      ),
      detail: failureDetail(runs),
    },
    figure(`${at}: server peak resident memory during the runs`, 'MiB', [peakRssMiB]),
  ];
}
