// Member sign-up, email verification and email change (issue 4). Codes are stored only as SHA-256 hashes.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './households.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What a mailed member code does: finish an existing member's sign-up, verify an email, or change it. */
export const memberCodePurposeEnum = pgEnum('member_code_purpose', ['signup', 'verify_email', 'email_change']);

/** A single-use, expiring code mailed in a sign-up, verification or email-change link. */
export const memberCodes = pgTable(
  'member_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: memberCodePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    /** The address an email change moves to (email_change only). */
    newEmail: text('new_email'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('member_codes_user_idx')
      .on(t.userId, t.purpose)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** Sign-up and verification mail requests, known person or not, for silent throttling per address and account. */
export const memberMailRequests = pgTable(
  'member_mail_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    /** The kind of request and the email typed, lower-cased ('signup:ann@example.com'). */
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [
    index('member_mail_requests_account_idx').on(t.accountKey, t.at),
    index('member_mail_requests_ip_idx').on(t.ip, t.at),
  ],
);

/**
 * Wrong sign-up answers (date of birth or last 4 of the tax id) given for one member record (decision 0012).
 * At the limit the record is locked for sign-up until the household or staff unlocks it.
 */
export const patientSignupLocks = pgTable('patient_signup_locks', {
  patientId: integer('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lastFailedAt: at('last_failed_at'),
  lockedAt: at('locked_at'),
});
