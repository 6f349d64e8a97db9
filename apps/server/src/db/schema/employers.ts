import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { bankStatusEnum, employerRoleEnum } from './enums.js';
import { plans } from './catalogue.js';
import { timestamps, users } from './users.js';

/** An employer company. It has an EIN or an SSN, never both (spec §5). */
export const employers = pgTable(
  'employers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ein: text('ein'),
    ssn: text('ssn'),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    /** Issue 27: the company's contacts for the provider ([{ name, email, phone }]), set in the profile. */
    contacts: jsonb('contacts').$type<{ name: string; email: string; phone: string | null }[]>().notNull().default([]),
    /** Enrolment features are off for companies that enrol by EDI (spec §6). */
    isEdi: boolean('is_edi').notNull().default(false),
    bankStatus: bankStatusEnum('bank_status').notNull().default('owner not added'),
    groupNumber: text('group_number').notNull().unique(),
    planId: integer('plan_id').references(() => plans.id),
    ...timestamps,
  },
  (t) => [check('employers_ein_xor_ssn', sql`(${t.ein} is null) <> (${t.ssn} is null)`)],
);

/** Employer-portal users (HR and benefits admins) and the companies they act for. */
export const employerUsers = pgTable(
  'employer_users',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    role: employerRoleEnum('role').notNull().default('company_admin'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.employerId] }), index('employer_users_employer_idx').on(t.employerId)],
);
