// Issue 27 item 6 (decision 0061): a company's monthly invoice, taken on the 1st by the invoice_month job (one per
// company and month), its lines per employee, every attempt to pay it by bank debit (the ledger), and the
// past-due reminders sent (one per invoice and step).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVOICE_PAYMENT_STATUSES, INVOICE_STATUSES } from '@dental/domain';
import { employers } from './employers.js';
import { employees } from './employer-enrolment.js';
import { users } from './users.js';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM': the month billed. */
    month: text('month').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** open, paid; past_due once the reminders' job has seen the due date pass unpaid (reads say so at once). */
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    totalCents: integer('total_cents').notNull(),
    employeeCount: integer('employee_count').notNull(),
    memberCount: integer('member_count').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_employer_month_key').on(t.employerId, t.month),
    check('invoices_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('invoices_status', sql`${t.status} in ('open', 'paid', 'past_due')`),
    check('invoices_total', sql`${t.totalCents} >= 0`),
    check('invoices_paid_at', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/** One line per employee: names and prices as billed that month (a later change does not rewrite an invoice). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    employeeName: text('employee_name').notNull(),
    employeeClass: text('employee_class'),
    planName: text('plan_name').notNull(),
    memberCount: integer('member_count').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    uniqueIndex('invoice_lines_employee_key').on(t.invoiceId, t.employeeId),
    check('invoice_lines_amount', sql`${t.amountCents} = ${t.memberCount} * ${t.unitPriceCents}`),
  ],
);

/**
 * Every attempt to pay an invoice by bank debit (decision 0061, as decision 0033's card charges): the
 * confirmation's key (unique per invoice: a double click pays once) and the gateway's key (a retry after a timeout
 * is the same debit at the gateway).
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    gatewayKey: text('gateway_key').notNull(),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: INVOICE_PAYMENT_STATUSES }).notNull(),
    failureMessage: text('failure_message'),
    paidByUserId: integer('paid_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_payments_request_key').on(t.invoiceId, t.requestKey),
    uniqueIndex('invoice_payments_gateway_key').on(t.gatewayKey),
    check('invoice_payments_amount', sql`${t.amountCents} > 0`),
    check('invoice_payments_status', sql`${t.status} in ('succeeded', 'processing', 'failed')`),
    check('invoice_payments_outcome', sql`(${t.status} = 'failed') = (${t.failureMessage} is not null)`),
  ],
);

/** A past-due reminder step mailed for an invoice: once per invoice and step, whatever runs the job. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_reminders_key').on(t.invoiceId, t.step)],
);
