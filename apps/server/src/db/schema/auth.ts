// Sessions, refresh tokens, sign-in throttling and password reset codes (issue 3, DESIGN §3).
// Tokens and codes are stored only as SHA-256 hashes: a copy of the database signs nobody in.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountTypeEnum } from './enums.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One sign-in of one portal: the "family" of its rotating refresh tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    portal: accountTypeEnum('portal').notNull(),
    createdAt: at('created_at').notNull(),
    /** Last authenticated call (written at most once per session-policy write interval); refresh calls do not count. */
    lastActiveAt: at('last_active_at').notNull(),
    absoluteExpiresAt: at('absolute_expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** How the session was authenticated (decision 0025): 'pwd', then 'otp', 'recovery' or 'email-code'. */
    authMethods: text('auth_methods')
      .array()
      .notNull()
      .default(sql`'{pwd}'::text[]`),
  },
  (t) => [
    index('sessions_user_active_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** A refresh token of a session; used once, then replaced by its successor. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
    /** The token issued in exchange for this one. */
    replacedById: bigint('replaced_by_id', { mode: 'number' }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Every sign-in attempt, for per-account and per-address throttling shared by all API instances. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    /** portal + ':' + lower(email). */
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    /** The known device (decision 0011) the attempt came from; null for a browser that never signed in to the account. */
    deviceId: text('device_id'),
    succeeded: boolean('succeeded').notNull(),
  },
  (t) => [
    index('sign_in_attempts_account_failures_idx')
      .on(t.accountKey, t.at)
      .where(sql`not ${t.succeeded}`),
    index('sign_in_attempts_ip_failures_idx')
      .on(t.ip, t.at)
      .where(sql`not ${t.succeeded}`),
    index('sign_in_attempts_device_failures_idx')
      .on(t.accountKey, t.deviceId, t.at)
      .where(sql`not ${t.succeeded} and ${t.deviceId} is not null`),
    index('sign_in_attempts_at_idx').on(t.at),
  ],
);

/** Forgot-password requests, known email or not, for silent throttling of the mail they send. */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
  },
  (t) => [
    index('password_reset_requests_account_idx').on(t.accountKey, t.at),
    index('password_reset_requests_ip_idx').on(t.ip, t.at),
  ],
);

/** A single-use code mailed in a reset link. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('password_reset_codes_user_idx')
      .on(t.userId)
      .where(sql`${t.usedAt} is null`),
  ],
);
