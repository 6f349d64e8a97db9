import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PRACTICE_ESTIMATE_STATUSES, VISIT_PAYMENT_METHODS } from '@dental/domain';
import { appointmentStatusEnum, reimbursementStatusEnum } from './enums.js';
import { procedures } from './catalogue.js';
import { dentists, practiceLocations, practices } from './practices.js';
import { households, patients } from './households.js';
import { timestamps, users } from './users.js';

/**
 * One computed procedure line: billed fee, allowed fee, and who pays what.
 * Invariant: plan_cents + member_cents = allowed_cents (checked by the database).
 */
const lineColumns = {
  procedureCode: text('procedure_code')
    .notNull()
    .references(() => procedures.code),
  tooth: text('tooth'),
  billedCents: integer('billed_cents').notNull(),
  allowedCents: integer('allowed_cents').notNull(),
  planCents: integer('plan_cents').notNull(),
  memberCents: integer('member_cents').notNull(),
  /** Why the plan paid less than its coverage share (not covered, a maximum reached, not in network). */
  reductionReason: text('reduction_reason'),
};
const lineChecks = (
  t: { planCents: unknown; memberCents: unknown; allowedCents: unknown; billedCents: unknown },
  name: string,
) => [
  check(`${name}_shares_add_up`, sql`${t.planCents} + ${t.memberCents} = ${t.allowedCents}`),
  check(`${name}_nonnegative`, sql`${t.planCents} >= 0 and ${t.memberCents} >= 0 and ${t.billedCents} >= 0`),
];

/** A visit at a practice (a receipt). Its lines are the claims the accumulators come from. */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id),
    locationId: integer('location_id').references(() => practiceLocations.id),
    /** The dentist who saw the patient, when the visit records one. */
    dentistId: integer('dentist_id').references(() => dentists.id),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    paymentDate: date('payment_date', { mode: 'string' }),
    status: appointmentStatusEnum('status').notNull().default('completed'),
    /**
     * The sums of its lines (billed fee, plan share, member share), kept by triggers on appointment_lines
     * whoever writes them (migration 0009): the receipts list totals 2,000 visits of a household without
     * reading their 6,000 lines. Never written by the application.
     */
    billedCents: integer('billed_cents').notNull().default(0),
    planCents: integer('plan_cents').notNull().default(0),
    memberCents: integer('member_cents').notNull().default(0),
    // Issue 16 item 4 (decision 0028): a visit recorded at the practice. The form's key makes a double submit
    // one visit; the hash of what was sent refuses the same key with other details. A voided visit keeps its
    // rows, with who voided it, when and why (its lines leave the accumulators: they sum non-voided visits).
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedByUserId: integer('voided_by_user_id').references(() => users.id),
    voidReason: text('void_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('appointments_practice_idempotency_key').on(t.practiceId, t.idempotencyKey),
    // Migration 0011 adds INCLUDE (the receipts list's columns), which Drizzle cannot declare: the list's totals
    // and its newest rows are read from the index alone.
    index('appointments_household_date_idx').on(t.householdId, t.appointmentDate, t.id),
    index('appointments_patient_date_idx').on(t.patientId, t.appointmentDate),
    // Migration 0023 adds INCLUDE (dentist_id, location_id): a page of a practice's visits report, in either
    // date's order with or without those filters, is found in the index alone (decision 0035). The payment
    // date's index is partial (WHERE payment_date IS NOT NULL, migration 0019), which Drizzle does not declare.
    index('appointments_practice_date_idx').on(t.practiceId, t.appointmentDate, t.id),
    index('appointments_practice_payment_date_idx').on(t.practiceId, t.paymentDate, t.id),
  ],
);

export const appointmentLines = pgTable(
  'appointment_lines',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    ...lineColumns,
    /** The surfaces a filling covers ('MOD'), recorded at the practice (issue 16 item 4). */
    surfaces: text('surfaces'),
  },
  (t) => [index('appointment_lines_appointment_idx').on(t.appointmentId), ...lineChecks(t, 'appointment_lines')],
);

