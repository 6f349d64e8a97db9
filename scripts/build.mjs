// Builds what is missing or out of date: the server (tsc, with the domain package it uses) and each
// portal (vite). `--force` rebuilds everything and type-checks the whole tree.
// Staleness is judged by modification times of the inputs against the build's output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');
const portals = ['member', 'dentist', 'employer', 'admin'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function outOfDate(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newest(join(root, input)) > built);
}

function run(label, command, args, cwd = root) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`build: ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const tsc = join(root, 'node_modules/.bin/tsc');
const vite = join(root, 'node_modules/.bin/vite');
const shared = ['packages/domain/src', 'packages/domain/package.json', 'tsconfig.base.json'];

if (force) run('type-check and compile the whole tree', tsc, ['-b']);
else if (
  outOfDate(join(root, 'apps/server/dist/main.js'), [...shared, 'apps/server/src', 'apps/server/package.json'])
) {
  run('server', tsc, ['-b', 'apps/server']);
}

for (const portal of portals) {
  const inputs = [
    ...shared,
    'packages/ui/src',
    `apps/${portal}/src`,
    `apps/${portal}/index.html`,
    `apps/${portal}/public`,
    `apps/${portal}/vite.config.ts`,
    'vite.portal.ts',
    'vite.prerender.ts',
  ];
  // The portal's server render (decisions 0034 and 0063) is written last: a build whose render failed left
  // dist/index.html newer than the sources but no render, and must not count as done.
  const outputs = [`apps/${portal}/dist/index.html`, `apps/${portal}/dist-server/render.mjs`];
  if (force || outputs.some((output) => outOfDate(join(root, output), inputs))) {
    run(`${portal} portal`, vite, ['build', '--logLevel', 'warn'], join(root, `apps/${portal}`));
  }
}
