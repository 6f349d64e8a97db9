import type { FastifyInstance } from 'fastify';
import { PORTALS, type Portal } from '@dental/domain';
import type { Env } from './config/env.js';
import { portalDistDir, readVersion, resolveSecret, type AppConfig } from './config/app-config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { buildApp } from './app.js';
import { seedDemoIfEmpty, type SeedReport } from './seed/seed-demo.js';

export interface RunningServer {
  database: DatabaseHandle;
  apps: Record<Portal, FastifyInstance>;
  urls: Record<Portal, string>;
  seeded: SeedReport | null;
  close(): Promise<void>;
}

/** The port of each portal: member on PORT, dentist PORT+1, employer PORT+2, admin PORT+3 (DESIGN §2). */
export const PORT_OFFSETS: Record<Portal, number> = { member: 0, dentist: 1, employer: 2, admin: 3 };

/** Opens the database, migrates, loads the demo world into an empty one (outside prod) and serves every portal. */
export async function startServer(env: Env): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  await database.migrate();
  const seeded = env.INSTANCE !== 'prod' && env.SEED_DEMO ? await seedDemoIfEmpty(database.db) : null;
  const secret = await resolveSecret(env, database.db);
  const version = readVersion();
  const secure = env.SECURE_COOKIES ?? env.INSTANCE === 'prod';

  const apps = {} as Record<Portal, FastifyInstance>;
  const urls = {} as Record<Portal, string>;
  try {
    for (const portal of PORTALS) {
      const config: AppConfig = { env, portal, version, secret, secure, portalDistDir: portalDistDir(env, portal) };
      const app = await buildApp({ config, db: database.db });
      const port = env.PORT + PORT_OFFSETS[portal];
      await app.listen({ port, host: env.HOST });
      apps[portal] = app;
      urls[portal] = `http://${env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST}:${port}`;
    }
  } catch (error) {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    await database.close();
    throw error;
  }
  return {
    database,
    apps,
    urls,
    seeded,
    async close() {
      await Promise.all(Object.values(apps).map((app) => app.close()));
      await database.close();
    },
  };
}
