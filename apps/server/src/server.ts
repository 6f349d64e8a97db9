import type { FastifyInstance } from 'fastify';
import { PORTALS, type Portal } from '@dental/domain';
import { PORT_OFFSETS, type Env } from './config/env.js';
import { portalDistDir, readVersion, resolveSecret, type AppConfig } from './config/app-config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { buildApp } from './app.js';
import { seedDemoIfEmpty, type SeedReport } from './seed/seed-demo.js';
import type { MailCatcher } from './mail/mail-catcher.js';
import { startServerMail } from './mail/mailer.js';
import { startJobRunner } from './jobs/start-job-runner.js';
import { untilDatabaseAnswers } from './db/until-database-answers.js';

export interface RunningServer {
  database: DatabaseHandle;
  apps: Record<Portal, FastifyInstance>;
  urls: Record<Portal, string>;
  seeded: SeedReport | null;
  /** The in-process SMTP catcher, when no SMTP_URL is set (listed at /dev/mail on the member port). */
  mailCatcher: MailCatcher | undefined;
  close(): Promise<void>;
}

// Kept beside the other settings so reset links can be built from it; re-exported for existing callers.
export { PORT_OFFSETS };

export interface StartServerOptions {
  /** Where start-up reports waiting for the database (stderr by default). */
  log?: (line: string) => void;
}

/**
 * Opens the database, migrates, loads the demo world into an empty one (outside prod) and serves every portal.
 * A database that is down or restarting is waited for, not a crash (issue 15).
 */
export async function startServer(env: Env, options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.error(line));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
    replicaUrl: env.DATABASE_URL ? env.DATABASE_REPLICA_URL : undefined,
    replicaMaxLagMs: env.REPLICA_MAX_LAG_MS,
    onReplicaChange: (status) =>
      log(
        status.readsFrom === 'replica'
          ? `read replica: serving reads (lag ${status.lagMs ?? 0} ms)`
          : `read replica: ${status.lagMs === null ? 'not answering' : `${status.lagMs} ms behind`}; its reads go to the primary`,
      ),
  });
  const { seeded, secret } = await untilDatabaseAnswers(
    'waiting for the database',
    async () => {
      await database.migrate();
      // The demo load may run statements longer than the API's statement timeout.
      const demo =
        env.INSTANCE !== 'prod' && env.SEED_DEMO ? await database.unbounded((db) => seedDemoIfEmpty(db)) : null;
      return { seeded: demo, secret: await resolveSecret(env, database.db) };
    },
    { log },
  );
  const version = readVersion();
  const secure = env.SECURE_COOKIES ?? env.INSTANCE === 'prod';

  const apps = {} as Record<Portal, FastifyInstance>;
  const urls = {} as Record<Portal, string>;
  // One mail catcher shared by the four portal apps when there is no real SMTP server.
  const mail = await startServerMail(env);
  try {
    for (const portal of PORTALS) {
      const config: AppConfig = { env, portal, version, secret, secure, portalDistDir: portalDistDir(env, portal) };
      const app = await buildApp({
        config,
        db: database.db,
        reads: database.reads,
        replicaStatus: () => database.replicaStatus(),
        mail,
      });
      const port = env.PORT + PORT_OFFSETS[portal];
      await app.listen({ port, host: env.HOST });
      apps[portal] = app;
      urls[portal] = `http://${env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST}:${port}`;
    }
  } catch (error) {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    await mail.stop();
    await database.close();
    throw error;
  }
  // One runner per process, beside the four portal apps (several instances share its queue safely).
  const jobRunner = startJobRunner(env, database.db, mail.mailer, log);
  return {
    database,
    apps,
    urls,
    seeded,
    mailCatcher: mail.catcher,
    async close() {
      await jobRunner?.stop();
      await Promise.all(Object.values(apps).map((app) => app.close()));
      await mail.stop();
      await database.close();
    },
  };
}
