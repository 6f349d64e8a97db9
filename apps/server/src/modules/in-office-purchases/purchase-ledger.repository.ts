// Issue 7: the writes of buying and paying: the purchase with its people, schedule and first payment, the
// payoff, auto renew and the ledger rows (payments) every money movement leaves. Every function takes the
// caller's transaction: a purchase and its charge commit together or not at all.
import { and, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { BenefitType, PaymentKind, PaymentMode, PlanEligibility, ScheduledInstalment } from '@dental/domain';
import type { Database } from '../../db/database.js';
import {
  benefits,
  inOfficePlanPurchases,
  inOfficePlans,
  instalments,
  patients,
  payments,
  purchaseCoveredPatients,
  savedPaymentMethods,
} from '../../db/schema/index.js';
import { inTransaction, type DbOrTx } from '../../platform/transaction.js';

export interface MemberHousehold {
  householdId: number;
  patientId: number;
}

export interface PlanForSale {
  id: number;
  practiceId: number;
  name: string;
  priceCents: number;
  monthlyPriceCents: number;
  termMonths: number;
  eligibility: PlanEligibility;
}

/** A person a purchase would cover: what the plan's eligibility and the duplicate check need. */
export interface CoveredPerson {
  id: number;
  name: string;
  dateOfBirth: string;
}

export interface LedgerRow {
  purchaseId: number;
  kind: PaymentKind;
  amountCents: number;
  ok: boolean;
  gateway: string;
  reference: string | null;
  paymentMethodId: string;
  card: { brand: string; last4: string };
  idempotencyKey: string;
  failureMessage: string | null;
  at: Date;
}

export function purchaseLedgerRepository(db: Database) {
  return {
    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },

    /** The signed-in member's own patient record (whose benefit decides what the shop sells), or null. */
    async ownPatientId(userId: number): Promise<number | null> {
      const [row] = await db.select({ patientId: patients.id }).from(patients).where(eq(patients.userId, userId));
      return row?.patientId ?? null;
    },

    /** The type of the patient's benefit in force on `today` (the latest start first, as the benefit call reads it), or null. */
    async benefitTypeOn(patientId: number, today: string): Promise<BenefitType | null> {
      const [row] = await db
        .select({ type: benefits.benefitType })
        .from(benefits)
        .where(
          and(
            eq(benefits.patientId, patientId),
            lte(benefits.startDate, today),
            or(isNull(benefits.endDate), gte(benefits.endDate, today)),
          ),
        )
        .orderBy(desc(benefits.startDate), desc(benefits.id))
        .limit(1);
      return row?.type ?? null;
    },

    async planForSale(planId: number): Promise<PlanForSale | null> {
      const [row] = await db
        .select({
          id: inOfficePlans.id,
          practiceId: inOfficePlans.practiceId,
          name: inOfficePlans.name,
          priceCents: inOfficePlans.priceCents,
          monthlyPriceCents: inOfficePlans.monthlyPriceCents,
          termMonths: inOfficePlans.termMonths,
          minAge: inOfficePlans.eligibleMinAge,
          underAge: inOfficePlans.eligibleUnderAge,
        })
        .from(inOfficePlans)
        .where(and(eq(inOfficePlans.id, planId), eq(inOfficePlans.active, true)));
      if (!row) return null;
      const { minAge, underAge, ...plan } = row;
      return { ...plan, eligibility: { min_age: minAge, under_age: underAge } };
    },

    /** Those of these patients who belong to the household, with name and date of birth. */
    async peopleInHousehold(householdId: number, patientIds: number[]): Promise<CoveredPerson[]> {
      return db
        .select({
          id: patients.id,
          name: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
          dateOfBirth: patients.dateOfBirth,
        })
        .from(patients)
        .where(and(eq(patients.householdId, householdId), inArray(patients.id, patientIds)));
    },

    /**
     * Which of these patients a current purchase of the plan already covers (Active, ending today or later:
     * the "current" view of the list). Read under the household's lock, so a concurrent purchase has committed or not started.
     */
    async alreadyCovered(
      tx: DbOrTx,
      householdId: number,
      planId: number,
      patientIds: number[],
      today: string,
    ): Promise<{ patientId: number; purchaseId: number }[]> {
      return tx
        .select({ patientId: purchaseCoveredPatients.patientId, purchaseId: inOfficePlanPurchases.id })
        .from(purchaseCoveredPatients)
        .innerJoin(inOfficePlanPurchases, eq(inOfficePlanPurchases.id, purchaseCoveredPatients.purchaseId))
        .where(
          and(
            eq(inOfficePlanPurchases.householdId, householdId),
            eq(inOfficePlanPurchases.planId, planId),
            eq(inOfficePlanPurchases.status, 'Active'),
            sql`${inOfficePlanPurchases.endDate} >= ${today}::date`,
            inArray(purchaseCoveredPatients.patientId, patientIds),
          ),
        );
    },

    /** The ledger row a charge's idempotency key left (a retried payoff answers it). */
    async paymentByKey(tx: DbOrTx, idempotencyKey: string) {
      const [row] = await tx
        .select({
          id: payments.id,
          status: payments.status,
          amountCents: payments.amountCents,
          cardLast4: payments.cardLast4,
          failureMessage: payments.failureMessage,
        })
        .from(payments)
        .where(eq(payments.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    async savedCard(tx: DbOrTx, householdId: number, paymentMethodId: string) {
      const [row] = await tx
        .select()
        .from(savedPaymentMethods)
        .where(
          and(
            eq(savedPaymentMethods.householdId, householdId),
            eq(savedPaymentMethods.paymentMethodId, paymentMethodId),
          ),
        );
      return row ?? null;
    },

    /** Serialises work on one key across transactions and API instances (held until commit). */
    async lockKey(tx: DbOrTx, key: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },

    async purchaseByKey(tx: DbOrTx, householdId: number, idempotencyKey: string): Promise<number | null> {
      const [row] = await tx
        .select({ id: inOfficePlanPurchases.id })
        .from(inOfficePlanPurchases)
        .where(
          and(
            eq(inOfficePlanPurchases.householdId, householdId),
            eq(inOfficePlanPurchases.idempotencyKey, idempotencyKey),
          ),
        );
      return row?.id ?? null;
    },

    /** The purchase, its covered people and its schedule (all Scheduled, charged from charge_on). */
    async createPurchase(
      tx: DbOrTx,
      input: {
        plan: Omit<PlanForSale, 'eligibility'>;
        household: MemberHousehold;
        coveredPatientIds: number[];
        mode: PaymentMode;
        schedule: ScheduledInstalment[];
        startDate: string;
        endDate: string;
        paymentMethodId: string | null;
        idempotencyKey: string;
        autoRenew: boolean;
        renewedFromId?: number;
        at: Date;
      },
    ): Promise<{ purchaseId: number; instalmentIds: number[] } | null> {
      const [purchase] = await tx
        .insert(inOfficePlanPurchases)
        .values({
          planId: input.plan.id,
          householdId: input.household.householdId,
          purchaserPatientId: input.household.patientId,
          status: 'Active',
          autoRenew: input.autoRenew,
          paymentMode: input.mode,
          totalCents: input.schedule.reduce((sum, i) => sum + i.amount_cents, 0),
          startDate: input.startDate,
          endDate: input.endDate,
          idempotencyKey: input.idempotencyKey,
          paymentMethodId: input.paymentMethodId,
          renewedFromId: input.renewedFromId,
          createdAt: input.at,
          updatedAt: input.at,
        })
        .onConflictDoNothing()
        .returning({ id: inOfficePlanPurchases.id });
      if (!purchase) return null;
      await tx
        .insert(purchaseCoveredPatients)
        .values(input.coveredPatientIds.map((patientId) => ({ purchaseId: purchase.id, patientId })));
      const rows = await tx
        .insert(instalments)
        .values(
          input.schedule.map((i) => ({
            purchaseId: purchase.id,
            sequence: i.sequence,
            dueDate: i.due_date,
            amountCents: i.amount_cents,
            status: 'Scheduled' as const,
            chargeOn: i.due_date,
          })),
        )
        .returning({ id: instalments.id });
      return { purchaseId: purchase.id, instalmentIds: rows.map((r) => r.id) };
    },

    /**
     * Covered people with no plan of their own on `startDate` (none or inactive, or an in-office one: a
     * renewal) get an in-office benefit for the term, so the portal shows them as in-office members. Those
     * with an individual, employer or Altrua plan keep it: the purchase adds to their cover.
     */
    async grantInOfficeBenefit(
      tx: DbOrTx,
      patientIds: number[],
      startDate: string,
      endDate: string,
      at: Date,
    ): Promise<void> {
      if (patientIds.length === 0) return;
      await tx.execute(sql`insert into benefits (patient_id, benefit_type, start_date, end_date, created_at, updated_at)
        select p.id, 'in office', ${startDate}::date, ${endDate}::date, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        from unnest(${`{${patientIds.join(',')}}`}::int[]) as p(id)
        left join lateral (
          select b.benefit_type from benefits b
          where b.patient_id = p.id and b.start_date <= ${startDate}::date and (b.end_date is null or b.end_date >= ${startDate}::date)
          order by b.start_date desc, b.id desc limit 1
        ) cur on true
        where cur.benefit_type is null or cur.benefit_type in ('inactive', 'in office')`);
    },

    /** Writes one ledger row (a charge, failed or succeeded); null when its idempotency key is already there. */
    async recordPayment(tx: DbOrTx, row: LedgerRow): Promise<number | null> {
      const [payment] = await tx
        .insert(payments)
        .values({
          purchaseId: row.purchaseId,
          amountCents: row.amountCents,
          status: row.ok ? 'succeeded' : 'failed',
          kind: row.kind,
          gateway: row.gateway,
          gatewayReference: row.reference,
          paymentMethodId: row.paymentMethodId,
          cardBrand: row.card.brand,
          cardLast4: row.card.last4,
          failureMessage: row.failureMessage,
          idempotencyKey: row.idempotencyKey,
          createdAt: row.at,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return payment?.id ?? null;
    },

    /** Marks instalments paid by a payment (the first one at purchase, all unpaid ones at payoff). */
    async markPaid(
      tx: DbOrTx,
      purchaseId: number,
      instalmentIds: number[] | 'all unpaid',
      paymentId: number,
      at: Date,
    ): Promise<void> {
      const which =
        instalmentIds === 'all unpaid' ? ne(instalments.status, 'Paid') : inArray(instalments.id, instalmentIds);
      await tx
        .update(instalments)
        .set({ status: 'Paid', paidAt: at, paymentId, chargeOn: null, failureMessage: null })
        .where(and(eq(instalments.purchaseId, purchaseId), which));
    },

    /**
     * The household's purchase, locked for this transaction (another household's: null), then its ledger
     * read in a second statement: under READ COMMITTED that one sees what the previous lock holder wrote.
     */
    async lockPurchase(tx: DbOrTx, householdId: number, purchaseId: number) {
      const locked = await tx.execute<{ id: number }>(
        sql`select id from in_office_plan_purchases where id = ${purchaseId} and household_id = ${householdId} for update`,
      );
      if (locked.rows.length === 0) return null;
      const result = await tx.execute<{ id: number; total_cents: number; paid_cents: number; ledger_rows: number }>(sql`
        select pu.id, pu.total_cents,
          (select coalesce(sum(case when l.status = 'succeeded' then l.amount_cents when l.status = 'refunded' then -l.amount_cents else 0 end), 0)
             from payments l where l.purchase_id = pu.id)::int as paid_cents,
          (select count(*) from payments l where l.purchase_id = pu.id)::int as ledger_rows
        from in_office_plan_purchases pu where pu.id = ${purchaseId}`);
      return result.rows[0] ?? null;
    },

    async setAutoRenew(householdId: number, purchaseId: number, autoRenew: boolean, at: Date): Promise<boolean> {
      const rows = await db
        .update(inOfficePlanPurchases)
        .set({ autoRenew, updatedAt: at })
        .where(and(eq(inOfficePlanPurchases.id, purchaseId), eq(inOfficePlanPurchases.householdId, householdId)))
        .returning({ id: inOfficePlanPurchases.id });
      return rows.length > 0;
    },
  };
}
export type PurchaseLedgerRepository = ReturnType<typeof purchaseLedgerRepository>;
