import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { STAFF_ROLES, benefitAmounts, hasValidNpiCheckDigit } from '@dental/domain';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database.js';
import {
  appointments,
  benefits,
  employerUsers,
  employers,
  estimates,
  households,
  inOfficePlanPurchases,
  instalments,
  notifications,
  patients,
  plans,
  practiceUsers,
  practices,
  reimbursements,
  staffUsers,
  users,
} from '../db/schema/index.js';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_ROLES, DEMO_SIGN_INS } from './demo-accounts.js';
import { auditClaims, patientAccumulators } from './seed-audit.js';
import { todayIso } from './seed-dates.js';
import { seedDemoIfEmpty, writeDemoWorld, type SeedReport } from './seed-demo.js';
import type { SeedDb } from './seed-writer.js';

let handle: DatabaseHandle;
let db: Database;
let report: SeedReport | null;
const today = todayIso();

/** The schema's foreign keys and triggers, as `table constraint definition` and `trigger enabled-state` lines. */
async function constraintsAndTriggers(): Promise<string[]> {
  const result = await db.execute<{ line: string }>(sql`
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line from pg_constraint where contype = 'f'
    union all select tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal order by line`);
  return result.rows.map((row) => row.line);
}
let beforeSeed: string[];

async function userByEmail(email: string, accountType: (typeof users.$inferSelect)['accountType']) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.accountType, accountType)));
  if (!user) throw new Error(`no ${accountType} user ${email}`);
  return user;
}

/** The signed-in member's household, its patients and their benefits. */
async function householdOf(email: string) {
  const user = await userByEmail(email, 'member');
  const [primary] = await db.select().from(patients).where(eq(patients.userId, user.id));
  if (!primary) throw new Error(`${email} has no patient`);
  const [household] = await db.select().from(households).where(eq(households.id, primary.householdId));
  if (!household) throw new Error('no household');
  const people = await db.select().from(patients).where(eq(patients.householdId, household.id)).orderBy(patients.id);
  const coverage = await db
    .select()
    .from(benefits)
    .where(
      inArray(
        benefits.patientId,
        people.map((p) => p.id),
      ),
    );
  return { user, primary, household, people, coverage };
}

const ageOf = (dateOfBirth: string) => {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
};

// Loading the whole demo world: 6-14 s in CI, but once over the 60 s hook default on a fresh clone of a busy
// 2-core machine (issue 14). Still a bound: a seed that hangs fails.
const SEED_HOOK_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
  db = handle.db;
  beforeSeed = await constraintsAndTriggers();
  report = await seedDemoIfEmpty(db);
}, SEED_HOOK_TIMEOUT_MS);
afterAll(() => handle.close());

