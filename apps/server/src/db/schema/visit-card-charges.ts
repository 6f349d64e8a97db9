// Decision 0033: every attempt to charge a visit's member share to a saved card (succeeded or declined), the
// practice's side of the gateway's ledger. A success also writes the visit's `appointment_payments` row
// (method card), which every reader of a visit's payments already sums.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { households } from './households.js';
import { users } from './users.js';
import { appointmentPayments, appointments } from './visits.js';

export const VISIT_CARD_CHARGE_STATUSES = ['succeeded', 'failed'] as const;

export const visitCardCharges = pgTable(
  'visit_card_charges',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id),
    /** The confirmation's key: the same key again answers this attempt (a double click charges once). */
    requestKey: text('request_key').notNull(),
    /** The key the gateway got (visit, card, attempt): a retry after a timeout is the same charge there. */
    gatewayKey: text('gateway_key').notNull(),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    paymentMethodId: text('payment_method_id').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: VISIT_CARD_CHARGE_STATUSES }).notNull(),
    /** The gateway's message of a decline, shown to the front desk. */
    failureMessage: text('failure_message'),
    appointmentPaymentId: integer('appointment_payment_id').references(() => appointmentPayments.id),
    chargedByUserId: integer('charged_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visit_card_charges_request_key').on(t.appointmentId, t.requestKey),
    uniqueIndex('visit_card_charges_gateway_key').on(t.gatewayKey),
    index('visit_card_charges_household_idx').on(t.householdId),
    check('visit_card_charges_amount', sql`${t.amountCents} > 0`),
    check('visit_card_charges_status', sql`${t.status} in ('succeeded', 'failed')`),
    check(
      'visit_card_charges_outcome',
      sql`(${t.status} = 'failed') = (${t.failureMessage} is not null) and (${t.status} = 'succeeded') = (${t.appointmentPaymentId} is not null)`,
    ),
    check('visit_card_charges_last4', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Decision 0048 (issue 26 item 4): a card charge of a voided visit refunded through the gateway, once per
 * charge (the unique charge id: a second void or a retry refunds nothing twice).
 */
export const visitCardRefunds = pgTable(
  'visit_card_refunds',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => visitCardCharges.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    gatewayRefundId: text('gateway_refund_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visit_card_refunds_charge_key').on(t.chargeId),
    index('visit_card_refunds_appointment_idx').on(t.appointmentId),
    check('visit_card_refunds_amount', sql`${t.amountCents} > 0`),
  ],
);
