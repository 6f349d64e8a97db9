// Issue 16 item 2 (decision 0029): a practice's staff invitations, each user's quick-switch PIN, and the
// lock screen of a shared front-desk computer. Invite codes and PINs are stored only as hashes.
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { practices } from './practices.js';
import { users } from './users.js';
import { sessions } from './auth.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An invitation of a front-desk user by email: its link works once, before it expires. */
export const practiceInvites = pgTable(
  'practice_invites',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the code in the link. */
    codeHash: text('code_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('practice_invites_practice_idx').on(t.practiceId)],
);

/** A dentist-portal user's 6-digit PIN (spec §5), argon2id like passwords, with its run of wrong tries. */
export const practiceUserPins = pgTable('practice_user_pins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});

/** A session whose screen is locked: it shows only the lock screen until its user's PIN unlocks it. */
export const sessionLocks = pgTable('session_locks', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  lockedAt: at('locked_at').notNull(),
});
