import { execFileSync } from 'node:child_process';

/** The PostgreSQL server benchmarks load data into: DATABASE_URL's server, or this machine's on 127.0.0.1:5432. */
export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function psql(sql) {
  return execFileSync('psql', ['-X', '-q', '-t', '-A', serverUrl, '-c', sql], { encoding: 'utf8' }).trim();
}

export function postgresVersion() {
  try {
    return psql('show server_version');
  } catch {
    return 'unavailable';
  }
}

/** Creates an empty database and returns its URL and a drop function. */
export function scratchDatabase(prefix) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  psql(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => psql(`drop database if exists ${name} with (force)`) };
}
