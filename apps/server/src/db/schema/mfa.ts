// The second factor (issue 14 item 3, decision 0025): an authenticator secret per user, single-use recovery
// codes, emailed codes, and the pending sign-ins that wait for a second step. Secrets are encrypted and codes
// kept only as keyed hashes (a copy of the database signs nobody in).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountTypeEnum } from './enums.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user's authenticator (TOTP) factor; one per user. */
export const mfaFactors = pgTable('mfa_factors', {
  userId: userRef().primaryKey(),
  /** AES-256-GCM of the base32 secret under a key derived from the app secret. */
  totpSecretEnc: text('totp_secret_enc').notNull(),
  createdAt: at('created_at').notNull(),
  /** Null while the enrolment waits for its first code: the factor is not on until then. */
  enabledAt: at('enabled_at'),
  /** The last accepted TOTP time step: a code of that step or an earlier one is refused (no replay). */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
});

/** Single-use recovery codes, as keyed hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/** A sign-in that passed the password and waits for its second step (or the enrolment it requires). */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    portal: accountTypeEnum('portal').notNull(),
    /** 'verify' (a code of an enrolled factor) or 'enrol' (MFA is required and not set up yet). */
    purpose: text('purpose').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('mfa_challenges_expires_idx').on(t.expiresAt)],
);

/** A 6-digit code emailed for one pending sign-in, as a keyed hash; single use. */
export const mfaEmailCodes = pgTable(
  'mfa_email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => mfaChallenges.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('mfa_email_codes_user_idx').on(t.userId, t.createdAt),
    index('mfa_email_codes_challenge_idx')
      .on(t.challengeId)
      .where(sql`${t.usedAt} is null`),
  ],
);
