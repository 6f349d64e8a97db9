// The SQL of the in-office purchase jobs (purchase-jobs.ts keeps their rules): enqueue what is due, lock a due
// instalment, record its charge and its new state, read and lock a purchase at its term's end, and who is told
// about a purchase.
import { eq, sql } from 'drizzle-orm';
import { RENEWAL_REMINDER_DAYS, type PaymentMode } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { instalments, inOfficePlanPurchases } from '../../db/schema/index.js';
import { ts } from '../../platform/jobs/index.js';
import type { DbOrTx } from '../../platform/transaction.js';

/**
 * Days a reminder may still go out after its day (a runner down for a day catches up, once). Short, so a
 * new deployment over a large world does not send a week of reminders at its first tick.
 */
const REMINDER_WINDOW_DAYS = 2;

// The sweeps write each job's key as the kind's jobKeyOf does: '<kind>:<the kind's keyOf>'.

/** Enqueues a charge of every instalment due by today (one job per attempt). */
export async function enqueueDueInstalments(db: Database, now: Date, today: string): Promise<void> {
  await db.execute(sql`insert into jobs (kind, key, payload, run_at)
    select 'charge_instalment', 'charge_instalment:' || i.id || ':' || i.attempts, json_build_object('instalmentId', i.id, 'attempts', i.attempts), ${ts(now)}
    from instalments i join in_office_plan_purchases pu on pu.id = i.purchase_id
    where i.charge_on is not null and i.charge_on <= ${today}::date and i.status <> 'Paid' and pu.status = 'Active'
    on conflict (key) do nothing`);
}

/** Enqueues the renewal reminders due today (RENEWAL_REMINDER_DAYS before a term's end, within the window). */
export async function enqueueDueReminders(db: Database, now: Date, today: string): Promise<void> {
  const days = sql.join(
    RENEWAL_REMINDER_DAYS.map((d) => sql`(${d}::int)`),
    sql`, `,
  );
  await db.execute(sql`insert into jobs (kind, key, payload, run_at)
    select 'renewal_reminder', 'renewal_reminder:' || pu.id || ':' || d.days, json_build_object('purchaseId', pu.id, 'days', d.days), ${ts(now)}
    from in_office_plan_purchases pu cross join (values ${days}) as d(days)
    where pu.status = 'Active' and pu.end_date > ${today}::date
      and ${today}::date between pu.end_date - d.days and pu.end_date - d.days + ${REMINDER_WINDOW_DAYS - 1}::int
    on conflict (key) do nothing`);
}

/** Enqueues the end of every active term that has ended by today. */
export async function enqueueEndedTerms(db: Database, now: Date, today: string): Promise<void> {
  await db.execute(sql`insert into jobs (kind, key, payload, run_at)
    select 'end_term', 'end_term:' || pu.id, json_build_object('purchaseId', pu.id), ${ts(now)}
    from in_office_plan_purchases pu where pu.status = 'Active' and pu.end_date <= ${today}::date
    on conflict (key) do nothing`);
}

export type InstalmentRow = {
  id: number;
  purchase_id: number;
  sequence: number;
  due_date: string;
  amount_cents: number;
  status: string;
  attempts: number;
  charge_on: string | null;
  household_id: number;
  plan_name: string;
  practice_id: number;
  payment_method_id: string | null;
  brand: string | null;
  last4: string | null;
};

export type ReminderRow = { household_id: number; auto_renew: boolean; end_date: string; plan_name: string };

export type EndingPurchaseRow = {
  id: number;
  household_id: number;
  purchaser_patient_id: number;
  auto_renew: boolean;
  payment_mode: PaymentMode;
  end_date: string;
  payment_method_id: string | null;
  plan_id: number;
  practice_id: number;
  plan_name: string;
  price_cents: number;
  monthly_price_cents: number;
  term_months: number;
  plan_active: boolean;
};

/** The users told about a purchase: the household's users and the practice's users. */
export async function purchaseAudience(tx: DbOrTx, householdId: number, practiceId: number | null): Promise<number[]> {
  const users = await tx.execute<{ user_id: number }>(sql`
    select user_id from patients where household_id = ${householdId} and user_id is not null
    union select user_id from practice_users where practice_id = ${practiceId ?? 0}`);
  return users.rows.map((row) => row.user_id);
}