describe('the demo world (issue 2)', () => {
  it('reports what it loaded', () => {
    expect(report).not.toBeNull();
    expect(report?.households).toBe(204);
    expect(report?.locations).toBe(120);
    expect(report?.appointments).toBeGreaterThan(500);
    expect(report?.summary).toMatch(/^204 households/);
  });

  it('has the seven original demo sign-ins and one of each new role, all with the demo password', async () => {
    expect(DEMO_SIGN_INS.slice(0, 7).map((account) => account.email)).toEqual(
      ['member', 'inOffice', 'healthshare', 'employee', 'dentist', 'employer', 'admin'].map(
        (key) => DEMO_EMAILS[key as keyof typeof DEMO_EMAILS],
      ),
    );
    expect(DEMO_SIGN_INS).toHaveLength(12);
    for (const account of DEMO_SIGN_INS) {
      const user = await userByEmail(account.email, account.portal);
      expect(user.signupComplete).toBe(true);
    }
    const admin = await userByEmail(DEMO_EMAILS.admin, 'admin');
    await expect(verify(admin.passwordHash, DEMO_PASSWORD)).resolves.toBe(true);
  });

  it('member@example.com: primary with a middle name, spouse, minor and adult dependent; individual plan with family and ortho limits', async () => {
    const { household, people, coverage, user } = await householdOf(DEMO_EMAILS.member);
    expect(people.map((p) => p.relationship)).toEqual(['Primary', 'Spouse', 'Dependent', 'Dependent Adult']);
    expect(people[0]?.middleName).toBeTruthy();
    expect(ageOf(people[2]?.dateOfBirth ?? '')).toBeLessThan(18);
    expect(ageOf(people[3]?.dateOfBirth ?? '')).toBeGreaterThanOrEqual(18);
    expect(
      coverage.every(
        (b) =>
          b.benefitType === 'individual' &&
          b.requestReimbursementFormUrl === 'https://example.com/forms/reimbursement.pdf',
      ),
    ).toBe(true);
    const [plan] = await db
      .select()
      .from(plans)
      .where(eq(plans.id, coverage[0]?.planId ?? 0));
    if (!plan) throw new Error('no plan');
    const primary = people[0];
    if (!primary) throw new Error('no primary');
    const amounts = benefitAmounts(plan, await patientAccumulators(db, primary.id, household.id, today));
    expect(amounts.family_benefit_limit).not.toBeNull();
    expect(amounts.ortho_benefit_limit).not.toBeNull();
    expect(amounts.dental_benefit_used).toBeGreaterThan(0);

    const countOf = async (table: typeof appointments | typeof estimates | typeof reimbursements) =>
      (await db.select({ n: count() }).from(table).where(eq(table.householdId, household.id)))[0]?.n ?? 0;
    expect(await countOf(appointments)).toBeGreaterThan(3);
    expect(await countOf(estimates)).toBeGreaterThanOrEqual(2);
    expect(await countOf(reimbursements)).toBeGreaterThanOrEqual(1);
    const unread = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), sql`${notifications.readAt} is null`));
    expect(unread.length).toBeGreaterThanOrEqual(1);
  });

  it('inoffice@example.com: in-office benefit, a current purchase with paid, past-due and scheduled instalments, and a past one', async () => {
    const { household, coverage } = await householdOf(DEMO_EMAILS.inOffice);
    expect(coverage.every((b) => b.benefitType === 'in office')).toBe(true);
    const purchases = await db
      .select()
      .from(inOfficePlanPurchases)
      .where(eq(inOfficePlanPurchases.householdId, household.id));
    const current = purchases.filter((p) => p.endDate > today);
    const past = purchases.filter((p) => p.endDate <= today);
    expect(current).toHaveLength(1);
    expect(past).toHaveLength(1);
    expect(current[0]?.status).toBe('Active');
    const statuses = new Set(
      (
        await db
          .select()
          .from(instalments)
          .where(eq(instalments.purchaseId, current[0]?.id ?? 0))
      ).map((i) => i.status),
    );
    expect([...statuses].sort()).toEqual(['Paid', 'Past due', 'Scheduled']);
  });

  it('healthshare@example.com: Altrua benefit in a healthshare household', async () => {
    const { household, coverage } = await householdOf(DEMO_EMAILS.healthshare);
    expect(household.isHealthshare).toBe(true);
    expect(coverage.every((b) => b.benefitType === 'Altrua')).toBe(true);
  });

  it('employee@example.com and employer@example.com: an employer benefit at the HR admin’s company, which has an EIN and employees', async () => {
    const { household, coverage } = await householdOf(DEMO_EMAILS.employee);
    const hr = await userByEmail(DEMO_EMAILS.employer, 'employer');
    const [link] = await db.select().from(employerUsers).where(eq(employerUsers.userId, hr.id));
    const [company] = await db
      .select()
      .from(employers)
      .where(eq(employers.id, link?.employerId ?? 0));
    expect(company?.ein).toMatch(/^[0-9]{9}$/);
    expect(company?.ssn).toBeNull();
    expect(household.employerId).toBe(company?.id);
    expect(coverage.every((b) => b.benefitType === 'employer' && b.employerId === company?.id)).toBe(true);
    const staff = await db
      .select({ n: count() })
      .from(households)
      .where(eq(households.employerId, company?.id ?? 0));
    expect(staff[0]?.n).toBeGreaterThan(3);
  });

  it('issue 27: each employer household’s Primary is an employee, every employer offers its plan, and employer-edi@ HRs a company with EDI', async () => {
    const unmatched = await db.execute<{ n: number }>(sql`select count(*)::int as n from households h
      join patients p on p.household_id = h.id and p.relationship = 'Primary'
      left join employees e on e.patient_id = p.id and e.employer_id = h.employer_id
      where h.employer_id is not null and e.id is null`);
    expect(unmatched.rows[0]?.n).toBe(0);
    const strays = await db.execute<{ n: number }>(sql`select count(*)::int as n from employees e
      join patients p on p.id = e.patient_id where p.relationship <> 'Primary' or p.household_id <> e.household_id`);
    expect(strays.rows[0]?.n).toBe(0);
    const withoutOffering = await db.execute<{ n: number }>(sql`select count(*)::int as n from employers er
      where not exists (select 1 from employer_plan_offerings o where o.employer_id = er.id and o.plan_id = er.plan_id)`);
    expect(withoutOffering.rows[0]?.n).toBe(0);
    const hr = await userByEmail(DEMO_EMAILS.employerEdi, 'employer');
    const [link] = await db.select().from(employerUsers).where(eq(employerUsers.userId, hr.id));
    const [company] = await db
      .select()
      .from(employers)
      .where(eq(employers.id, link?.employerId ?? 0));
    expect(company?.isEdi).toBe(true);
    expect(link?.role).toBe('company_admin');
  });

  it('gives each role of the guards one demo account: practice owner and front desk at one practice, a company admin, the four staff roles', async () => {
    const dentist = await userByEmail(DEMO_EMAILS.dentist, 'dentist');
    const frontDesk = await userByEmail(DEMO_EMAILS.frontDesk, 'dentist');
    const practiceLinks = await db
      .select()
      .from(practiceUsers)
      .where(inArray(practiceUsers.userId, [dentist.id, frontDesk.id]));
    expect(practiceLinks.map((link) => [link.userId, link.role]).sort()).toEqual(
      [
        [dentist.id, 'owner'],
        [frontDesk.id, 'front_desk'],
      ].sort(),
    );
    expect(new Set(practiceLinks.map((link) => link.practiceId)).size).toBe(1);
    const hr = await userByEmail(DEMO_EMAILS.employer, 'employer');
    expect((await db.select().from(employerUsers).where(eq(employerUsers.userId, hr.id)))[0]?.role).toBe(
      'company_admin',
    );
    const staff = await db
      .select({ email: users.email, role: staffUsers.role })
      .from(staffUsers)
      .innerJoin(users, eq(users.id, staffUsers.userId));
    expect(Object.fromEntries(staff.map((row) => [row.email, row.role]))).toEqual(DEMO_ROLES.staff);
    expect([...new Set(staff.map((row) => row.role))].sort()).toEqual([...STAFF_ROLES].sort());
  });

  it('dentist@example.com: owner of a verified practice with patients of its own', async () => {
    const dentist = await userByEmail(DEMO_EMAILS.dentist, 'dentist');
    const [link] = await db.select().from(practiceUsers).where(eq(practiceUsers.userId, dentist.id));
    expect(link?.role).toBe('owner');
    const [practice] = await db
      .select()
      .from(practices)
      .where(eq(practices.id, link?.practiceId ?? 0));
    expect(practice?.bankStatus).toBe('verified');
    expect(practice?.identityVerification).toBe('Verified');
    // The Practice page is complete on `npm start`: NPI (valid check digit), tax id, address.
    expect(hasValidNpiCheckDigit(practice?.npi ?? '')).toBe(true);
    expect(practice).toMatchObject({ taxIdType: 'company', taxId: expect.stringMatching(/^[0-9]{9}$/) as string });
    expect(practice?.addressLine1).toBeTruthy();
    expect(practice?.zip).toMatch(/^[0-9]{5}$/);
    const visits = await db
      .select({ n: count(), patients: sql<number>`count(distinct ${appointments.patientId})` })
      .from(appointments)
      .where(eq(appointments.practiceId, practice?.id ?? 0));
    expect(Number(visits[0]?.patients)).toBeGreaterThan(10);
  });

  it('gives generated members sign-ins only for primaries, one per household, as member<N>@demo.example.com', async () => {
    const rows = await db
      .select({ email: users.email, relationship: patients.relationship })
      .from(users)
      .leftJoin(patients, eq(patients.userId, users.id))
      .where(eq(users.accountType, 'member'));
    expect(rows.every((r) => r.relationship === 'Primary')).toBe(true);
    expect(rows.filter((r) => /^member[0-9]+@demo\.example\.com$/.test(r.email))).toHaveLength(200);
    expect(rows).toHaveLength(204);
  });

  it('gives every patient a unique 9-digit member id', async () => {
    const ids = (await db.select({ memberId: patients.memberId }).from(patients)).map((p) => p.memberId);
    expect(ids.every((id) => /^[0-9]{9}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives adults tax ids unrelated to their member ids (issue 15, item 1): no more agreement in the last 4 than chance', async () => {
    const rows = await db
      .select({ memberId: patients.memberId, taxIdLast4: patients.taxIdLast4 })
      .from(patients)
      .where(sql`${patients.taxIdLast4} is not null`);
    expect(rows.length).toBeGreaterThan(200);
    // Chance agreement is 1 in 10,000: the old rule (the member id's last 4) agreed every time.
    const agreeing = rows.filter((row) => row.taxIdLast4 === row.memberId.slice(-4));
    expect(agreeing.length).toBeLessThanOrEqual(Math.max(2, rows.length / 1000));
    // Spread over the whole range, not a few values.
    expect(new Set(rows.map((row) => row.taxIdLast4)).size).toBeGreaterThan(rows.length * 0.8);
    const demo = await db
      .select({ memberId: patients.memberId, taxIdLast4: patients.taxIdLast4 })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(inArray(users.email, Object.values(DEMO_EMAILS)));
    expect(demo.length).toBeGreaterThanOrEqual(4);
    for (const person of demo) expect(person.taxIdLast4).not.toBe(person.memberId.slice(-4));
  });

  it('prices every receipt and estimate line with the coverage engine, shares adding up and no maximum overrun', async () => {
    const audit = await auditClaims(db, today);
    expect(audit.linesChecked).toBeGreaterThan(1_000);
    expect(audit.mismatches).toEqual([]);
    expect(audit.overMaximum).toEqual([]);
    const bad = await db.execute(
      sql`select count(*) as n from appointment_lines where plan_cents + member_cents <> allowed_cents or plan_cents < 0 or member_cents < 0`,
    );
    expect(Number((bad.rows as { n: unknown }[])[0]?.n)).toBe(0);
    const unpaid = await db
      .select()
      .from(reimbursements)
      .where(inArray(reimbursements.status, ['submitted', 'in review', 'denied']));
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((r) => r.reimbursedCents === 0)).toBe(true);
    const reasons = await db.execute(
      sql`select distinct reduction_reason as r from appointment_lines where reduction_reason is not null`,
    );
    expect((reasons.rows as { r: string }[]).map((x) => x.r)).toEqual(
      expect.arrayContaining(['not in network', 'ortho lifetime maximum reached']),
    );
  });

  it('keeps every date in the past and the receipts fresh: this benefit year has visits', async () => {
    const [future] = await db
      .select({ n: count() })
      .from(appointments)
      .where(sql`${appointments.appointmentDate} > ${today}`);
    expect(future?.n).toBe(0);
    const [thisYear] = await db
      .select({ n: count() })
      .from(appointments)
      .where(sql`${appointments.appointmentDate} >= ${`${today.slice(0, 4)}-01-01`}`);
    expect(thisYear?.n).toBeGreaterThan(0);
  });

  it('puts back every foreign key and trigger it set aside for the load, and writes each visit with its lines’ sums', async () => {
    expect(beforeSeed.filter((line) => line.includes('FOREIGN KEY')).length).toBeGreaterThan(40);
    expect(beforeSeed).toContain('appointment_lines_totals_insert O');
    expect(await constraintsAndTriggers()).toEqual(beforeSeed);
    const mismatched = await db.execute<{ n: number }>(sql`select count(*)::int as n from appointments a
      join (select appointment_id, sum(billed_cents)::int as billed, sum(plan_cents)::int as plan, sum(member_cents)::int as member
        from appointment_lines group by appointment_id) l on l.appointment_id = a.id
      where (a.billed_cents, a.plan_cents, a.member_cents) <> (l.billed, l.plan, l.member)`);
    expect(mismatched.rows[0]?.n).toBe(0);
  });

  it('does nothing the second time, and leaves the id sequences past the seeded rows', async () => {
    const before = await db.select({ n: count() }).from(users);
    await expect(seedDemoIfEmpty(db)).resolves.toBeNull();
    expect(await db.select({ n: count() }).from(users)).toEqual(before);
    const [added] = await db
      .insert(users)
      .values({
        accountType: 'member',
        email: 'new.member@example.com',
        passwordHash: 'x',
        firstName: 'New',
        lastName: 'Member',
      })
      .returning({ id: users.id });
    expect(added?.id).toBeGreaterThan(before[0]?.n ?? 0);
  });
});

describe('the generator', () => {
  /** Everything the generator would send to the database, as text, without a database. */
  async function generated(seed: number, day: string): Promise<string> {
    const dialect = new PgDialect();
    const statements: string[] = [];
    const recorder = {
      execute: (query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        statements.push(text, JSON.stringify(params));
        return Promise.resolve({ rows: [] });
      },
    };
    await writeDemoWorld(recorder as unknown as SeedDb, { households: 30, practiceLocations: 20, seed, today: day });
    // The password hash has a random salt by design; everything else must repeat.
    return statements.join('\n').replace(/\$argon2id\$[^"]+/g, 'HASH');
  }

  it('is deterministic: the same seed and day give the same world, another seed another one', async () => {
    const first = await generated(7, '2026-03-15');
    expect(await generated(7, '2026-03-15')).toBe(first);
    expect(await generated(8, '2026-03-15')).not.toBe(first);
    expect(first).toContain('"2026-03-');
  });
});
