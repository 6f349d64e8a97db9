// Issue 16 item 6 (decision 0030): the patients a practice saw or checked, the rows behind its patients list.
import { bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { patients } from './households.js';
import { practices } from './practices.js';
import { users } from './users.js';

/**
 * A patient of a practice: written by the eligibility look-up and Benefit Search (last_checked_at) and by a
 * saved visit (last_visit_date), one row per practice and patient (notePracticePatient upserts it).
 */
export const practicePatients = pgTable(
  'practice_patients',
  {
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastVisitDate: date('last_visit_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('practice_patients_practice_patient_key').on(t.practiceId, t.patientId),
    // Today's checks on Home.
    index('practice_patients_practice_checked_idx').on(t.practiceId, t.lastCheckedAt),
  ],
);

/**
 * One look-up of a patient by keys by a practice user, counted for the look-up throttle (decision 0030): per
 * user, and per practice and per client address (issue 26 item 14, decision 0046). Practice and address are
 * null only on rows from before migration 0025, which left the 10-minute window long ago.
 */
export const eligibilityLookupThrottle = pgTable(
  'eligibility_lookup_throttle',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceId: integer('practice_id').references(() => practices.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('eligibility_lookup_throttle_user_at_idx').on(t.userId, t.at),
    index('eligibility_lookup_throttle_practice_at_idx').on(t.practiceId, t.at),
    index('eligibility_lookup_throttle_ip_at_idx').on(t.ip, t.at),
  ],
);
