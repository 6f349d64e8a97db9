// Our server and the bare baseline started side by side on an already loaded database, for the member home
// calls (the tools that look at the headline figure while working on it; the api-load suite has its own run).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { freePortBlock, root, startServer } from './processes.mjs';
import { captureStatements } from './capture.mjs';
import { ApiSession } from './http-session.mjs';

/**
 * Captures the member home calls' statements (all, or those named in `keys`), starts our production server
 * and the bare baseline replaying them, and signs in. `stop()` ends both.
 */
export async function startHomeSideBySide(databaseUrl, keys = []) {
  const captured = await captureStatements({ databaseUrl });
  const home = captured.calls.filter(
    (c) => c.group === 'member-home' && c.status === 200 && (keys.length === 0 || keys.includes(c.key)),
  );
  const statementsFile = join(mkdtempSync(join(tmpdir(), 'home-side-by-side-')), 'statements.json');
  writeFileSync(statementsFile, JSON.stringify(home.map(({ path, statements }) => ({ path, statements }))));

  const port = await freePortBlock(5);
  const server = await startServer({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    JOB_RUNNER: 'false',
  });
  const bare = spawn(
    process.execPath,
    ['bench/baseline/bare-server.mjs', statementsFile, String(port + 4), databaseUrl],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => bare.stdout.once('data', resolve));
  const stop = async () => {
    bare.kill('SIGTERM');
    await server.stop();
  };
  try {
    const session = await new ApiSession(`http://127.0.0.1:${port}`).signIn();
    return {
      home,
      headers: session.headers('GET'),
      ours: { base: `http://127.0.0.1:${port}`, pid: server.child.pid },
      bare: { base: `http://127.0.0.1:${port + 4}`, pid: bare.pid },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
