// Bench fixture (issue 7 performance, run by tools/charge-instalments.mjs; never by the server): make `count`
// instalments due today on one household's saved offline card, then let `workers` job runners charge them side
// by side. Answers how many were charged, how many were charged more than once (must be 0) and the time taken.
// Call it on a migrated database (PGlite or a server).
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database.ts';
import { purchaseJobKinds } from '../../apps/server/src/modules/in-office-purchases/index.ts';
import { createJobRunner } from '../../apps/server/src/platform/jobs/index.ts';
import { offlineGateway } from '../../apps/server/src/payments/offline-gateway.ts';
import { systemClock, type Clock } from '../../apps/server/src/platform/clock.ts';
import { isoDay } from '../../apps/server/src/platform/dates.ts';

export interface BenchChargeResult {
  due: number;
  charged: number;
  chargedTwice: number;
  ms: number;
}

const PER_PURCHASE = 12;

/** Writes the due instalments in a few set-based statements (cheap even for 10,000). */
async function makeDue(db: Database, count: number, today: string, tag: string): Promise<number[]> {
  const [who] = (
    await db.execute<{ household_id: number; patient_id: number; plan_id: number; amount: number }>(sql`
    select p.household_id, p.id as patient_id, ip.id as plan_id, greatest(ip.monthly_price_cents, 1) as amount
    from patients p cross join lateral (select id, monthly_price_cents from in_office_plans where active order by id limit 1) ip
    order by p.id limit 1`)
  ).rows;
  if (!who) throw new Error('bench needs a seeded database (a patient and an in-office plan)');
  const pm = `pm_off_bench_${tag}`;
  await db.execute(sql`insert into offline_card_tokens (id, household_id, brand, last4, exp_month, exp_year, outcome)
    values (${pm}, ${who.household_id}, 'Visa', '4242', 12, 2099, 'succeeds')`);
  await db.execute(sql`insert into saved_payment_methods (household_id, gateway, payment_method_id, brand, last4, exp_month, exp_year)
    values (${who.household_id}, 'offline', ${pm}, 'Visa', '4242', 12, 2099)`);
  const purchases = Math.ceil(count / PER_PURCHASE);
  const ids = await db.execute<{ id: number }>(sql`insert into in_office_plan_purchases
      (plan_id, household_id, purchaser_patient_id, status, auto_renew, payment_mode, total_cents, start_date, end_date, idempotency_key, payment_method_id)
    select ${who.plan_id}, ${who.household_id}, ${who.patient_id}, 'Active', false, 'monthly', ${who.amount * PER_PURCHASE},
      ${today}::date, ${today}::date + 365, ${`bench-${tag}-`} || g, ${pm}
    from generate_series(1, ${purchases}) g returning id`);
  const purchaseIds = ids.rows.map((r) => r.id);
  await db.execute(sql`insert into instalments (purchase_id, sequence, due_date, amount_cents, status, charge_on)
    select pu.id, s, ${today}::date, ${who.amount}, 'Scheduled', ${today}::date
    from unnest(${`{${purchaseIds.join(',')}}`}::int[]) as pu(id) cross join generate_series(1, ${PER_PURCHASE}) s
    order by pu.id, s limit ${count}`);
  return purchaseIds;
}

export async function benchChargeDueInstalments(
  db: Database,
  count: number,
  workers = 2,
  clock: Clock = systemClock,
): Promise<BenchChargeResult> {
  const now = clock();
  const today = isoDay(now);
  const purchaseIds = await makeDue(db, count, today, `${now.getTime()}`);
  const gateway = offlineGateway(db, clock);
  const started = performance.now();
  const kinds = purchaseJobKinds({ db, gateway });
  for (const kind of kinds) await kind.sweep?.({ db, now });
  const runners = Array.from({ length: workers }, () => createJobRunner({ db, kinds, clock, batchSize: 100 }));
  await Promise.all(runners.map((runner) => runner.drain()));
  const ms = performance.now() - started;
  const list = sql.raw(`(${purchaseIds.join(',') || 0})`);
  const [tally] = (
    await db.execute<{ due: number; charged: number; twice: number }>(sql`
    select count(*)::int as due, count(*) filter (where i.status = 'Paid')::int as charged,
      count(*) filter (where (select count(*) from payments p where p.idempotency_key like 'instalment-' || i.id || '-%' and p.status = 'succeeded') > 1)::int as twice
    from instalments i where i.purchase_id in ${list}`)
  ).rows;
  return { due: tally?.due ?? 0, charged: tally?.charged ?? 0, chargedTwice: tally?.twice ?? 0, ms };
}
