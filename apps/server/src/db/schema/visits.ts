import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appointmentStatusEnum, reimbursementStatusEnum } from './enums.js';
import { procedures } from './catalogue.js';
import { dentists, practiceLocations, practices } from './practices.js';
import { households, patients } from './households.js';
import { timestamps } from './users.js';

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
const lineChecks = (t: { planCents: unknown; memberCents: unknown; allowedCents: unknown; billedCents: unknown }, name: string) => [
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
    ...timestamps,
  },
  (t) => [
    index('appointments_household_date_idx').on(t.householdId, t.appointmentDate),
    index('appointments_patient_date_idx').on(t.patientId, t.appointmentDate),
    index('appointments_practice_date_idx').on(t.practiceId, t.appointmentDate),
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
    ...timestamps,
  },
  (t) => [index('estimates_household_date_idx').on(t.householdId, t.estimateDate)],
);

export const estimateLines = pgTable(
  'estimate_lines',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    ...lineColumns,
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
    ...timestamps,
  },
  (t) => [
    index('reimbursements_household_date_idx').on(t.householdId, t.serviceDate),
    check('reimbursements_amounts', sql`${t.billedCents} >= 0 and ${t.reimbursedCents} between 0 and ${t.billedCents}`),
  ],
);
