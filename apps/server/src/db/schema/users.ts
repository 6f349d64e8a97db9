import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountTypeEnum, staffRoleEnum } from './enums.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
export { timestamps };

/** A sign-in of one portal. The same email may hold accounts in several portals. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountType: accountTypeEnum('account_type').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    signupComplete: boolean('signup_complete').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_account_type_email_key').on(t.accountType, sql`lower(${t.email})`)],
);

/** An admin-portal (provider staff) user's role (decision 0023): one per user; no row, no staff call. */
export const staffUsers = pgTable('staff_users', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: staffRoleEnum('role').notNull(),
});

/** Who read or changed personal data, and every sign-in event (DESIGN §4). Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorAccountType: accountTypeEnum('actor_account_type'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    outcome: text('outcome').notNull().default('success'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/** Messages to one user, with read state. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
