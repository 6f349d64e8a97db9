// Issue 27 item 6, decision 0060: a company's or a practice's bank verification. The account owner (the person
// responsible, only what is needed: never a whole SSN) and the bank accounts added, each a gateway's reference and
// the last 4 digits, never the account or routing number. The offline gateway's own records of the accounts it
// holds and the two micro-deposits it sent stand in for a processor's, as offline_charges do for card charges.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employers } from './employers.js';
import { practices } from './practices.js';

/** Who a bank row belongs to: a company or a practice, exactly one. */
const holderColumns = () => ({
  employerId: integer('employer_id').references(() => employers.id, { onDelete: 'cascade' }),
  practiceId: integer('practice_id').references(() => practices.id, { onDelete: 'cascade' }),
});

/** The account owner of a company or a practice: one each, replaced in place. */
export const bankOwners = pgTable(
  'bank_owners',
  {
    id: serial('id').primaryKey(),
    ...holderColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    ssnLast4: text('ssn_last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bank_owners_one_holder', sql`(${t.employerId} is null) <> (${t.practiceId} is null)`),
    uniqueIndex('bank_owners_employer_key').on(t.employerId),
    uniqueIndex('bank_owners_practice_key').on(t.practiceId),
  ],
);

/**
 * The bank accounts a company or a practice added: 'pending' its deposits, 'verified', or 'removed' (replaced by a
 * newer one, or its deposit tries used up). At most one pending or verified account per holder.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    ...holderColumns(),
    gateway: text('gateway').notNull(),
    /** The gateway's payment method a debit uses (a Stripe PaymentMethod, an offline 'ba_off_' account). */
    paymentMethodReference: text('payment_method_reference').notNull(),
    /** What the deposits are confirmed against (a Stripe SetupIntent; the offline account itself). */
    verificationReference: text('verification_reference').notNull(),
    /** The gateway's customer holding the payment method (Stripe), null offline. */
    customerReference: text('customer_reference'),
    accountLast4: text('account_last4').notNull(),
    accountType: text('account_type').notNull(),
    state: text('state').notNull().default('pending'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The add form's key: the same key again answers this account and sends no more deposits. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check('bank_accounts_one_holder', sql`(${t.employerId} is null) <> (${t.practiceId} is null)`),
    check('bank_accounts_state', sql`${t.state} in ('pending', 'verified', 'removed')`),
    uniqueIndex('bank_accounts_key').on(t.idempotencyKey),
    uniqueIndex('bank_accounts_current_employer_key')
      .on(t.employerId)
      .where(sql`${t.state} <> 'removed' and ${t.employerId} is not null`),
    uniqueIndex('bank_accounts_current_practice_key')
      .on(t.practiceId)
      .where(sql`${t.state} <> 'removed' and ${t.practiceId} is not null`),
    index('bank_accounts_payment_method_idx').on(t.paymentMethodReference),
  ],
);

/** The offline gateway's bank accounts and the two micro-deposits it sent to each (its own records). */
export const offlineBankAccounts = pgTable('offline_bank_accounts', {
  id: text('id').primaryKey(),
  /** The request's key: the same key again answers this account (as Stripe does). */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  accountLast4: text('account_last4').notNull(),
  firstDepositCents: integer('first_deposit_cents').notNull(),
  secondDepositCents: integer('second_deposit_cents').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
