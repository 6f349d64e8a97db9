// The jobs of in-office plan purchases: charge a due instalment (retrying on INSTALMENT_RETRY_DAYS, Past due
// and notifying the member and the practice), remind before a term ends, renew or end it. Each job locks
// its row and checks it is still due, so running it twice does nothing the second time.
import { addMonthsIso, formatIsoDate, instalmentSchedule, nextRetryDate } from '@dental/domain';
import type { Database } from '../db/database.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { notify } from '../modules/member/index.js';
import type { DbOrTx } from '../platform/transaction.js';
import { purchaseLedgerRepository } from '../modules/in-office-purchases/index.js';
import {
  activePurchaseForReminder,
  coveredPatientIds,
  expirePurchase,
  lockEndingPurchase,
  lockInstalment,
  markInstalmentPastDue,
  purchaseAudience,
  recordInstalmentCharge,
} from './purchase-jobs.repository.js';

export const MSG_NO_CARD_ON_FILE = 'No card on file.';

/** The people told about a purchase: the household's users and the practice's users. */
async function tell(
  tx: DbOrTx,
  householdId: number,
  practiceId: number | null,
  title: string,
  body: string,
): Promise<void> {
  for (const userId of await purchaseAudience(tx, householdId, practiceId))
    await notify(tx, userId, 'plan_purchase', title, body);
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
        const row = await lockInstalment(tx, instalmentId);
        if (!row || row.status === 'Paid' || !row.charge_on || row.charge_on > today) return;
        const attempt = row.attempts + 1;
        let failure: string = MSG_NO_CARD_ON_FILE;
        if (row.payment_method_id) {
          const key = `instalment-${row.id}-${attempt}`;
          const charge = await gateway.charge(
            {
              householdId: row.household_id,
              paymentMethodId: row.payment_method_id,
              amountCents: row.amount_cents,
              idempotencyKey: key,
              description: `${row.plan_name} instalment ${row.sequence}`,
            },
            tx,
          );
          const retryOn = charge.ok ? null : nextRetryDate(row.due_date, attempt);
          const message = charge.ok ? null : charge.message;
          // The ledger row and the instalment's new state in one statement.
          await recordInstalmentCharge(tx, {
            row,
            paymentMethodId: row.payment_method_id,
            attempt,
            ok: charge.ok,
            gateway: gateway.name,
            reference: charge.reference,
            message,
            key,
            retryOn,
            now,
          });
          if (charge.ok) return;
          failure = charge.message;
        } else {
          await markInstalmentPastDue(tx, row.id, attempt, nextRetryDate(row.due_date, attempt), failure);
        }
        const retryOn = nextRetryDate(row.due_date, attempt);
        const amount = `$${(row.amount_cents / 100).toFixed(2)}`;
        if (attempt === 1) {
          const next = retryOn ? ` We will try again on ${formatIsoDate(retryOn)}.` : '';
          await tell(
            tx,
            row.household_id,
            row.practice_id,
            'Plan payment past due',
            `The ${amount} payment for ${row.plan_name} due ${formatIsoDate(row.due_date)} failed: ${failure}${next} You can pay it now from Plan purchases.`,
          );
        } else if (!retryOn) {
          await tell(
            tx,
            row.household_id,
            row.practice_id,
            'Plan payment still past due',
            `The ${amount} payment for ${row.plan_name} due ${formatIsoDate(row.due_date)} could not be charged after ${attempt} tries. Please pay it from Plan purchases.`,
          );
        }
      });
    },

    /** A reminder some days before a term ends: it renews (auto renew on) or ends. */
    async renewalReminder(purchaseId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await activePurchaseForReminder(tx, purchaseId);
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
        const row = await lockEndingPurchase(tx, purchaseId, today);
        if (!row) return;
        await expirePurchase(tx, row.id, now);
        if (!(row.auto_renew && row.plan_active && row.payment_method_id)) {
          await tell(
            tx,
            row.household_id,
            null,
            'Your plan has ended',
            `Your ${row.plan_name} plan ended on ${formatIsoDate(row.end_date)}. You can buy it again from Shop dental plans.`,
          );
          return;
        }
        const schedule = instalmentSchedule(row, row.payment_mode, row.end_date);
        const coveredIds = await coveredPatientIds(tx, row.id);
        await ledger.grantInOfficeBenefit(
          tx,
          coveredIds,
          row.end_date,
          addMonthsIso(row.end_date, row.term_months),
          now,
        );
        await ledger.createPurchase(tx, {
          plan: {
            id: row.plan_id,
            practiceId: row.practice_id,
            name: row.plan_name,
            priceCents: row.price_cents,
            monthlyPriceCents: row.monthly_price_cents,
            termMonths: row.term_months,
          },
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
        await tell(
          tx,
          row.household_id,
          null,
          'Your plan has renewed',
          `Your ${row.plan_name} plan renewed on ${formatIsoDate(row.end_date)}; its first payment is charged to your card on file.`,
        );
      });
    },
  };
}
export type PurchaseJobs = ReturnType<typeof purchaseJobs>;
