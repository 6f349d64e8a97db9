// The jobs of in-office plan purchases: charge a due instalment (retrying on INSTALMENT_RETRY_DAYS, Past due
// and notifying the member and the practice), remind before a term ends, renew or end it. Each job locks
// its row and checks it is still due, so running it twice does nothing the second time.
import { eq, sql } from 'drizzle-orm';
import { addMonthsIso, formatIsoDate, instalmentSchedule, nextRetryDate, type PaymentMode } from '@dental/domain';
import type { Database } from '../db/database.js';
import { instalments, inOfficePlanPurchases } from '../db/schema/index.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { notify } from '../modules/member/notifications/notify.js';
import type { DbOrTx } from '../modules/member/shared/member-audit.repository.js';
import { purchaseLedgerRepository } from '../modules/in-office-purchases/purchase-ledger.repository.js';

export const MSG_NO_CARD_ON_FILE = 'No card on file.';

type InstalmentRow = {
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

/** The people told about a purchase: the household's users and the practice's users. */
async function tell(tx: DbOrTx, householdId: number, practiceId: number | null, title: string, body: string): Promise<void> {
  const users = await tx.execute<{ user_id: number }>(sql`
    select user_id from patients where household_id = ${householdId} and user_id is not null
    union select user_id from practice_users where practice_id = ${practiceId ?? 0}`);
  for (const { user_id } of users.rows) await notify(tx, user_id, 'plan_purchase', title, body);
}

export function purchaseJobs(deps: { db: Database; gateway: PaymentGateway }) {
  const { db, gateway } = deps;
  const ledger = purchaseLedgerRepository(db);

  return {
    /**
     * Charges one instalment if it is still due today; a failure is Past due with the next retry date. Kept
     * to four statements (lock and read, charge, ledger row with the instalment's new state, and the notice
     * on a failure): the runner charges thousands a minute.
     */
    async chargeInstalment(instalmentId: number, now: Date, today: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await tx.execute<InstalmentRow>(sql`
          select i.id, i.purchase_id, i.sequence, i.due_date::text, i.amount_cents, i.status::text, i.attempts, i.charge_on::text,
            pu.household_id, ip.name as plan_name, ip.practice_id, s.payment_method_id, s.brand, s.last4
          from instalments i join in_office_plan_purchases pu on pu.id = i.purchase_id join in_office_plans ip on ip.id = pu.plan_id
          left join saved_payment_methods s on s.payment_method_id = pu.payment_method_id and s.household_id = pu.household_id
          where i.id = ${instalmentId} and pu.status = 'Active'
          for update of i`);
        const row = found.rows[0];
        if (!row || row.status === 'Paid' || !row.charge_on || row.charge_on > today) return;
        const attempt = row.attempts + 1;
        let failure: string = MSG_NO_CARD_ON_FILE;
        if (row.payment_method_id) {
          const key = `instalment-${row.id}-${attempt}`;
          const charge = await gateway.charge({ householdId: row.household_id, paymentMethodId: row.payment_method_id, amountCents: row.amount_cents, idempotencyKey: key, description: `${row.plan_name} instalment ${row.sequence}` }, tx);
          const retryOn = charge.ok ? null : nextRetryDate(row.due_date, attempt);
          const message = charge.ok ? null : charge.message;
          // The ledger row and the instalment's new state in one statement.
          await tx.execute(sql`with payment as (
              insert into payments (purchase_id, amount_cents, status, kind, gateway, gateway_reference, payment_method_id, card_brand, card_last4, failure_message, idempotency_key, created_at)
              values (${row.purchase_id}, ${row.amount_cents}, ${charge.ok ? 'succeeded' : 'failed'}, 'instalment', ${gateway.name}, ${charge.reference},
                ${row.payment_method_id}, ${row.brand}, ${row.last4}, ${message}, ${key}, ${now.toISOString()}::timestamptz)
              on conflict (idempotency_key) do nothing returning id
            )
            update instalments set attempts = ${attempt}, failure_message = ${message}, charge_on = ${retryOn}::date,
              status = ${charge.ok ? 'Paid' : 'Past due'}::instalment_status,
              paid_at = case when ${charge.ok} then ${now.toISOString()}::timestamptz end,
              payment_id = case when ${charge.ok} then (select id from payment) end
            where id = ${row.id}`);
          if (charge.ok) return;
          failure = charge.message;
        } else {
          await tx.update(instalments).set({ attempts: attempt, status: 'Past due', chargeOn: nextRetryDate(row.due_date, attempt), failureMessage: failure }).where(eq(instalments.id, row.id));
        }
        const retryOn = nextRetryDate(row.due_date, attempt);
        const amount = `$${(row.amount_cents / 100).toFixed(2)}`;
        if (attempt === 1) {
          const next = retryOn ? ` We will try again on ${formatIsoDate(retryOn)}.` : '';
          await tell(tx, row.household_id, row.practice_id, 'Plan payment past due', `The ${amount} payment for ${row.plan_name} due ${formatIsoDate(row.due_date)} failed: ${failure}${next} You can pay it now from Plan purchases.`);
        } else if (!retryOn) {
          await tell(tx, row.household_id, row.practice_id, 'Plan payment still past due', `The ${amount} payment for ${row.plan_name} due ${formatIsoDate(row.due_date)} could not be charged after ${attempt} tries. Please pay it from Plan purchases.`);
        }
      });
    },

    /** A reminder some days before a term ends: it renews (auto renew on) or ends. */
    async renewalReminder(purchaseId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await tx.execute<{ household_id: number; auto_renew: boolean; end_date: string; plan_name: string }>(sql`
          select pu.household_id, pu.auto_renew, pu.end_date::text, ip.name as plan_name
          from in_office_plan_purchases pu join in_office_plans ip on ip.id = pu.plan_id where pu.id = ${purchaseId} and pu.status = 'Active'`);
        const row = found.rows[0];
        if (!row) return;
        const body = row.auto_renew
          ? `Your ${row.plan_name} plan renews on ${formatIsoDate(row.end_date)} and will be charged to your card on file. You can turn auto renew off in Plan purchases.`
          : `Your ${row.plan_name} plan ends on ${formatIsoDate(row.end_date)}. Turn auto renew on in Plan purchases to keep it.`;
        await tell(tx, row.household_id, null, row.auto_renew ? 'Your plan renews soon' : 'Your plan ends soon', body);
      });
    },

    /** At a term's end: a new term (auto renew on, a card on file, the plan still sold) and the old one Expired. */
    async endTerm(purchaseId: number, now: Date, today: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await tx.execute<{
          id: number; household_id: number; purchaser_patient_id: number; auto_renew: boolean; payment_mode: PaymentMode; end_date: string;
          payment_method_id: string | null; plan_id: number; practice_id: number; plan_name: string; price_cents: number; monthly_price_cents: number; term_months: number; plan_active: boolean;
        }>(sql`
          select pu.id, pu.household_id, pu.purchaser_patient_id, pu.auto_renew, pu.payment_mode::text, pu.end_date::text, pu.payment_method_id,
            ip.id as plan_id, ip.practice_id, ip.name as plan_name, ip.price_cents, ip.monthly_price_cents, ip.term_months, ip.active as plan_active
          from in_office_plan_purchases pu join in_office_plans ip on ip.id = pu.plan_id
          where pu.id = ${purchaseId} and pu.status = 'Active' and pu.end_date <= ${today}::date
          for update of pu`);
        const row = found.rows[0];
        if (!row) return;
        await tx.update(inOfficePlanPurchases).set({ status: 'Expired', updatedAt: now }).where(eq(inOfficePlanPurchases.id, row.id));
        if (!(row.auto_renew && row.plan_active && row.payment_method_id)) {
          await tell(tx, row.household_id, null, 'Your plan has ended', `Your ${row.plan_name} plan ended on ${formatIsoDate(row.end_date)}. You can buy it again from Shop dental plans.`);
          return;
        }
        const covered = await tx.execute<{ patient_id: number }>(sql`select patient_id from purchase_covered_patients where purchase_id = ${row.id}`);
        const schedule = instalmentSchedule(row, row.payment_mode, row.end_date);
        const coveredIds = covered.rows.map((c) => c.patient_id);
        await ledger.grantInOfficeBenefit(tx, coveredIds, row.end_date, addMonthsIso(row.end_date, row.term_months), now);
        await ledger.createPurchase(tx, {
          plan: { id: row.plan_id, practiceId: row.practice_id, name: row.plan_name, priceCents: row.price_cents, monthlyPriceCents: row.monthly_price_cents, termMonths: row.term_months },
          household: { householdId: row.household_id, patientId: row.purchaser_patient_id },
          coveredPatientIds: coveredIds,
          mode: row.payment_mode,
          schedule,
          startDate: row.end_date,
          endDate: addMonthsIso(row.end_date, row.term_months),
          paymentMethodId: row.payment_method_id,
          idempotencyKey: `renewal-${row.id}`,
          autoRenew: true,
          renewedFromId: row.id,
          at: now,
        });
        await tell(tx, row.household_id, null, 'Your plan has renewed', `Your ${row.plan_name} plan renewed on ${formatIsoDate(row.end_date)}; its first payment is charged to your card on file.`);
      });
    },
  };
}
export type PurchaseJobs = ReturnType<typeof purchaseJobs>;
