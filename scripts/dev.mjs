// npm run dev: the API in watch mode (tsx, domain from source) and each portal's Vite dev server with hot
// reload, proxying /api to the API. Portals: member 5173, dentist 5174, employer 5175, admin 5176.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--watch', 'src/main.ts'], {
    cwd: `${root}apps/server`,
    stdio: 'inherit',
    env: { DATA_DIR: `${root}data`, ...process.env },
  }),
  ...['member', 'dentist', 'employer', 'admin'].map((portal) =>
    spawn(`${root}node_modules/.bin/vite`, [], { cwd: `${root}apps/${portal}`, stdio: 'inherit' }),
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
