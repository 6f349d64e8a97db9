// Decision 0035: a practice's visits summed per day, per dentist and location, once by appointment date and
// once by payment date. Kept by triggers on appointments whoever writes them, at the commit (migrations 0023
// and 0024; a bulk load rebuilds them with practice_visit_days_rebuild()), never by the application: the
// visits report's totals of a year of a busy practice read a few hundred of these rows instead of its 20,000
// visits.
import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { REPORT_DATE_TYPES } from '@dental/domain';

export const practiceVisitDays = pgTable(
  'practice_visit_days',
  {
    /** No foreign key: the row is derived from appointments, whose practice_id has one. */
    practiceId: integer('practice_id').notNull(),
    /** Spec §3 report date types: which of the visit's dates `day` is. */
    dateType: text('date_type', { enum: REPORT_DATE_TYPES }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 0 for a visit that records no dentist (or location): a key column cannot be null. */
    dentistId: integer('dentist_id').notNull(),
    locationId: integer('location_id').notNull(),
    /** Every visit of the day, voided ones included (the report lists them). */
    visits: integer('visits').notNull(),
    /** The visits not voided: the report's count and the sums below are of these. */
    counted: integer('counted').notNull(),
    billedCents: bigint('billed_cents', { mode: 'number' }).notNull(),
    planCents: bigint('plan_cents', { mode: 'number' }).notNull(),
    memberCents: bigint('member_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    // Migration 0023 adds INCLUDE (the counts and sums), which Drizzle cannot declare: a report's totals are
    // read from the key alone.
    primaryKey({ columns: [t.practiceId, t.dateType, t.day, t.dentistId, t.locationId] }),
    check('practice_visit_days_date_type', sql`${t.dateType} in ('appointment_date', 'payment_date')`),
  ],
);
