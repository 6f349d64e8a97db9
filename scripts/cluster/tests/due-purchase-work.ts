// Issue 29 item 3: work for every in-office purchase job kind the registry holds (purchase-job-kinds.ts), made
// due in one transaction on the primary and enqueued as the kinds' sweeps enqueue it (same keys: a sweep of any
// instance that runs meanwhile adds nothing), so the runners of the three instances share it at their next poll.
import type pg from 'pg';
import { RENEWAL_REMINDER_DAYS } from '@dental/domain';

/** A plan of its own (not for sale), so that its purchases, payments and notices are this test's only. */
export const RUNNER_PLAN = 'Cluster runner plan';
const INSTALMENTS_PER_PURCHASE = 12;
const PRICE_CENTS = 1_200;

export interface DueWork {
  planId: number;
  /** Every job enqueued, by key. */
  keys: string[];
}

/**
 * Makes due, for the household of `patientId`: `instalments` monthly instalments on a saved offline 4242 card,
 * `remindersEachDay` purchases for each reminder day (RENEWAL_REMINDER_DAYS) whose reminder is due today and `endings` purchases whose term ended today
 * (auto renew off: each ends, with a notice).
 */
export async function makePurchaseWorkDue(
  client: pg.Client,
  {
    patientId,
    instalments,
    remindersEachDay,
    endings,
  }: { patientId: number; instalments: number; remindersEachDay: number; endings: number },
): Promise<DueWork> {
  const today = new Date().toISOString().slice(0, 10);
  await client.query('begin');
  try {
    const { rows: plans } = await client.query<{ id: number; household_id: number }>(
      `insert into in_office_plans (practice_id, name, description, price_cents, monthly_price_cents, active)
       select (select practice_id from in_office_plans order by id limit 1), $1, 'Cluster test plan', $2, $2 / 12, false
       returning id, (select household_id from patients where id = $3)`,
      [RUNNER_PLAN, PRICE_CENTS, patientId],
    );
    const { id: planId, household_id: householdId } = plans[0]!;
    const card = 'pm_off_cluster_runner';
    await client.query(
      `insert into offline_card_tokens (id, household_id, brand, last4, exp_month, exp_year, outcome)
       values ($1, $2, 'Visa', '4242', 12, 2099, 'succeeds')`,
      [card, householdId],
    );
    await client.query(
      `insert into saved_payment_methods (household_id, gateway, payment_method_id, brand, last4, exp_month, exp_year)
       values ($1, 'offline', $2, 'Visa', '4242', 12, 2099)`,
      [householdId, card],
    );
    // Purchases ending on `end`: `count` of them, keyed '<tag>-<n>'.
    const purchases = (tag: string, count: number, end: string) =>
      client.query<{ id: number }>(
        `insert into in_office_plan_purchases (plan_id, household_id, purchaser_patient_id, status, auto_renew,
           payment_mode, total_cents, start_date, end_date, idempotency_key, payment_method_id)
         select $1, $2, $3, 'Active', false, 'monthly', $4, $5::date - 365, $5::date, 'cluster-runner-' || $6 || '-' || g, $7
         from generate_series(1, $8::int) g returning id`,
        [planId, householdId, patientId, PRICE_CENTS, end, tag, card, count],
      );
    const charged = await purchases('charge', Math.ceil(instalments / INSTALMENTS_PER_PURCHASE), addDays(today, 365));
    await client.query(
      `insert into instalments (purchase_id, sequence, due_date, amount_cents, status, charge_on)
       select pu.id, s, $2::date, $3::int / 12, 'Scheduled', $2::date
       from unnest($1::int[]) pu(id) cross join generate_series(1, 12) s order by pu.id, s limit $4`,
      [charged.rows.map((row) => row.id), today, PRICE_CENTS, instalments],
    );
    const keys: string[] = [];
    const enqueue = async (select: string, parameters: unknown[]) => {
      const { rows } = await client.query<{ key: string }>(
        `insert into jobs (kind, key, payload, run_at) ${select} on conflict (key) do nothing returning key`,
        parameters,
      );
      keys.push(...rows.map((row) => row.key));
    };
    await enqueue(
      `select 'charge_instalment', 'charge_instalment:' || i.id || ':0', json_build_object('instalmentId', i.id, 'attempts', 0), now()
       from instalments i where i.purchase_id = any($1::int[])`,
      [charged.rows.map((row) => row.id)],
    );
    for (const days of RENEWAL_REMINDER_DAYS) {
      const reminded = await purchases(`remind-${days}`, remindersEachDay, addDays(today, days));
      await enqueue(
        `select 'renewal_reminder', 'renewal_reminder:' || id || ':' || $2::int, json_build_object('purchaseId', id, 'days', $2::int), now()
         from unnest($1::int[]) id`,
        [reminded.rows.map((row) => row.id), days],
      );
    }
    const ended = await purchases('end', endings, today);
    await enqueue(
      `select 'end_term', 'end_term:' || id, json_build_object('purchaseId', id), now() from unnest($1::int[]) id`,
      [ended.rows.map((row) => row.id)],
    );
    await client.query('commit');
    return { planId, keys };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** What the runners made of the work: each job's runs, and what is not exactly as one run of each leaves it. */
export async function dueWorkOutcome(client: pg.Client, { planId, keys }: DueWork) {
  const { rows: jobs } = await client.query<{ kind: string; jobs: number; once: number }>(
    `select kind, count(*)::int as jobs, count(*) filter (where status = 'done' and attempts = 1)::int as once
     from jobs where key = any($1::text[]) group by kind order by kind`,
    [keys],
  );
  // An instalment is charged once when it is Paid by its one payment, which the offline gateway made once.
  const { rows: notChargedOnce } = await client.query<{ id: number }>(
    `select i.id from instalments i join in_office_plan_purchases pu on pu.id = i.purchase_id
     where pu.plan_id = $1 and not (
       i.status = 'Paid' and i.attempts = 1
       and (select count(*) from payments p where p.purchase_id = pu.id and p.idempotency_key like 'instalment-' || i.id || '-%') = 1
       and exists (select 1 from payments p where p.id = i.payment_id and p.status = 'succeeded' and p.kind = 'instalment'
         and p.gateway = 'offline' and p.amount_cents = i.amount_cents and p.idempotency_key = 'instalment-' || i.id || '-1')
       and (select count(*) from offline_charges c where c.idempotency_key like 'instalment-' || i.id || '-%') = 1)`,
    [planId],
  );
  const { rows: notices } = await client.query<{ title: string; n: number }>(
    `select title, count(*)::int as n from notifications where body like '%' || $1 || '%' group by title order by title`,
    [RUNNER_PLAN],
  );
  const { rows: purchases } = await client.query<{ status: string; n: number }>(
    `select status::text, count(*)::int as n from in_office_plan_purchases where plan_id = $1 group by status order by status`,
    [planId],
  );
  return { jobs, notChargedOnce, notices, purchases };
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
}
