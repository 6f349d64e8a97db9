// Starts the real app (buildApp) on a private copy of the migrated, seeded template database.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Portal } from '@dental/domain';
import { buildApp } from '../app.js';
import { parseEnv } from '../config/env.js';
import { readVersion, type AppConfig } from '../config/app-config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database.js';
import { adminConnection, databaseUrlFor } from './postgres-admin.js';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher.js';
import { createSmtpMailer, mailFromOf } from '../mail/mailer.js';
import { mailJobKind } from '../mail/mail-job.js';
import { systemClock } from '../platform/clock.js';
import { createJobRunner } from '../platform/jobs/index.js';
import type { AuthTuning } from '../modules/auth/index.js';
import type { ReplicaStatus } from '../db/replica-pool.js';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: AppConfig;
  /** Builds another portal's app on the same database (a member cookie on the admin API, ...). */
  appFor(portal: Portal): Promise<FastifyInstance>;
  /** SQL statements run since the last reset (bench and budget checks). */
  statements: string[];
  /** The SMTP catcher every app of this server sends its mail to (also listed at /dev/mail). */
  mail: MailCatcher;
  close(): Promise<void>;
}

export interface TestServerOptions {
  portal?: Portal;
  env?: Record<string, string>;
  /** A built portal to serve (static and SPA fallback tests). */
  portalDistDir?: string;
  /** A manual clock and refresh grace for session tests (modules/auth/clock.ts). */
  auth?: AuthTuning;
  /** Log at info into these lines (tests that read the log); silent otherwise. */
  logLines?: string[];
  /** Open PostgreSQL at this URL (a cluster of the test's own) instead of a copy of the template. */
  databaseUrl?: string;
  /** Open PGlite in this data folder (a restored backup) instead of a copy of the template. */
  dataDir?: string;
  /** The apps' replica reads (BuildAppOptions.reads), made from the opened database; the primary when not given. */
  readsFrom?: (database: DatabaseHandle) => Database;
  /** The replica's status the apps report (BuildAppOptions.replicaStatus); the database's when not given. */
  replicaStatus?: () => ReplicaStatus | null;
}

async function openTemplateCopy(
  onQuery: (sql: string) => void,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `dental_test_${randomBytes(6).toString('hex')}`;
    const admin = await adminConnection(serverUrl);
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), onQuery, poolSize: 4 });
    return {
      database,
      async drop() {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  const database = await openDatabase({ loadDataDir: dump, onQuery });
  return { database, drop: async () => undefined };
}

/** A fresh app and database for one test file. Call close() in afterAll. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const statements: string[] = [];
  const { database, drop } = options.databaseUrl
    ? {
        database: await openDatabase({
          databaseUrl: options.databaseUrl,
          onQuery: (sql: string) => statements.push(sql),
          poolSize: 4,
        }),
        drop: async () => undefined,
      }
    : options.dataDir
      ? {
          database: await openDatabase({ dataDir: options.dataDir, onQuery: (sql: string) => statements.push(sql) }),
          drop: async () => undefined,
        }
      : await openTemplateCopy((sql) => statements.push(sql));
  const env = parseEnv({
    INSTANCE: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...options.env,
  });
  const configFor = (portal: Portal): AppConfig => ({
    env,
    portal,
    version: readVersion(),
    secret: env.APP_SECRET ?? '',
    secure: env.SECURE_COOKIES ?? false,
    portalDistDir: options.portalDistDir,
  });
  const catcher = await startMailCatcher();
  const mailer = createSmtpMailer({ url: catcher.smtpUrl, from: mailFromOf(env) });
  // The apps enqueue mail as the server's do; a runner of the mail kind alone sends it when woken (it polls
  // once an hour, so tests that count statements see none of its own; purchase tests run their own runner).
  const mailRunner = createJobRunner({
    db: database.db,
    kinds: [mailJobKind(mailer)],
    clock: systemClock,
    pollMs: 3_600_000,
  });
  mailRunner.start();
  const apps: FastifyInstance[] = [];
  const reads = options.readsFrom?.(database) ?? database.db;
  const appFor = async (portal: Portal) => {
    const logging = options.logLines
      ? { logLevel: 'info', logStream: { write: (line: string) => void options.logLines?.push(line) } }
      : { logLevel: 'silent' };
    const app = await buildApp({
      config: configFor(portal),
      db: database.db,
      reads,
      replicaStatus: options.replicaStatus ?? (() => database.replicaStatus()),
      ...logging,
      mail: { mailer, catcher },
      auth: options.auth,
    });
    apps.push(app);
    return app;
  };
  const portal = options.portal ?? 'member';
  const app = await appFor(portal);
  return {
    app,
    db: database.db,
    database,
    config: configFor(portal),
    appFor,
    statements,
    mail: catcher,
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await mailRunner.stop();
      mailer.close();
      await catcher.stop();
      await database.close();
      await drop();
    },
  };
}
