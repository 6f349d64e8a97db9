import { spawn } from 'node:child_process';
import { root } from './processes.mjs';

/**
 * Runs bench/tools/capture-sql.mjs (the real app in-process, from source) and resolves with its report:
 * each measured call with its status and the statements it ran. `databaseUrl`: a seeded PostgreSQL
 * database; without it, a fresh PGlite with the demo world.
 */
export function captureStatements({ databaseUrl } = {}) {
  return new Promise((resolve, reject) => {
    const args = ['--conditions=source', '--import', 'tsx', 'bench/tools/capture-sql.mjs'];
    if (databaseUrl) args.push('--database-url', databaseUrl);
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`capture-sql exited ${code}:\n${err.slice(-4000)}`));
      try {
        resolve({ ...JSON.parse(out), log: err.trim() });
      } catch (error) {
        reject(new Error(`capture-sql printed no report: ${error}\n${err.slice(-2000)}`));
      }
    });
  });
}
