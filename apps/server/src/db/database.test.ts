import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { employers, patients, plans } from './schema/index.js';

describe('database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('applies migrations idempotently (a restart migrates nothing twice)', async () => {
    await expect(server.database.migrate()).resolves.toBeUndefined();
  });

  it('has the contrib extensions the queries need, on PGlite and PostgreSQL alike', async () => {
    const result = await server.db.execute<{ meters: number; similarity: number }>(
      sql`select earth_distance(ll_to_earth(40.75, -73.99), ll_to_earth(41.75, -73.99)) as meters, similarity('cleaning', 'cleanings') as similarity`,
    );
    const row = result.rows[0];
    expect(Number(row?.meters)).toBeGreaterThan(110_000);
    expect(Number(row?.meters)).toBeLessThan(112_000);
    expect(Number(row?.similarity)).toBeGreaterThan(0.5);
  });

  it('refuses a member id that is not 9 digits', async () => {
    const [patient] = await server.db.select().from(patients).limit(1);
    expect(patient).toBeDefined();
    await expect(server.db.update(patients).set({ memberId: '12345' }).where(sql`${patients.id} = ${patient?.id}`)).rejects.toThrow();
  });

  it('refuses an employer with both an EIN and an SSN, or neither (spec §5)', async () => {
    const base = { name: 'Acme', addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', phone: '5125550100' };
    await expect(server.db.insert(employers).values({ ...base, groupNumber: 'G-T1', ein: '123456789', ssn: '987654321' })).rejects.toThrow();
    await expect(server.db.insert(employers).values({ ...base, groupNumber: 'G-T2' })).rejects.toThrow();
    await expect(server.db.insert(employers).values({ ...base, groupNumber: 'G-T3', ein: '123456789' })).resolves.toBeDefined();
  });

  it('refuses negative money and coverage outside 0..100 percent', async () => {
    const plan = { name: 'Bad', minimumNetwork: 'gold' as const, coveragePdsPercent: 100, coverageBrsPercent: 80, coverageMrsPercent: 50 };
    await expect(server.db.insert(plans).values({ ...plan, annualMaxCents: -1 })).rejects.toThrow();
    await expect(server.db.insert(plans).values({ ...plan, annualMaxCents: 100_000, coverageMrsPercent: 101 })).rejects.toThrow();
  });

  it('stores every computed receipt line with plan share + member share = allowed fee', async () => {
    const result = await server.db.execute<{ bad: number; total: number }>(
      sql`select count(*) filter (where plan_cents + member_cents <> allowed_cents) as bad, count(*) as total from appointment_lines`,
    );
    expect(Number(result.rows[0]?.bad)).toBe(0);
    expect(Number(result.rows[0]?.total)).toBeGreaterThan(0);
  });
});
