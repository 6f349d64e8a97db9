// Issue 7: saved cards, gateway customers, the offline gateway's own records and Stripe webhook events;
// no card number is ever stored: brand, last four digits and expiry only.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { households } from './households.js';

/** A household's saved card: the gateway's payment method id and what may be shown of the card. */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: serial('id').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_payment_methods_method_key').on(t.paymentMethodId),
    index('saved_payment_methods_household_idx').on(t.householdId),
    check('saved_payment_methods_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_payment_methods_exp', sql`${t.expMonth} between 1 and 12`),
  ],
);

/** A household's customer at a gateway (Stripe keeps saved payment methods on a customer). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    customerId: text('customer_id').notNull(),
  },
  (t) => [uniqueIndex('payment_customers_household_gateway_key').on(t.householdId, t.gateway)],
);

/**
 * The offline gateway's side (it stands in for a card processor): a token made from a card form. Keeps the
 * test outcome the number stood for, never the number.
 */
export const offlineCardTokens = pgTable('offline_card_tokens', {
  id: text('id').primaryKey(),
  householdId: integer('household_id')
    .notNull()
    .references(() => households.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The offline gateway's charges by idempotency key: the same key answers the same result (as Stripe does). */
export const offlineCharges = pgTable('offline_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already applied, by event id (a redelivered event applies once). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The offline gateway's refunds by idempotency key: the same key answers the same refund (as Stripe does). */
export const offlineRefunds = pgTable('offline_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference').notNull(),
  /** The charge refunded (its `offline_charges.reference`). */
  chargeReference: text('charge_reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
