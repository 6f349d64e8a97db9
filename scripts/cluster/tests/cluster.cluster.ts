// Issue 29 item 3: the cluster's tests. One cluster (primary, replica, three API instances, nginx) is started for
// the file, on ports of its own; the tests call the instances directly where the instance matters and nginx
// where the portal's public address does. Ordered: the last tests kill an instance and stop the primary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_MAINTENANCE } from '@dental/domain';
import { ApiSession, DEMO_PASSWORD } from '../../../bench/lib/http-session.mjs';
import { startCluster } from '../index.mjs';
import { startPostgres, stopPostgres } from '../postgres.mjs';
import { clusterPrerequisites } from '../prerequisites.mjs';

type Cluster = Awaited<ReturnType<typeof startCluster>>;
let cluster: Cluster;
const instanceUrl = (index: number, offset = 0) => `http://127.0.0.1:${cluster.instances[index]!.port + offset}`;
const portalUrl = (portal: string): string => {
  const url = cluster.urls[portal];
  if (url === undefined) throw new Error(`no portal ${portal}`);
  return url;
};
const BENEFIT = '/api/member/v4/benefit/';

beforeAll(async () => {
  cluster = await startCluster({
    port: Number(process.env.CLUSTER_TEST_PORT ?? 28080),
    pgPort: Number(process.env.CLUSTER_TEST_PG_PORT ?? 56432),
    instances: 3,
    dir: process.env.CLUSTER_TEST_DIR ?? '/tmp/dental-cluster-test',
    log: () => undefined,
  });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
}, 120_000);

