import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { appointmentLines, appointments, dentists, employers, patients, plans, practices } from './schema/index.js';

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
    await expect(
      server.db
        .update(patients)
        .set({ memberId: '12345' })
        .where(sql`${patients.id} = ${patient?.id}`),
    ).rejects.toThrow();
  });

  it('refuses an employer with both an EIN and an SSN, or neither (spec §5)', async () => {
    const base = {
      name: 'Acme',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '5125550100',
    };
    await expect(
      server.db.insert(employers).values({ ...base, groupNumber: 'G-T1', ein: '123456789', ssn: '987654321' }),
    ).rejects.toThrow();
    await expect(server.db.insert(employers).values({ ...base, groupNumber: 'G-T2' })).rejects.toThrow();
    await expect(
      server.db.insert(employers).values({ ...base, groupNumber: 'G-T3', ein: '123456789' }),
    ).resolves.toBeDefined();
  });

  it('refuses negative money and coverage outside 0..100 percent', async () => {
    const plan = {
      name: 'Bad',
      minimumNetwork: 'gold' as const,
      coveragePdsPercent: 100,
      coverageBrsPercent: 80,
      coverageMrsPercent: 50,
    };
    await expect(server.db.insert(plans).values({ ...plan, annualMaxCents: -1 })).rejects.toThrow();
    await expect(
      server.db.insert(plans).values({ ...plan, annualMaxCents: 100_000, coverageMrsPercent: 101 }),
    ).rejects.toThrow();
  });

  it('stores every computed receipt line with plan share + member share = allowed fee', async () => {
    const result = await server.db.execute<{ bad: number; total: number }>(
      sql`select count(*) filter (where plan_cents + member_cents <> allowed_cents) as bad, count(*) as total from appointment_lines`,
    );
    expect(Number(result.rows[0]?.bad)).toBe(0);
    expect(Number(result.rows[0]?.total)).toBeGreaterThan(0);
  });

  it('keeps the totals of each appointment equal to the sums of its lines, whoever adds, changes or removes lines', async () => {
    const mismatches = async () =>
      (
        await server.db.execute<{ n: number }>(sql`select count(*)::int as n from appointments a
          left join lateral (select coalesce(sum(billed_cents), 0) as billed, coalesce(sum(plan_cents), 0) as plan, coalesce(sum(member_cents), 0) as member
            from appointment_lines where appointment_id = a.id) l on true
          where (a.billed_cents, a.plan_cents, a.member_cents) is distinct from (l.billed::int, l.plan::int, l.member::int)`)
      ).rows[0]?.n;
    expect(await mismatches()).toBe(0);

    const [visit] = await server.db
      .select({ id: appointments.id, billed: appointments.billedCents, plan: appointments.planCents })
      .from(appointments)
      .limit(1);
    if (!visit) throw new Error('the demo world has no appointment');
    const totalsOf = async () =>
      (
        await server.db
          .select({ billed: appointments.billedCents, plan: appointments.planCents, member: appointments.memberCents })
          .from(appointments)
          .where(sql`${appointments.id} = ${visit.id}`)
      )[0];
    const before = await totalsOf();
    const line = {
      appointmentId: visit.id,
      procedureCode: 'D1110',
      billedCents: 10_000,
      allowedCents: 9_000,
      planCents: 7_000,
      memberCents: 2_000,
    };
    const [added] = await server.db
      .insert(appointmentLines)
      .values([line, { ...line, planCents: 9_000, memberCents: 0 }])
      .returning({ id: appointmentLines.id });
    expect(await totalsOf()).toEqual({
      billed: (before?.billed ?? 0) + 20_000,
      plan: (before?.plan ?? 0) + 16_000,
      member: (before?.member ?? 0) + 2_000,
    });
    await server.db
      .update(appointmentLines)
      .set({ planCents: 4_000, memberCents: 5_000 })
      .where(sql`${appointmentLines.id} = ${added?.id}`);
    expect(await totalsOf()).toEqual({
      billed: (before?.billed ?? 0) + 20_000,
      plan: (before?.plan ?? 0) + 13_000,
      member: (before?.member ?? 0) + 5_000,
    });
    await server.db
      .delete(appointmentLines)
      .where(
        sql`${appointmentLines.appointmentId} = ${visit.id} and ${appointmentLines.procedureCode} = 'D1110' and ${appointmentLines.billedCents} = 10000`,
      );
    expect(await mismatches()).toBe(0);
  });
  it("keeps each practice's specialities equal to its dentists', distinct and sorted, whoever adds, changes or removes dentists", async () => {
    const mismatches = async () =>
      (
        await server.db.execute<{ n: number }>(sql`select count(*)::int as n from practices p
          where p.specialities is distinct from (select coalesce(array_agg(distinct s order by s), '{}') from dentists d, unnest(d.specialities) s where d.practice_id = p.id)`)
      ).rows[0]?.n;
    expect(await mismatches()).toBe(0);

    const [practice] = await server.db
      .insert(practices)
      .values({ name: 'Specialities Test Dental', network: 'gold', phone: '5125550100' })
      .returning({ id: practices.id });
    if (!practice) throw new Error('no practice');
    const specialitiesOf = async () =>
      (
        await server.db
          .select({ s: practices.specialities })
          .from(practices)
          .where(sql`${practices.id} = ${practice.id}`)
      )[0]?.s;
    expect(await specialitiesOf()).toEqual([]);
    const dentist = {
      practiceId: practice.id,
      firstName: 'Ana',
      lastName: 'Lopez',
      npi: '1999999991',
      licenseNumber: 'TX10001',
    };
    const [first] = await server.db
      .insert(dentists)
      .values([
        { ...dentist, specialities: ['pediatric', 'general dentist'] },
        { ...dentist, npi: '1999999992', specialities: ['general dentist', 'orthodontist'] },
      ])
      .returning({ id: dentists.id });
    expect(await specialitiesOf()).toEqual(['general dentist', 'orthodontist', 'pediatric']);
    await server.db
      .update(dentists)
      .set({ specialities: ['endodontist'] })
      .where(sql`${dentists.id} = ${first?.id}`);
    expect(await specialitiesOf()).toEqual(['endodontist', 'general dentist', 'orthodontist']);
    await server.db.delete(dentists).where(sql`${dentists.practiceId} = ${practice.id}`);
    expect(await specialitiesOf()).toEqual([]);
    expect(await mismatches()).toBe(0);
  });
});
