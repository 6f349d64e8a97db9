// Issue 29 item 6: a load of mixed calls for the soak. Autocannon keeps one latency histogram for a run, so
// this small client keeps one per kind of call. Each connection is one keep-alive socket from a loopback
// address of its own (127.0.1.<n>): nginx passes the address it sees on as X-Forwarded-For, and the sign-in
// throttle counts per address, so 50 clients behind one address would be one very busy person, not 50.
import http from 'node:http';

/** The p-th percentile (0-100) of sorted numbers, nearest rank; NaN when there are none. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One request on `agent` from `localAddress`; resolves with its status (or its error) and its latency in ms. */
function send(target, agent, localAddress, call, timeoutMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: call.path,
        method: call.method,
        headers: call.headers,
        agent,
        localAddress,
        timeout: timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
        response.on('error', (error) => resolve({ error, ms: performance.now() - started }));
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { timeout: true })));
    request.on('error', (error) => resolve({ error, ms: performance.now() - started }));
    request.end(call.body);
  });
}

/** What one kind of call met: latencies of its 2xx answers, other answers by status, timeouts, errors. */
function newTally() {
  return { latencies: [], statuses: {}, timeouts: 0, errors: 0 };
}

/**
 * Runs `connections` loops against `base` for `seconds`; each asks `next(connection)` for its next call
 * ({ kind, method, path, headers, body }) and sends it once the previous one was answered. Resolves with the
 * tally of each kind and the seconds it ran. A request unanswered after `timeoutMs` counts as a timeout.
 */
export async function mixedLoad({ base, connections, seconds, next, timeoutMs = 10_000 }) {
  if (connections > 254) throw new Error('mixedLoad: one loopback address per connection, 254 at most');
  const target = new URL(base);
  const tallies = new Map();
  const tallyOf = (kind) => {
    if (!tallies.has(kind)) tallies.set(kind, newTally());
    return tallies.get(kind);
  };
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async (connection) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const localAddress = `127.0.1.${connection + 1}`;
    try {
      while (performance.now() < until) {
        const call = next(connection);
        const answer = await send(target, agent, localAddress, call, timeoutMs);
        const tally = tallyOf(call.kind);
        if (answer.error) {
          if (answer.error.timeout) tally.timeouts += 1;
          else tally.errors += 1;
        } else if (answer.status >= 200 && answer.status < 300) tally.latencies.push(answer.ms);
        else tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  return { tallies, seconds: (performance.now() - started) / 1000 };
}

/** The failures of a tally (or several): non-2xx answers, timeouts and connection errors. */
export function failuresOf(...tallies) {
  let count = 0;
  const parts = [];
  const statuses = {};
  let timeouts = 0;
  let errors = 0;
  for (const t of tallies) {
    for (const [status, n] of Object.entries(t.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
    timeouts += t.timeouts;
    errors += t.errors;
  }
  for (const [status, n] of Object.entries(statuses)) {
    count += n;
    parts.push(`${n} x ${status}`);
  }
  if (timeouts) parts.push(`${timeouts} timeouts`);
  if (errors) parts.push(`${errors} connection errors`);
  return { count: count + timeouts + errors, detail: parts.join(', ') };
}
