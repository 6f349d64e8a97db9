// Issue 29 item 1: the API instances of the cluster, each the built server (apps/server/dist/main.js) serving
// the four portals on its own ports (PORT, PORT+1, ...) and running the job runner, all on the primary.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Resolves once `url` answers 200, or rejects after `timeoutMs`. */
export async function untilAnswers(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts instance `index` on `port` with `env` added to this process's environment; its output goes to
 * `logFile`. Answers once its member port answers the hello call.
 */
export async function startInstance({ index, port, env, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const failed = exited.then(({ code, signal }) => {
    throw new Error(`instance ${index} exited (${signal ?? code}) before answering: see ${logFile}`);
  });
  await Promise.race([untilAnswers(`http://127.0.0.1:${port}/api/hello/`), failed]);
  failed.catch(() => undefined);
  return {
    index,
    port,
    child,
    exited,
    /** SIGTERM (the server closes its apps, then its pool), SIGKILL after 15 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
