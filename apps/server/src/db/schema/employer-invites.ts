// Issue 27 item 1 (decision 0058): a company admin's invitations of other HR users, as the practice's staff
// invitations (decision 0029): a single-use code in a mailed link, stored only as its SHA-256 hash.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { employers } from './employers.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An invitation of an HR user by name and email: its link works once, before it expires. */
export const employerInvites = pgTable(
  'employer_invites',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** SHA-256 of the code in the link. */
    codeHash: text('code_hash').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    /** Withdrawn, or replaced by the invitation sent again. */
    revokedAt: at('revoked_at'),
  },
  (t) => [index('employer_invites_employer_idx').on(t.employerId, t.createdAt)],
);
