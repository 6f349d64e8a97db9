// Issue 29 item 1: a PostgreSQL primary and a hot-standby replica fed by streaming replication, each in its own
// folder and on its own port, made with Debian's initdb and pg_basebackup (never the machine's shared server).
// As root the server runs as the `postgres` user (PostgreSQL refuses root), owning the folders it writes.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, appendFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root. */
async function pg(pgBin, tool, args) {
  const command = `${pgBin}/${tool}`;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return run(file, argv, { maxBuffer: 16 * 1024 * 1024 });
}

/** An empty folder the server's user owns (its parent is made traversable). */
function freshFolder(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true, mode: 0o755 });
  mkdirSync(dir, { mode: 0o700 });
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
}

/** The `postgres` user's ids (Debian's server package makes the user). */
function postgresUser() {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Settings of both servers: local connections only, a socket in its own folder, replication on. */
function settingsOf(dir, port) {
  return [
    '',
    '# dental cluster (scripts/cluster/postgres.mjs)',
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${dir}'`,
    'wal_level = replica',
    'max_wal_senders = 10',
    'wal_keep_size = 256MB',
    'hot_standby = on',
    'hot_standby_feedback = on',
    'max_connections = 200',
    '',
  ].join('\n');
}

/** Starts the server of `dir` and waits until it accepts connections. */
export async function startPostgres({ pgBin, dir }) {
  await pg(pgBin, 'pg_ctl', ['-D', dir, '-l', `${dir}/server.log`, '-w', '-t', '60', 'start']);
}

/** Stops the server of `dir` (fast: open sessions are ended, nothing committed is lost). Quiet when stopped. */
export async function stopPostgres({ pgBin, dir }, mode = 'fast') {
  if (!existsSync(`${dir}/postmaster.pid`)) return;
  await pg(pgBin, 'pg_ctl', ['-D', dir, '-m', mode, '-w', '-t', '60', 'stop']).catch(() => undefined);
}

/** A new primary in `dir` on `port` with an empty database `database`, started. Answers its URL. */
export async function createPrimary({ pgBin, dir, port, database = 'dental' }) {
  freshFolder(dir);
  await pg(pgBin, 'initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  appendFileSync(`${dir}/postgresql.conf`, settingsOf(dir, port));
  await startPostgres({ pgBin, dir });
  await pg(pgBin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  return `postgres://postgres@127.0.0.1:${port}/${database}`;
}

/**
 * A hot standby of the primary on `primaryPort`, copied with pg_basebackup (-R writes its standby.signal and
 * primary_conninfo, -X stream keeps the WAL of the copy), on `port`, started. Answers its URL.
 */
export async function createReplica({ pgBin, dir, port, primaryPort, database = 'dental' }) {
  freshFolder(dir);
  await pg(pgBin, 'pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    dir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  appendFileSync(`${dir}/postgresql.conf`, settingsOf(dir, port));
  await startPostgres({ pgBin, dir });
  return `postgres://postgres@127.0.0.1:${port}/${database}`;
}
