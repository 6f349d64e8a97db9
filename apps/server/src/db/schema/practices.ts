import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Weekday } from '@dental/domain';
import {
  bankStatusEnum,
  businessTaxIdTypeEnum,
  identityVerificationEnum,
  practiceNetworkEnum,
  practiceRoleEnum,
} from './enums.js';
import { procedures } from './catalogue.js';
import { timestamps, users } from './users.js';

/** Opening hours per weekday, 'HH:MM' 24-hour local times; a missing day is closed. */
export type WeeklyHours = Partial<Record<Weekday, { open: string; close: string }>>;

/** A dental practice: its network tier, payout bank status and identity verification (DESIGN §4). */
export const practices = pgTable(
  'practices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    network: practiceNetworkEnum('network').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    bankStatus: bankStatusEnum('bank_status').notNull().default('owner not added'),
    identityVerification: identityVerificationEnum('identity_verification').notNull().default('Unverified'),
    dataVerifiedAt: timestamp('data_verified_at', { withTimezone: true }),
    /** Its dentists' specialities, distinct and sorted: kept by a trigger on dentists (migration 0010). */
    specialities: text('specialities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Issue 16 item 2: the profile the owner keeps (null until they fill it in; the demo world has none).
    npi: text('npi'),
    taxIdType: businessTaxIdTypeEnum('tax_id_type'),
    /** 9 digits, without dashes (spec §5). */
    taxId: text('tax_id'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    ...timestamps,
  },
  (t) => [index('practices_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/** Where a practice sees patients, with coordinates for the distance search. */
export const practiceLocations = pgTable(
  'practice_locations',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    acceptingNewPatients: boolean('accepting_new_patients').notNull().default(true),
    /**
     * The practice's network, copied here so the dentist search filters by network from the location row
     * alone (a lookup of the practice per location cost 20 ms over a metro's 5,000). Kept equal to
     * practices.network by a trigger (migration 0008), whoever changes it.
     */
    network: practiceNetworkEnum('network').notNull(),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{English}'::text[]`),
    hours: jsonb('hours').$type<WeeklyHours>().notNull().default({}),
    /**
     * Issue 26 item 10: when the owner removed the location. A soft removal: visits and estimates name it (their
     * pages keep its name); it leaves the practice's list, the visit forms' choices and the member's search.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('practice_locations_practice_idx').on(t.practiceId),
    // earthdistance: radius searches use this GiST index on both PGlite and PostgreSQL (partial on locations not
    // removed since migration 0028, which Drizzle does not declare). Migration 0010 adds
    // INCLUDE (id, practice_id, latitude, longitude, network), which Drizzle cannot declare: the nearest-first scans
    // read them from it.
    index('practice_locations_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('practice_locations_zip_idx').on(t.zip),
  ],
);

/** A dentist working at a practice. */
export const dentists = pgTable(
  'dentists',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    npi: text('npi').notNull(),
    licenseNumber: text('license_number').notNull(),
    specialities: text('specialities').array().notNull(),
    /** Issue 16 item 2: a dentist that visits reference is deactivated, not deleted (their history stays). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('dentists_practice_idx').on(t.practiceId)],
);

/** What a practice charges for a procedure (its billed fee, and the allowed fee for office_fees practices). */
export const practiceFees = pgTable(
  'practice_fees',
  {
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    procedureCode: text('procedure_code')
      .notNull()
      .references(() => procedures.code),
    feeCents: integer('fee_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.practiceId, t.procedureCode] }),
    check('practice_fees_nonnegative', sql`${t.feeCents} >= 0`),
  ],
);

/** Dentist-portal users and the practices they act for. */
export const practiceUsers = pgTable(
  'practice_users',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    role: practiceRoleEnum('role').notNull().default('owner'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.practiceId] }), index('practice_users_practice_idx').on(t.practiceId)],
);
