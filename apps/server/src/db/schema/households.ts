import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { benefitTypeEnum, genderEnum, memberTaxIdTypeEnum, relationshipEnum } from './enums.js';
import { plans } from './catalogue.js';
import { employers } from './employers.js';
import { timestamps, users } from './users.js';

/** A family covered together: a primary (or head of household) and their dependents. */
export const households = pgTable(
  'households',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id').references(() => employers.id),
    isHealthshare: boolean('is_healthshare').notNull().default(false),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    ...timestamps,
  },
  (t) => [index('households_employer_idx').on(t.employerId)],
);

/** A person in a household. `userId` is set when the person can sign in to the member portal. */
export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    relationship: relationshipEnum('relationship').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: genderEnum('gender'),
    email: text('email'),
    phone: text('phone'),
    memberId: text('member_id').notNull(),
    taxIdType: memberTaxIdTypeEnum('tax_id_type').notNull().default('none'),
    /** Only the last 4 digits of the tax id are kept: member sign-up checks them (issue 4). */
    taxIdLast4: text('tax_id_last4'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('patients_member_id_key').on(t.memberId),
    uniqueIndex('patients_user_id_key').on(t.userId),
    index('patients_household_idx').on(t.householdId),
    // The dentist eligibility look-up by last name and date of birth (decision 0027; migration 0019).
    index('patients_last_name_dob_idx').on(sql`lower(${t.lastName})`, t.dateOfBirth),
    check('patients_member_id_digits', sql`${t.memberId} ~ '^[0-9]{9}$'`),
    check('patients_tax_id_last4_digits', sql`${t.taxIdLast4} is null or ${t.taxIdLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** A patient's coverage: its type, plan and dates. Accumulators are derived from claims, never stored here. */
export const benefits = pgTable(
  'benefits',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    benefitType: benefitTypeEnum('benefit_type').notNull(),
    planId: integer('plan_id').references(() => plans.id),
    employerId: integer('employer_id').references(() => employers.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    requestReimbursementFormUrl: text('request_reimbursement_form_url'),
    ...timestamps,
  },
  (t) => [
    index('benefits_patient_idx').on(t.patientId, t.startDate),
    check('benefits_start_not_before_1970', sql`${t.startDate} >= '1970-01-01'`),
  ],
);
