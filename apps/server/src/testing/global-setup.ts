// Builds one migrated, demo-seeded database per test run; every test file then starts from a copy of it
// (opening and migrating a fresh PGlite takes seconds, copying a dump a fraction of one).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { BULK_TIMEOUTS, openDatabase } from '../db/database.js';
import { seedDemoIfEmpty } from '../seed/seed-demo.js';
import { adminConnection, databaseUrlFor } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a PGlite data-directory dump of the template (PGlite runs). */
    pgliteTemplatePath: string;
    /** Name of the template database on the PostgreSQL server (DATABASE_URL runs). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = `dental_template_${process.pid}`;
    const admin = await adminConnection(serverUrl);
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({
      databaseUrl: databaseUrlFor(serverUrl, template),
      poolSize: 2,
      timeouts: BULK_TIMEOUTS,
    });
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'dental-test-template-'));
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoIfEmpty(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const path = join(folder, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
  return async () => rmSync(folder, { recursive: true, force: true });
}