/** A proposed treatment with its computed shares. */
export const estimates = pgTable(
  'estimates',
  {
    id: serial('id').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id),
    estimateDate: date('estimate_date', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    // Issue 16 item 5 (decision 0032): an estimate made at the practice is a draft until sent (then the member
    // sees it), and ends converted (recorded as the visit `appointment_id`) or voided. The form's key makes a
    // double submit one estimate, as for visits; the demo's estimates (no key) count as sent (migration 0021).
    status: text('status', { enum: PRACTICE_ESTIMATE_STATUSES }).notNull().default('draft'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    appointmentId: integer('appointment_id').references(() => appointments.id),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedByUserId: integer('voided_by_user_id').references(() => users.id),
    voidReason: text('void_reason'),
    ...timestamps,
  },
  (t) => [
    index('estimates_household_date_idx').on(t.householdId, t.estimateDate),
    index('estimates_practice_date_idx').on(t.practiceId, t.estimateDate, t.id),
    uniqueIndex('estimates_practice_idempotency_key').on(t.practiceId, t.idempotencyKey),
    check('estimates_status', sql.raw(`status in (${PRACTICE_ESTIMATE_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    // A practice-made estimate (it has the form's key) always has an expiry; converted ones name their visit.
    check('estimates_practice_expiry', sql`${t.idempotencyKey} is null or ${t.validUntil} is not null`),
    check('estimates_converted_visit', sql`(${t.status} = 'converted') = (${t.appointmentId} is not null)`),
  ],
);

export const estimateLines = pgTable(
  'estimate_lines',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    ...lineColumns,
    /** The surfaces, as on a visit line (issue 16 item 5). */
    surfaces: text('surfaces'),
  },
  (t) => [index('estimate_lines_estimate_idx').on(t.estimateId), ...lineChecks(t, 'estimate_lines')],
);

/** An out-of-network visit the member submitted for reimbursement. */
export const reimbursements = pgTable(
  'reimbursements',
  {
    id: serial('id').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    providerName: text('provider_name').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    status: reimbursementStatusEnum('status').notNull().default('submitted'),
    billedCents: integer('billed_cents').notNull(),
    reimbursedCents: integer('reimbursed_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why the claim was denied: set exactly when the status is denied (the member is owed a reason). */
    denialReason: text('denial_reason'),
    ...timestamps,
  },
  (t) => [
    index('reimbursements_household_date_idx').on(t.householdId, t.serviceDate),
    // The patient's accumulators (the benefit of every member home) sum a patient's reimbursements in a year.
    index('reimbursements_patient_date_idx').on(t.patientId, t.serviceDate),
    check('reimbursements_amounts', sql`${t.billedCents} >= 0 and ${t.reimbursedCents} between 0 and ${t.billedCents}`),
    check('reimbursements_denial_reason', sql`(${t.status} = 'denied') = (${t.denialReason} is not null)`),
  ],
);

/**
 * A payment the member made towards a visit (the visit's ledger): several may settle one visit. Amounts are
 * what the member paid the practice, so they sum to at most the visit's member share.
 */
export const appointmentPayments = pgTable(
  'appointment_payments',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: VISIT_PAYMENT_METHODS }).notNull(),
  },
  (t) => [
    index('appointment_payments_appointment_idx').on(t.appointmentId),
    check('appointment_payments_amount', sql`${t.amountCents} > 0`),
    check(
      'appointment_payments_method',
      sql.raw(`method in (${VISIT_PAYMENT_METHODS.map((m) => `'${m}'`).join(', ')})`),
    ),
  ],
);

/** Raw bytes (PostgreSQL bytea). Written as hex text, so the seed's text-array batch writer can carry it. */
const bytea = customType<{ data: Uint8Array; driverData: string }>({
  dataType: () => 'bytea',
  toDriver: (value) => `\\x${Buffer.from(value).toString('hex')}`,
});

/**
 * The bytes of an uploaded file, apart from the rows that name it: one body can back many document rows
 * (the demo data attaches one generated statement to every reimbursement).
 */
export const documentFiles = pgTable('document_files', {
  id: serial('id').primaryKey(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A document the member attached to a reimbursement (an itemized bill, an X-ray...). */
export const reimbursementDocuments = pgTable(
  'reimbursement_documents',
  {
    id: serial('id').primaryKey(),
    reimbursementId: integer('reimbursement_id')
      .notNull()
      .references(() => reimbursements.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => documentFiles.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reimbursement_documents_reimbursement_idx').on(t.reimbursementId),
    check('reimbursement_documents_size', sql`${t.sizeBytes} >= 0`),
  ],
);