describe('nginx in front of the instances', () => {
  it("serves each portal's page and API on the portal's public port", async () => {
    for (const portal of ['member', 'dentist', 'employer', 'admin']) {
      const page = await fetch(`${portalUrl(portal)}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      const hello = (await (await fetch(`${portalUrl(portal)}/api/hello/`)).json()) as { data: { portal: string } };
      expect(hello.data.portal).toBe(portal);
    }
  });
});

describe('a session of one instance is the session of every instance', () => {
  it('signs in on one, calls on another, refreshes on a third; signed out on one, refused by all at once', async () => {
    const session = await new ApiSession(instanceUrl(0)).signIn('member@example.com', DEMO_PASSWORD, 'member');
    session.base = instanceUrl(1);
    expect((await session.request('GET', BENEFIT)).status).toBe(200);
    session.base = instanceUrl(2);
    expect((await session.request('POST', '/api/token/refresh/', {})).status).toBe(200);
    session.base = instanceUrl(1);
    expect((await session.request('GET', BENEFIT)).status).toBe(200);
    const stolen = new ApiSession(instanceUrl(2));
    stolen.cookies = new Map(session.cookies);

    session.base = instanceUrl(0);
    expect((await session.request('POST', '/api/logout/', {})).status).toBe(200);
    for (const index of [0, 1, 2]) {
      stolen.base = instanceUrl(index);
      expect((await stolen.request('GET', BENEFIT)).status).toBe(401);
      // Refused either way: the session is gone (401) and the XSRF token it bound with it (403).
      expect([401, 403]).toContain((await stolen.request('POST', '/api/token/refresh/', {})).status);
    }
  });
});

describe('throttles count attempts on every instance together', () => {
  it('refuses the sixth wrong password for an account and address, wherever the five before it were tried', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const session = new ApiSession(instanceUrl(attempt % 3));
      await session.hello('member');
      const answer = await session.request('POST', '/api/token/', {
        email: 'healthshare@example.com',
        password: 'not the password',
        account_type: 'member',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400 || status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    // The right password too, on an instance that saw none of the failures of its turn.
    const right = new ApiSession(instanceUrl(1));
    await right.hello('member');
    const answer = await right.request('POST', '/api/token/', {
      email: 'healthshare@example.com',
      password: DEMO_PASSWORD,
      account_type: 'member',
    });
    expect(answer.status).toBe(429);
  });
});

describe('the read replica', () => {
  /** The replica's scans of the table practice search reads: they grow only when a search reads there. */
  const replicaScans = async (): Promise<number> => {
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: cluster.replicaUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ scans: string }>(
        "select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_user_tables where relname = 'practice_locations'",
      );
      return Number(rows[0]?.scans ?? 0);
    } finally {
      await client.end();
    }
  };
  /** Resolves true once the replica's scans pass `before` (statistics reach the view within about a second). */
  const scansGrewPast = async (before: number): Promise<boolean> => {
    for (const until = Date.now() + 4_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250)))
      if ((await replicaScans()) > before) return true;
    return false;
  };
  const SEARCH = '/api/member/v4/dentist-search/?zip=10001&radius=25';

  it('serves the practice search, which goes on answering from the primary while it is stopped and returns to it after', async () => {
    const { pgBin } = clusterPrerequisites();
    const replica = { pgBin, dir: `${cluster.dir}/replica` };
    const member = await new ApiSession(instanceUrl(0)).signIn('member@example.com', DEMO_PASSWORD, 'member');

    let before = await replicaScans();
    expect((await member.request('GET', SEARCH)).status).toBe(200);
    expect(await scansGrewPast(before)).toBe(true);

    await stopPostgres(replica);
    for (let i = 0; i < 3; i++) expect((await member.request('GET', SEARCH)).status).toBe(200);

    await startPostgres(replica);
    // The instance asks the replica's lag every second: reads return to it once it answers again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    before = await replicaScans();
    expect((await member.request('GET', SEARCH)).status).toBe(200);
    expect(await scansGrewPast(before)).toBe(true);
  }, 60_000);
});

describe('the job runners of every instance', () => {
  it('send each of 150 queued messages once, whichever runner claims it', async () => {
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    const count = 150;
    try {
      await client.query(
        `insert into jobs (kind, key, payload, run_at)
         select 'mail', 'mail:cluster-' || n, jsonb_build_object('id', 'cluster-' || n, 'to', 'runner-' || n || '@example.com',
           'subject', 'Runner ' || n, 'text', 'one of many', 'html', '<p>one of many</p>'), now()
         from generate_series(1, $1::int) n`,
        [count],
      );
      let done = 0;
      for (const until = Date.now() + 30_000; Date.now() < until && done < count; ) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const { rows } = await client.query<{ done: string }>(
          "select count(*) as done from jobs where key like 'mail:cluster-%' and status = 'done' and attempts = 1",
        );
        done = Number(rows[0]?.done ?? 0);
      }
      expect(done).toBe(count);
    } finally {
      await client.end();
    }
    const sent = (cluster.mail.messages() as { to: string }[])
      .map((mail) => mail.to)
      .filter((to) => to.startsWith('runner-'));
    expect(sent).toHaveLength(count);
    expect(new Set(sent).size).toBe(count);
  }, 60_000);
});

describe('an instance killed under load', () => {
  it('is routed around by nginx: every request through it is answered, by the others', async () => {
    const member = await new ApiSession(portalUrl('member')).signIn('member@example.com', DEMO_PASSWORD, 'member');
    const statuses = new Map<number, number>();
    let running = true;
    const client = async () => {
      while (running) {
        const { status } = await member.request('GET', BENEFIT);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const clients = Array.from({ length: 8 }, () => client());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const victim = cluster.instances[2]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    running = false;
    await Promise.all(clients);
    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThan(50);
    // The survivors answer on their own ports.
    for (const index of [0, 1]) expect((await fetch(`${instanceUrl(index)}/api/hello/`)).status).toBe(200);
  }, 60_000);
});

describe('the primary stopped', () => {
  it('makes every portal answer 503 with the maintenance message within 2 s, and recovers within 10 s of its restart', async () => {
    const { pgBin } = clusterPrerequisites();
    const primary = { pgBin, dir: `${cluster.dir}/primary` };
    const member = await new ApiSession(portalUrl('member')).signIn('member@example.com', DEMO_PASSWORD, 'member');
    await stopPostgres(primary, 'immediate');
    const stoppedAt = Date.now();
    for (const portal of ['member', 'dentist', 'employer', 'admin'] as const) {
      const session = new ApiSession(portalUrl(portal));
      await session.hello(portal);
      const answer = await session.request('POST', '/api/token/', {
        email: `${portal}@example.com`,
        password: DEMO_PASSWORD,
        account_type: portal,
      });
      expect(answer.status).toBe(503);
      expect(JSON.stringify(answer.body)).toContain(MSG_MAINTENANCE);
    }
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);

    await startPostgres(primary);
    const restartedAt = Date.now();
    let status = 0;
    while (Date.now() - restartedAt < 10_000) {
      status = (await member.request('GET', BENEFIT)).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect(Date.now() - restartedAt).toBeLessThan(10_000);
  }, 60_000);
});