/** An instalment of an active purchase with its plan and saved card, locked for this transaction; null when gone. */
export async function lockInstalment(tx: DbOrTx, instalmentId: number): Promise<InstalmentRow | null> {
  const found = await tx.execute<InstalmentRow>(sql`
    select i.id, i.purchase_id, i.sequence, i.due_date::text, i.amount_cents, i.status::text, i.attempts, i.charge_on::text,
      pu.household_id, ip.name as plan_name, ip.practice_id, s.payment_method_id, s.brand, s.last4
    from instalments i join in_office_plan_purchases pu on pu.id = i.purchase_id join in_office_plans ip on ip.id = pu.plan_id
    left join saved_payment_methods s on s.payment_method_id = pu.payment_method_id and s.household_id = pu.household_id
    where i.id = ${instalmentId} and pu.status = 'Active'
    for update of i`);
  return found.rows[0] ?? null;
}

export interface InstalmentCharge {
  row: InstalmentRow;
  paymentMethodId: string;
  attempt: number;
  ok: boolean;
  gateway: string;
  reference: string | null;
  message: string | null;
  key: string;
  retryOn: string | null;
  now: Date;
}

/** The ledger row of a charge and the instalment's new state, in one statement. */
export async function recordInstalmentCharge(tx: DbOrTx, charge: InstalmentCharge): Promise<void> {
  const { row, now } = charge;
  await tx.execute(sql`with payment as (
      insert into payments (purchase_id, amount_cents, status, kind, gateway, gateway_reference, payment_method_id, card_brand, card_last4, failure_message, idempotency_key, created_at)
      values (${row.purchase_id}, ${row.amount_cents}, ${charge.ok ? 'succeeded' : 'failed'}, 'instalment', ${charge.gateway}, ${charge.reference},
        ${charge.paymentMethodId}, ${row.brand}, ${row.last4}, ${charge.message}, ${charge.key}, ${now.toISOString()}::timestamptz)
      on conflict (idempotency_key) do nothing returning id
    )
    update instalments set attempts = ${charge.attempt}, failure_message = ${charge.message}, charge_on = ${charge.retryOn}::date,
      status = ${charge.ok ? 'Paid' : 'Past due'}::instalment_status,
      paid_at = case when ${charge.ok} then ${now.toISOString()}::timestamptz end,
      payment_id = case when ${charge.ok} then (select id from payment) end
    where id = ${row.id}`);
}

/** An instalment that could not be charged at all (no card on file): Past due until its next retry. */
export async function markInstalmentPastDue(
  tx: DbOrTx,
  id: number,
  attempt: number,
  chargeOn: string | null,
  failure: string,
): Promise<void> {
  await tx
    .update(instalments)
    .set({ attempts: attempt, status: 'Past due', chargeOn, failureMessage: failure })
    .where(eq(instalments.id, id));
}

/** An active purchase's household, auto renew, end date and plan name; null when it is not active. */
export async function activePurchaseForReminder(tx: DbOrTx, purchaseId: number): Promise<ReminderRow | null> {
  const found = await tx.execute<ReminderRow>(sql`
    select pu.household_id, pu.auto_renew, pu.end_date::text, ip.name as plan_name
    from in_office_plan_purchases pu join in_office_plans ip on ip.id = pu.plan_id where pu.id = ${purchaseId} and pu.status = 'Active'`);
  return found.rows[0] ?? null;
}

/** An active purchase whose term has ended by today, with its plan, locked for this transaction; null otherwise. */
export async function lockEndingPurchase(
  tx: DbOrTx,
  purchaseId: number,
  today: string,
): Promise<EndingPurchaseRow | null> {
  const found = await tx.execute<EndingPurchaseRow>(sql`
    select pu.id, pu.household_id, pu.purchaser_patient_id, pu.auto_renew, pu.payment_mode::text, pu.end_date::text, pu.payment_method_id,
      ip.id as plan_id, ip.practice_id, ip.name as plan_name, ip.price_cents, ip.monthly_price_cents, ip.term_months, ip.active as plan_active
    from in_office_plan_purchases pu join in_office_plans ip on ip.id = pu.plan_id
    where pu.id = ${purchaseId} and pu.status = 'Active' and pu.end_date <= ${today}::date
    for update of pu`);
  return found.rows[0] ?? null;
}

/** Marks a purchase Expired. */
export async function expirePurchase(tx: DbOrTx, purchaseId: number, now: Date): Promise<void> {
  await tx
    .update(inOfficePlanPurchases)
    .set({ status: 'Expired', updatedAt: now })
    .where(eq(inOfficePlanPurchases.id, purchaseId));
}

/** The patients a purchase covers. */
export async function coveredPatientIds(tx: DbOrTx, purchaseId: number): Promise<number[]> {
  const covered = await tx.execute<{ patient_id: number }>(
    sql`select patient_id from purchase_covered_patients where purchase_id = ${purchaseId}`,
  );
  return covered.rows.map((row) => row.patient_id);
}
