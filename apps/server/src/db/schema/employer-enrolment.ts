// Issue 27: what an employer enrols. The group plan it offers (a plan type per employee class, priced per member
// per month, changing on a date) and its employees: each the Primary patient of a household whose benefits rows
// (benefit_type 'employer') are the cover; dependents are the household's other patients.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { plans } from './catalogue.js';
import { employers } from './employers.js';
import { households, patients } from './households.js';
import { timestamps } from './users.js';

/**
 * A plan type the employer offers from `effective_date` (the first of a month) at a monthly price per covered
 * member, to the employees of one class (`employee_class`), or to every class without an offering of its own
 * (null). The offering in force for a month is the latest one on or before the month's first day: a change
 * takes effect on its date and past months keep the plan they had.
 */
export const employerPlanOfferings = pgTable(
  'employer_plan_offerings',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    employeeClass: text('employee_class'),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employer_plan_offerings_key').on(t.employerId, sql`coalesce(${t.employeeClass}, '')`, t.effectiveDate),
    check('employer_plan_offerings_price_positive', sql`${t.monthlyPriceCents} > 0`),
    check('employer_plan_offerings_first_of_month', sql`extract(day from ${t.effectiveDate}) = 1`),
  ],
);

/**
 * An employee of an employer: the Primary patient of their household. A census row or an 834 member loop is
 * matched to one by its tax id or its employer-assigned id: the SSN or ITIN is kept only as a keyed digest
 * (HMAC-SHA256 with the app's secret, `tax_id_digest`) beside the patient's last 4, never as the number.
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    employeeClass: text('employee_class'),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    taxIdDigest: text('tax_id_digest'),
    /** An Employer-Assigned ID (spec §3 member tax id type `employee`), as the employer gave it. */
    employeeNumber: text('employee_number'),
    /** The last invitation to the member portal's sign-up, and how many were sent. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitationsSent: integer('invitations_sent').notNull().default(0),
    /**
     * Kept by triggers (migration 0035, decision 0066) for the HR admin's list of a large company: the patient's
     * names lowercased (its order and its search) and the newest benefit's dates from this employer (its status).
     */
    sortLast: text('sort_last').notNull().default(''),
    sortFirst: text('sort_first').notNull().default(''),
    searchName: text('search_name').notNull().default(''),
    taxLast4: text('tax_last4'),
    coverStart: date('cover_start', { mode: 'string' }),
    coverEnd: date('cover_end', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_patient_key').on(t.patientId),
    index('employees_list_idx').on(t.employerId, t.sortLast, t.sortFirst, t.id),
    uniqueIndex('employees_tax_id_key').on(t.employerId, t.taxIdDigest),
    uniqueIndex('employees_number_key').on(t.employerId, t.employeeNumber),
    index('employees_employer_idx').on(t.employerId, t.id),
    // The cover's group plan is found from a patient's household (coverage's groupPlanIdOn, decision 0065).
    index('employees_household_idx').on(t.householdId, t.employerId),
  ],
);

/**
 * Issue 27 item 2 (decision 0065): a change of an employee's class, in force from `effective_date` (the first of
 * the month after the edit). `employees.employee_class` is the class as last set; before this date the class was
 * `class_before`. The class on a day is the `class_before` of the first change after it, else the class on file: a
 * month that began keeps the class (and so the group plan) it had.
 */
export const employeeClassChanges = pgTable(
  'employee_class_changes',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    classBefore: text('class_before'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employee_class_changes_key').on(t.employeeId, t.effectiveDate),
    check('employee_class_changes_first_of_month', sql`extract(day from ${t.effectiveDate}) = 1`),
  ],
);
