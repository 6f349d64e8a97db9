// Issue 29 item 1: the whole cluster on this machine: a PostgreSQL primary and its streaming replica, one
// mail catcher, N API instances on the primary (the first migrates and loads the demo world alone, then the
// others start together) and nginx serving the four portals' public ports in front of them.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterPrerequisites } from './prerequisites.mjs';
import { createPrimary, createReplica, stopPostgres } from './postgres.mjs';
import { startInstance, untilAnswers } from './instances.mjs';
import { startNginx } from './nginx.mjs';

export const PORTALS = ['member', 'dentist', 'employer', 'admin'];

/** The cluster's ports from the public base port: portals on base..base+3, instance i on base+1000+10*i. */
export function clusterPorts({ port = 8080, instances = 3, pgPort = 55432 } = {}) {
  return {
    publicPorts: Object.fromEntries(PORTALS.map((portal, offset) => [portal, port + offset])),
    instancePorts: Array.from({ length: instances }, (_, i) => port + 1000 + 10 * i),
    mailPort: port + 5,
    primaryPort: pgPort,
    replicaPort: pgPort + 1,
  };
}

/** A mail catcher shared by the instances, its messages as JSON on http://localhost:<mailPort>/. */
async function startSharedMail(mailPort) {
  const { startMailCatcher } = await import('../../apps/server/dist/mail/mail-catcher.js');
  const catcher = await startMailCatcher();
  const http = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: catcher.messages() }));
  });
  await new Promise((resolve) => http.listen(mailPort, '127.0.0.1', resolve));
  return {
    catcher,
    async stop() {
      await new Promise((resolve) => http.close(resolve));
      await catcher.stop();
    },
  };
}

/**
 * Starts the cluster (see clusterPorts for the ports) in `dir`, building nothing: run scripts/build.mjs first.
 * Answers its addresses and a stop() that ends everything it started, newest first. `loadPrimary`: an async
 * function given the primary's URL, run before the replica and the instances exist.
 */
export async function startCluster(options = {}) {
  const dir = options.dir ?? join(tmpdir(), 'dental-cluster');
  const log = options.log ?? console.log;
  const ports = clusterPorts(options);
  const { pgBin, nginx } = clusterPrerequisites(log);
  const started = [];
  const stop = async () => {
    for (const part of started.reverse()) await part.stop().catch((error) => log(`stopping: ${error.message}`));
  };
  try {
    mkdirSync(dir, { recursive: true });
    log(`PostgreSQL primary on ${ports.primaryPort}, replica on ${ports.replicaPort} (${dir})`);
    const primary = { pgBin, dir: join(dir, 'primary') };
    const databaseUrl = await createPrimary({ ...primary, port: ports.primaryPort });
    started.push({ stop: () => stopPostgres(primary) });
    // Issue 29 item 6: the soak bench fills the primary with a bigger world here (`loadPrimary(databaseUrl)`),
    // before the replica is copied from it (pg_basebackup copies the files rather than streaming a bulk load
    // through wal_keep_size) and before the first instance, which then finds it loaded and seeds nothing.
    if (options.loadPrimary) await options.loadPrimary(databaseUrl);
    const replica = { pgBin, dir: join(dir, 'replica') };
    const replicaUrl = await createReplica({ ...replica, port: ports.replicaPort, primaryPort: ports.primaryPort });
    started.push({ stop: () => stopPostgres(replica) });

    const mail = await startSharedMail(ports.mailPort);
    started.push(mail);
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_REPLICA_URL: replicaUrl,
      APP_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: mail.catcher.smtpUrl,
      TRUST_PROXY: 'true',
      ...Object.fromEntries(
        PORTALS.map((portal) => [
          `PUBLIC_URL_${portal.toUpperCase()}`,
          `http://localhost:${ports.publicPorts[portal]}`,
        ]),
      ),
      ...options.env,
    };
    const instance = (index) =>
      startInstance({ index, port: ports.instancePorts[index], env, logFile: join(dir, `instance-${index + 1}.log`) });
    log(
      `API instance 1 on ${ports.instancePorts[0]}: migrating${options.loadPrimary ? '' : ' and loading the demo world'}`,
    );
    const instances = [await instance(0)];
    started.push(instances[0]);
    log(`API instances 2-${ports.instancePorts.length} starting`);
    for (const next of await Promise.all(ports.instancePorts.slice(1).map((_, i) => instance(i + 1)))) {
      instances.push(next);
      started.push(next);
    }
    const proxy = startNginx({
      nginx,
      dir: join(dir, 'nginx'),
      portals: PORTALS.map((name, offset) => ({
        name,
        publicPort: ports.publicPorts[name],
        instancePorts: ports.instancePorts.map((port) => port + offset),
      })),
    });
    started.push(proxy);
    await Promise.all(
      PORTALS.map((portal) => untilAnswers(`http://127.0.0.1:${ports.publicPorts[portal]}/api/hello/`)),
    );
    return {
      dir,
      ports,
      databaseUrl,
      replicaUrl,
      instances,
      mail: mail.catcher,
      urls: Object.fromEntries(PORTALS.map((portal) => [portal, `http://localhost:${ports.publicPorts[portal]}`])),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
