import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where the kernel takes the local ports of outgoing connections from (Linux default when unreadable). */
function ephemeralPortsStart() {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/**
 * A free TCP port on loopback, with three more after it free as well (the four portals). Chosen below the
 * ephemeral range: a port found free there could be taken by an outgoing connection before the server
 * listens (CI once failed so, EADDRINUSE on 34348).
 */
export async function freePortBlock(count = 4) {
  const top = Math.min(40000, ephemeralPortsStart()) - count;
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = 20000 + Math.floor(Math.random() * (top - 20000));
    const ok = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (ok.every(Boolean)) return base;
  }
  throw new Error('no free port block');
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Runs a command to completion; resolves with its duration in ms, rejects on a non-zero exit. */
export function timeCommand(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd ? `${root}${options.cwd}` : root,
      stdio: options.quiet ? 'ignore' : 'inherit',
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Starts the built server and resolves once /api/hello/ answers, with the time that took. */
export async function startServer(env, { timeoutMs = 180_000 } = {}) {
  const port = Number(env.PORT);
  const started = performance.now();
  // BENCH_SERVER_NODE_FLAGS: node flags for the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to
  // see where a load suite's server time goes (node refuses --cpu-prof in NODE_OPTIONS).
  const nodeFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', INSTANCE: 'test', ...env },
  });
  let exited = null;
  child.on('exit', (code) => (exited = code));
  while (performance.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`server exited with ${exited} before serving`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/hello/`);
      if (response.ok) {
        const readyMs = performance.now() - started;
        return { child, readyMs, stop: () => stop(child) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop(child);
  throw new Error('server did not start in time');
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
