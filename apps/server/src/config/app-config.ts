import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Portal } from '@dental/domain';
import type { Env } from './env.js';
import type { Database } from '../db/database.js';
import { appSecrets } from '../db/schema/index.js';

/** What every portal's app instance shares: parsed environment, version and signing secret. */
export interface AppConfig {
  env: Env;
  portal: Portal;
  version: string;
  secret: string;
  /** Secure cookies and HSTS (TLS in front); off for plain local http. */
  secure: boolean;
  /** The built portal to serve, if any. */
  portalDistDir: string | undefined;
}

/** The product version, from the server package. */
export function readVersion(): string {
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** APP_SECRET when set; otherwise (never in prod) one generated once and kept in the database. */
export async function resolveSecret(env: Env, db: Database): Promise<string> {
  if (env.APP_SECRET) return env.APP_SECRET;
  await db
    .insert(appSecrets)
    .values({ name: 'app', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).limit(1);
  if (!row) throw new Error('could not create the application secret');
  return row.value;
}

/** Where the built portals live: PORTALS_DIR or this repository's apps folder. */
export function portalDistDir(env: Env, portal: Portal): string {
  const base = env.PORTALS_DIR ?? fileURLToPath(new URL('../../../', import.meta.url));
  return `${base.replace(/\/$/, '')}/${portal}/dist`;
}
