import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PAYMENT_KINDS } from '@dental/domain';
import { instalmentStatusEnum, paymentModeEnum, paymentStatusEnum, purchaseStatusEnum } from './enums.js';
import { practices } from './practices.js';
import { households, patients } from './households.js';
import { timestamps } from './users.js';

/** What an in-office plan includes: procedure codes and how many times per term. */
export type InOfficePlanInclusion = { procedureCode: string; timesPerTerm: number };

/** A practice's own membership plan (DESIGN §4). */
export const inOfficePlans = pgTable(
  'in_office_plans',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    termMonths: integer('term_months').notNull().default(12),
    includes: jsonb('includes').$type<InOfficePlanInclusion[]>().notNull().default([]),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** Who it may cover (domain PlanEligibility): from this age (inclusive), under this age; null: no bound. */
    eligibleMinAge: integer('eligible_min_age'),
    eligibleUnderAge: integer('eligible_under_age'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('in_office_plans_practice_idx').on(t.practiceId),
    check(
      'in_office_plans_prices',
      sql`${t.priceCents} >= 0 and ${t.monthlyPriceCents} >= 0 and ${t.discountPercent} between 0 and 100`,
    ),
    check(
      'in_office_plans_ages',
      sql`(${t.eligibleMinAge} is null or ${t.eligibleMinAge} >= 0) and (${t.eligibleUnderAge} is null or ${t.eligibleUnderAge} > coalesce(${t.eligibleMinAge}, 0))`,
    ),
  ],
);

/** A household's purchase of an in-office plan. Created with its instalments and first payment in one transaction. */
export const inOfficePlanPurchases = pgTable(
  'in_office_plan_purchases',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => inOfficePlans.id),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id),
    purchaserPatientId: integer('purchaser_patient_id')
      .notNull()
      .references(() => patients.id),
    status: purchaseStatusEnum('status').notNull().default('Active'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    paymentMode: paymentModeEnum('payment_mode').notNull(),
    totalCents: integer('total_cents').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** A retried or doubled confirm carries the same key and creates one purchase. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The card the schedule charges (a gateway payment method id); null once that card is removed. */
    paymentMethodId: text('payment_method_id'),
    /** The purchase this one renews (unique: a term renews once, however often the renewal job runs). */
    renewedFromId: integer('renewed_from_id').references((): AnyPgColumn => inOfficePlanPurchases.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('in_office_plan_purchases_idempotency_key').on(t.householdId, t.idempotencyKey),
    uniqueIndex('in_office_plan_purchases_renewed_from_key').on(t.renewedFromId),
    index('in_office_plan_purchases_household_idx').on(t.householdId, t.endDate),
    // The job runner's minute scans (reminders before term end, ending terms) over running purchases only.
    index('in_office_plan_purchases_active_end_idx')
      .on(t.endDate)
      .where(sql`${t.status} = 'Active'`),
    check('in_office_plan_purchases_dates', sql`${t.endDate} > ${t.startDate}`),
  ],
);

export const purchaseCoveredPatients = pgTable(
  'purchase_covered_patients',
  {
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => inOfficePlanPurchases.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
  },
  (t) => [
    primaryKey({ columns: [t.purchaseId, t.patientId] }),
    // An in-office member's plan name (benefit, family list) is looked up by patient: without this, a scan
    // of every covered patient on each call.
    index('purchase_covered_patients_patient_idx').on(t.patientId),
  ],
);

/** Why a charge was made (domain PAYMENT_KINDS). */
export const paymentKindEnum = pgEnum('payment_kind', PAYMENT_KINDS);

/**
 * The ledger: every card charge, failed ones too, and refunds (status 'refunded', from the gateway's
 * webhook). A purchase's balance is total_cents minus succeeded plus refunded amounts, never stored.
 * Never stores more of the card than its brand and last four digits.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => inOfficePlanPurchases.id),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatusEnum('status').notNull(),
    kind: paymentKindEnum('kind').notNull().default('instalment'),
    gateway: text('gateway').notNull(),
    paymentMethodId: text('payment_method_id'),
    failureMessage: text('failure_message'),
    gatewayReference: text('gateway_reference'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    index('payments_purchase_idx').on(t.purchaseId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_last4_digits', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** One scheduled payment of a purchase: Paid, Past due or Scheduled (spec §3). */
export const instalments = pgTable(
  'instalments',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => inOfficePlanPurchases.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: instalmentStatusEnum('status').notNull().default('Scheduled'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: integer('payment_id').references(() => payments.id),
    /** Charges tried so far; a failed one is retried on INSTALMENT_RETRY_DAYS after the due date. */
    attempts: integer('attempts').notNull().default(0),
    /** When the job runner next charges it; null when paid or when no retry is left. */
    chargeOn: date('charge_on', { mode: 'string' }),
    failureMessage: text('failure_message'),
  },
  (t) => [
    uniqueIndex('instalments_purchase_sequence_key').on(t.purchaseId, t.sequence),
    index('instalments_due_idx').on(t.status, t.dueDate),
    index('instalments_charge_on_idx')
      .on(t.chargeOn)
      .where(sql`${t.chargeOn} is not null`),
    check('instalments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
