// Issue 29 item 5: the demo world backed up and restored into an empty database answers the member's home and
// receipts as before. On PGlite by default; on the PostgreSQL server when DATABASE_URL is set (.ci/run).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { DEMO_EMAILS, signedIn } from '../modules/member/member.test-support.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { adminConnection, databaseUrlFor } from '../testing/postgres-admin.js';
import { backupDatabase, restoreDatabase, type DatabaseLocation } from './backup.js';
import { openDatabase } from './database.js';

const HOME_AND_RECEIPTS = [
  '/api/member/v4/user/',
  '/api/member/v4/benefit/',
  '/api/member/v4/transactions/?page=1&page_size=10',
];

describe('backup and restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'dental-backup-'));
  const serverUrl = process.env.DATABASE_URL;
  const made: string[] = [];
  let source: DatabaseLocation;
  let target: DatabaseLocation;

  /** A database holding the demo world (a copy of the tests' template) and an empty one. */
  beforeAll(async () => {
    if (serverUrl) {
      const admin = await adminConnection(serverUrl);
      const name = (suffix: string) => `dental_backup_${process.pid}_${suffix}`;
      await admin.query(`create database ${name('source')} template ${inject('postgresTemplate')}`);
      await admin.query(`create database ${name('target')}`);
      made.push(name('source'), name('target'));
      await admin.end();
      source = { databaseUrl: databaseUrlFor(serverUrl, name('source')) };
      target = { databaseUrl: databaseUrlFor(serverUrl, name('target')) };
    } else {
      source = { dataDir: join(folder, 'source') };
      target = { dataDir: join(folder, 'target') };
      const copy = await openDatabase({
        dataDir: source.dataDir,
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
      });
      await copy.close();
    }
  }, 120_000);

  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && made.length > 0) {
      const admin = await adminConnection(serverUrl);
      for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  const serverOn = (at: DatabaseLocation): Promise<TestServer> =>
    createTestServer('databaseUrl' in at ? { databaseUrl: at.databaseUrl } : { dataDir: at.dataDir });

  /** The member's home and receipts calls as the member sees them. */
  async function answersOf(at: DatabaseLocation): Promise<unknown[]> {
    const server = await serverOn(at);
    try {
      const member = await signedIn(server.app, DEMO_EMAILS.member);
      const answers = [];
      for (const url of HOME_AND_RECEIPTS) {
        const response = await member.get(url);
        expect(response.statusCode, url).toBe(200);
        answers.push(response.json());
      }
      return answers;
    } finally {
      await server.close();
    }
  }

  it('restores the demo world into an empty database, answering the member as before, and refuses a database that is not empty', async () => {
    const file = join(folder, 'demo.backup');
    await backupDatabase(source, file);
    await restoreDatabase(target, file);
    const [before, after] = [await answersOf(source), await answersOf(target)];
    expect(after).toEqual(before);
    // The member's receipts are there, not an empty page that would compare equal too.
    expect((after[2] as { data: unknown[] }).data.length).toBeGreaterThan(0);

    await expect(restoreDatabase(target, file)).rejects.toThrow(/not empty/);
  }, 180_000);
});
