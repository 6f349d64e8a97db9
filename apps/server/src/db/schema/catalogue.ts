import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { FrequencyLimit } from '@dental/domain';
import { sql } from 'drizzle-orm';
import { networkEnum, serviceTypeEnum } from './enums.js';
import { timestamps } from './users.js';

/** Common dental procedure codes with their service type (DESIGN §4). */
export const procedures = pgTable('procedures', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  serviceType: serviceTypeEnum('service_type').notNull(),
  isOrtho: boolean('is_ortho').notNull().default(false),
  /** Words people search with ('cleaning', 'filling'), for price check. */
  keywords: text('keywords').notNull().default(''),
});

/** The allowed fee of a procedure in a network tier (office_fees practices use their own fees). */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    network: networkEnum('network').notNull(),
    procedureCode: text('procedure_code')
      .notNull()
      .references(() => procedures.code),
    feeCents: integer('fee_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.procedureCode] }),
    check('fee_schedules_fee_nonnegative', sql`${t.feeCents} >= 0`),
  ],
);

/** A dental plan: a standard type (platinum_high ... silver_low) or a custom plan. Money in cents. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** A standard plan type such as 'gold_med', or null for a custom plan. */
    planType: text('plan_type'),
    minimumNetwork: networkEnum('minimum_network').notNull(),
    annualMaxCents: integer('annual_max_cents').notNull(),
    familyMaxCents: integer('family_max_cents'),
    orthoLifetimeMaxCents: integer('ortho_lifetime_max_cents'),
    /** spec §3: ortho override: null = use default, true = Yes, false = No. */
    orthoOverride: boolean('ortho_override'),
    orthoCoveredByDefault: boolean('ortho_covered_by_default').notNull().default(false),
    coveragePdsPercent: integer('coverage_pds_percent').notNull(),
    coverageBrsPercent: integer('coverage_brs_percent').notNull(),
    coverageMrsPercent: integer('coverage_mrs_percent').notNull(),
    coverageOrthoPercent: integer('coverage_ortho_percent').notNull().default(0),
    /** Issue 26 item 20 (decision 0049): how often the plan covers a procedure (domain `FrequencyLimit`s). */
    frequencyLimits: jsonb('frequency_limits').$type<FrequencyLimit[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check(
      'plans_money_nonnegative',
      sql`${t.annualMaxCents} >= 0 and coalesce(${t.familyMaxCents}, 0) >= 0 and coalesce(${t.orthoLifetimeMaxCents}, 0) >= 0`,
    ),
    check(
      'plans_percent_range',
      sql`${t.coveragePdsPercent} between 0 and 100 and ${t.coverageBrsPercent} between 0 and 100 and ${t.coverageMrsPercent} between 0 and 100 and ${t.coverageOrthoPercent} between 0 and 100`,
    ),
  ],
);
