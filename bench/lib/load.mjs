// Load generation with autocannon (in this process, on the same machine as the server, as issue 8 asks)
// and the server's memory read from /proc.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

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
