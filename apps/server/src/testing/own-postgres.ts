// A PostgreSQL cluster of a test's own, which the test may stop, pause (SIGSTOP) and start again: never the
// shared server. Needs the PostgreSQL binaries (PG_BIN, default /usr/lib/postgresql/15/bin); as root, the
// cluster runs as the postgres user (initdb refuses root). Without them the test fails, saying so: it never
// passes without having checked anything.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** Ports tried for the cluster, e.g. '55400-55499' (TEST_PG_PORTS). */
const PORT_RANGE = (process.env.TEST_PG_PORTS ?? '55400-55499').split('-').map(Number);
/** Folder name prefix of the cluster's data (TEST_PG_DIR_PREFIX), under the temp folder by default. */
const DIR_PREFIX = process.env.TEST_PG_DIR_PREFIX ?? join(tmpdir(), 'dental-own-pg-');

export interface OwnPostgres {
  port: number;
  /** A URL of a database on the cluster. */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop -m fast: connections are ended, new ones refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: connections stay open and nothing answers. */
  pause(): void;
  resume(): void;
  /** Resumes a paused cluster and starts a stopped one: each test begins with a database that answers. */
  ensureRunning(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy(): Promise<void>;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  const [from = 55400, to = 55499] = PORT_RANGE;
  for (let port = from; port <= to; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}-${to} for a test PostgreSQL cluster (TEST_PG_PORTS)`);
}

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
function pgCommand(binary: string, args: string[]) {
  const path = join(PG_BIN, binary);
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

/** Process ids of a process and its children (the postmaster's backends), from /proc. */
function processTree(root: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === root;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [root, ...children];
}

/** initdb a cluster in a new temp folder and start it on a free port. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(
      `The PostgreSQL binaries are not at ${PG_BIN} (set PG_BIN, or install postgresql-15): this test needs a cluster of its own.`,
    );
  }
  const dir = mkdtempSync(DIR_PREFIX);
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const postgres = await run('id', ['-u', 'postgres']);
    const group = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(postgres.stdout.trim()), Number(group.stdout.trim()));
  }
  await pgCommand('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let paused: number[] = [];
  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const cluster: OwnPostgres = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return cluster.url(name);
    },
    async start() {
      await pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    },
    async stop() {
      await pgCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    pause() {
      paused = processTree(postmasterPid());
      for (const pid of paused) process.kill(pid, 'SIGSTOP');
    },
    resume() {
      for (const pid of paused) process.kill(pid, 'SIGCONT');
      paused = [];
    },
    async ensureRunning() {
      cluster.resume();
      if (!existsSync(join(data, 'postmaster.pid'))) await cluster.start();
    },
    async destroy() {
      cluster.resume();
      if (existsSync(join(data, 'postmaster.pid')))
        await pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
