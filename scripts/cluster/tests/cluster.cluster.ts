// Issue 29 item 3: the cluster's tests. One cluster (primary, replica, three API instances, nginx) is started for
// the file, on ports of its own; the tests call the instances directly where the instance matters and nginx
// where the portal's public address does. Ordered: the last tests kill an instance and stop the primary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELIGIBILITY_LOOKUPS_MAX, MSG_LOOKUPS_THROTTLED, MSG_MAINTENANCE, RENEWAL_REMINDER_DAYS } from '@dental/domain';
import { ApiSession, DEMO_PASSWORD } from '../../../bench/lib/http-session.mjs';
import { MAX_MAILS_PER_ACCOUNT, MAX_MAILS_PER_ADDRESS } from '../../../apps/server/dist/platform/mail-throttle.js';
import { startCluster } from '../index.mjs';
import { startPostgres, stopPostgres } from '../postgres.mjs';
import { clusterPrerequisites } from '../prerequisites.mjs';
import { dueWorkOutcome, makePurchaseWorkDue } from './due-purchase-work.js';
import { PURCHASE_KEY_PREFIX, planBuyer } from './plan-buyer.js';
import { until, withDatabase } from './primary.js';
import { brokenPurchases } from './whole-purchases.js';

type Cluster = Awaited<ReturnType<typeof startCluster>>;
let cluster: Cluster;
const instanceUrl = (index: number, offset = 0) => `http://127.0.0.1:${cluster.instances[index]!.port + offset}`;
const portalUrl = (portal: string): string => {
  const url = cluster.urls[portal];
  if (url === undefined) throw new Error(`no portal ${portal}`);
  return url;
};
const BENEFIT = '/api/member/v4/benefit/';
/** A session on each instance's `portal` port (offset: member 0, dentist 1), from the client address `ip`. */
const onEveryInstance = (ip: string, offset = 0) =>
  [0, 1, 2].map((index) => Object.assign(new ApiSession(instanceUrl(index, offset)), { forwardedFor: ip }));
/** The audit rows of `action` from the client addresses `ips`, oldest first, once `count` of them are written. */
const auditRowsOf = (action: string, ips: string[], count: number) =>
  withDatabase(cluster.databaseUrl, (client) =>
    until(async () => {
      const { rows } = await client.query<{ ip: string; reason: string | null }>(
        "select ip, details->>'reason' as reason from audit_log where action = $1 and ip = any($2::text[]) order by id",
        [action, ips],
      );
      return rows.length >= count && rows;
    }),
  );

beforeAll(async () => {
  // Every port below Linux's ephemeral range (32768-60999): an outgoing connection of another process never
  // holds one of them when the cluster starts (instances on 29080-29113, PostgreSQL on 26432-26433).
  cluster = await startCluster({
    port: Number(process.env.CLUSTER_TEST_PORT ?? 28080),
    pgPort: Number(process.env.CLUSTER_TEST_PG_PORT ?? 26432),
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
  // Sign-up answers alike whether it is throttled or not (its mail is what is held back): the audit row of each
  // request, written after the answer, says whether it was worked or throttled.
  const SIGNUP = '/api/member/v4/signup/initiate/';
  const signupBody = (n: number, email = `spread-${n}@example.com`) => ({
    member_id: String(900_000_000 + n),
    date_of_birth: '1980-01-01',
    tax_id_last4: '0000',
    email,
  });

  it(`works ${MAX_MAILS_PER_ADDRESS} sign-ups an hour from one address, of 30 sent at once over three instances`, async () => {
    const ip = '198.51.100.21';
    const sessions = onEveryInstance(ip);
    for (const session of sessions) await session.hello('member');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => sessions[n % 3]!.request('POST', SIGNUP, signupBody(n))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    const rows = await auditRowsOf('signup_initiate', [ip], 30);
    expect(rows).toHaveLength(30);
    expect(rows.filter((row) => row.reason !== 'throttled')).toHaveLength(MAX_MAILS_PER_ADDRESS);
  });

  it(`works ${MAX_MAILS_PER_ACCOUNT} sign-ups an hour for one email, whichever instance and address each came to`, async () => {
    const ips = Array.from({ length: MAX_MAILS_PER_ACCOUNT + 1 }, (_, n) => `198.51.100.${40 + n}`);
    for (const [n, ip] of ips.entries()) {
      const session = onEveryInstance(ip)[n % 3]!;
      await session.hello('member');
      expect((await session.request('POST', SIGNUP, signupBody(n, 'one-email@example.com'))).status).toBe(200);
      await auditRowsOf('signup_initiate', ips, n + 1);
    }
    const reasons = (await auditRowsOf('signup_initiate', ips, ips.length)).map((row) => row.reason);
    expect(reasons.slice(0, MAX_MAILS_PER_ACCOUNT)).not.toContain('throttled');
    expect(reasons[MAX_MAILS_PER_ACCOUNT]).toBe('throttled');
  });

  it(`refuses a practice user's look-up past ${ELIGIBILITY_LOOKUPS_MAX} in 10 minutes, made at once over three instances`, async () => {
    const desks = onEveryInstance('198.51.100.61', 1);
    await desks[0]!.signIn('frontdesk@example.com', DEMO_PASSWORD, 'dentist');
    for (const desk of desks) desk.cookies = desks[0]!.cookies;
    // Keys that match no one (an empty list, 200): a miss counts as a match does (decision 0030).
    const lookUp = (n: number) =>
      desks[n % 3]!.request(
        'GET',
        `/api/dentist/v1/eligibility/?member_id=${900_000_100 + n}&date_of_birth=1980-01-01`,
      );
    const within = await Promise.all(Array.from({ length: ELIGIBILITY_LOOKUPS_MAX }, (_, n) => lookUp(n)));
    expect(within.map((answer) => answer.status)).toEqual(within.map(() => 200));
    for (const n of [0, 1, 2]) {
      const over = await lookUp(n);
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ errors: MSG_LOOKUPS_THROTTLED, code: 'lookups_throttled' });
    }
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

  it('charge each of 60 due instalments once, and run each reminder and end of term once, whichever runner claims it', async () => {
    const outcome = await withDatabase(cluster.databaseUrl, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        "select p.id from patients p join users u on u.id = p.user_id where u.email = 'inoffice@example.com'",
      );
      const work = await makePurchaseWorkDue(client, {
        patientId: rows[0]!.id,
        instalments: 60,
        remindersEachDay: 5,
        endings: 10,
      });
      expect(work.keys).toHaveLength(60 + 5 * RENEWAL_REMINDER_DAYS.length + 10);
      await until(async () => {
        const { jobs } = await dueWorkOutcome(client, work);
        return jobs.every((kind) => kind.once === kind.jobs);
      }, 30_000);
      return dueWorkOutcome(client, work);
    });
    expect(outcome.jobs).toEqual([
      { kind: 'charge_instalment', jobs: 60, once: 60 },
      { kind: 'end_term', jobs: 10, once: 10 },
      { kind: 'renewal_reminder', jobs: 5 * RENEWAL_REMINDER_DAYS.length, once: 5 * RENEWAL_REMINDER_DAYS.length },
    ]);
    expect(outcome.notChargedOnce).toEqual([]);
    // The household has one user, who is told once per reminder and once per ended term.
    expect(outcome.notices).toEqual([
      { title: 'Your plan ends soon', n: 5 * RENEWAL_REMINDER_DAYS.length },
      { title: 'Your plan has ended', n: 10 },
    ]);
    expect(outcome.purchases).toEqual([
      { status: 'Active', n: 5 + 5 * RENEWAL_REMINDER_DAYS.length },
      { status: 'Expired', n: 10 },
    ]);
  }, 60_000);
});

