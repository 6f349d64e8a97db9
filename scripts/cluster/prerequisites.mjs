// Issue 29 item 1: the cluster runs Debian's PostgreSQL server binaries and nginx, never home-made parts. When
// either is missing it names the packages; as root with apt-get present it installs them, as `npm test` does for
// Chromium (scripts/ensure-chromium.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const APT_GET = '/usr/bin/apt-get';
const NGINX = '/usr/sbin/nginx';

/** The newest PostgreSQL server's binaries folder of Debian's layout, or null. */
function postgresBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(`${root}/${name}/bin/initdb`) && existsSync(`${root}/${name}/bin/pg_basebackup`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? `${root}/${versions[0]}/bin` : null;
}

/**
 * The binaries the cluster needs: `{ pgBin, nginx }`. Missing ones are installed when this process can
 * (root and apt-get), else it throws naming the Debian packages.
 */
export function clusterPrerequisites(log = console.log) {
  const missing = [];
  if (postgresBinDir() === null) missing.push('postgresql');
  if (!existsSync(NGINX)) missing.push('nginx');
  if (missing.length > 0) {
    const canInstall = process.getuid?.() === 0 && existsSync(APT_GET);
    if (!canInstall)
      throw new Error(`The cluster needs Debian's ${missing.join(' and ')}: apt-get install -y ${missing.join(' ')}`);
    log(`Installing Debian's ${missing.join(' and ')} with apt-get (a minute or two).`);
    const quiet = {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    };
    execFileSync(APT_GET, ['update', '-qq'], quiet);
    execFileSync(APT_GET, ['install', '-y', '-qq', ...missing], quiet);
  }
  const pgBin = postgresBinDir();
  if (pgBin === null || !existsSync(NGINX))
    throw new Error('The cluster prerequisites are still missing after apt-get');
  return { pgBin, nginx: NGINX };
}