describe('an instance killed under load', () => {
  it('is routed around by nginx: every read is answered by the others, every purchase is whole or not made', async () => {
    const member = await new ApiSession(portalUrl('member')).signIn('member@example.com', DEMO_PASSWORD, 'member');
    // Two households, so that purchases go on side by side (each household buys one at a time) through the kill.
    const buyers = await Promise.all(
      ['member@example.com', 'inoffice@example.com'].map((email) =>
        planBuyer(portalUrl('member'), cluster.databaseUrl, email),
      ),
    );
    const statuses = new Map<number, number>();
    let running = true;
    const reading = async () => {
      while (running) {
        const { status } = await member.request('GET', BENEFIT);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const buying = async (buyer: (typeof buyers)[number]) => {
      while (running && (await buyer.buyNext()));
    };
    const clients = [
      ...Array.from({ length: 8 }, reading),
      ...buyers.flatMap((buyer) => [buying(buyer), buying(buyer)]),
    ];
    // The kill comes once each buyer has made a purchase (not after a fixed second: on a slow host none had).
    const started = Date.now();
    while (
      buyers.some((buyer) => !buyer.answers.some((answer) => answer.status === 201)) &&
      Date.now() - started < 30_000
    )
      await new Promise((resolve) => setTimeout(resolve, 100));
    const victim = cluster.instances[2]!;
    victim.child.kill('SIGKILL');
    const answeredBeforeKill = buyers.map((buyer) => buyer.answers.length);
    await victim.exited;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    running = false;
    await Promise.all(clients);
    expect([...statuses.keys()]).toEqual([200]);
    expect(statuses.get(200)).toBeGreaterThan(50);
    for (const [index, buyer] of buyers.entries()) {
      // nginx retries a request on the next instance only when it could not be sent (proxy_next_upstream, and
      // never a POST once sent): a purchase cut off with its instance answers 502, and may or may not be made.
      const made = buyer.answers.filter((answer) => answer.status === 201);
      expect(buyer.answers.filter((answer) => answer.status !== 502)).toEqual(made);
      // Purchases were being made before the kill and after it.
      expect(
        made.filter((answer) => buyer.answers.indexOf(answer) < answeredBeforeKill[index]!).length,
      ).toBeGreaterThan(0);
      expect(
        made.filter((answer) => buyer.answers.indexOf(answer) >= answeredBeforeKill[index]!).length,
      ).toBeGreaterThan(0);
      const { stored, broken } = await withDatabase(cluster.databaseUrl, async (client) => ({
        stored: (
          await client.query<{ key: string; id: number }>(
            'select idempotency_key as key, id from in_office_plan_purchases where household_id = $1 and idempotency_key like $2',
            [buyer.householdId, `${PURCHASE_KEY_PREFIX}%`],
          )
        ).rows,
        broken: await brokenPurchases(client, buyer.householdId, PURCHASE_KEY_PREFIX),
      }));
      expect(stored).toEqual(expect.arrayContaining(made.map(({ key, id }) => ({ key, id }))));
      expect(broken).toEqual([]);
    }
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
