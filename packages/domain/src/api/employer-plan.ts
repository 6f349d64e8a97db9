// Issue 27 item 2 (decision 0058): the company's group plan. A standard plan type (spec §3) is offered to one
// employee class, or to every class without an offering of its own (null), from an effective date that is the
// first of a month, at a monthly price per covered member in integer cents. The offering in force for a month is
// the latest on or before its first day, so a change takes effect on its date and past months keep their plan.
//   GET    employer/v1/plan/                   the offerings in force today, the scheduled changes, the history
//   POST   employer/v1/plan/offerings/         a change from a future first of a month
//   DELETE employer/v1/plan/offerings/:id/     cancels a scheduled change (never one in force or past)
// The form and the server check the same rules: `planOfferingFormSchema` (dollars typed) and the request schema
// (cents sent), and `effectiveDateProblem` against the day it is checked on.
import { z } from 'zod';
import { STANDARD_PLAN_TYPES } from '../enums/plans.js';
import { dollarsToCents, formatMoney } from '../format/money.js';
import { isoDateSchema } from '../validation/dates.js';
import { blankAsNull } from '../validation/fields.js';
import { DATE_PICKER_MAX } from '../validation/limits.js';
import { MSG_DATE_OUT_OF_RANGE, MSG_INVALID, MSG_REQUIRED } from '../validation/messages.js';
import { textSchema } from '../validation/text.js';
import { idSchema, isoDateStringSchema } from './common.js';
import { dataEnvelope } from './envelope.js';

/** The highest monthly price per member (decided here: a group dental plan costs tens of dollars a month). */
export const MAX_MONTHLY_PRICE_CENTS = 1_000_000;
export const MSG_PRICE_RANGE = `Enter a monthly price from $0.01 to ${formatMoney(MAX_MONTHLY_PRICE_CENTS)}`;
export const MSG_PRICE_DOLLARS = 'Enter the price in dollars and cents, such as 45.00';
export const MSG_EFFECTIVE_FIRST_OF_MONTH = 'A change takes effect on the first of a month';
export const MSG_EFFECTIVE_IN_PAST = 'A change cannot take effect in the past: past months keep their plan';
/** A second change for the same class on the same date (the first one is cancelled to replace it). */
export const MSG_OFFERING_SAME_DATE = 'This class already has a change on this date: cancel it first';
/** DELETE of an offering in force or past (decision 0058: only a scheduled change can be cancelled). */
export const MSG_OFFERING_NOT_SCHEDULED =
  'Only a scheduled change can be cancelled: months that started keep their plan';
/** The label of the offering for every class (employee_class null). */
export const ALL_CLASSES_LABEL = 'All classes';

/** Why an effective date cannot be used on `today` (both 'YYYY-MM-DD'), or null when it can. */
export function effectiveDateProblem(effectiveDate: string, today: string): string | null {
  if (!effectiveDate.endsWith('-01')) return MSG_EFFECTIVE_FIRST_OF_MONTH;
  if (effectiveDate < today) return MSG_EFFECTIVE_IN_PAST;
  return null;
}

/** The first of the month after `today`: the earliest change the form suggests. */
export function nextFirstOfMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const effectiveDateSchema = isoDateSchema
  .refine((value) => value <= DATE_PICKER_MAX, { error: MSG_DATE_OUT_OF_RANGE, abort: true })
  .refine((value) => value.endsWith('-01'), { error: MSG_EFFECTIVE_FIRST_OF_MONTH });

const planTypeSchema = z.enum(STANDARD_PLAN_TYPES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? MSG_REQUIRED : MSG_INVALID),
});

const monthlyPriceCentsSchema = z
  .int({ error: (issue) => (issue.input === undefined ? MSG_REQUIRED : MSG_INVALID) })
  .min(1, { error: MSG_PRICE_RANGE })
  .max(MAX_MONTHLY_PRICE_CENTS, { error: MSG_PRICE_RANGE });

/** The fields of a change other than its price: the class (blank: every class), the plan type, the date. */
const offeringFields = {
  employee_class: blankAsNull(textSchema),
  plan_type: planTypeSchema,
  effective_date: effectiveDateSchema,
};

/** POST employer/v1/plan/offerings/: a change, its price in cents (the server adds the not-in-the-past rule). */
export const planOfferingRequestSchema = z.object(
  { ...offeringFields, monthly_price_cents: monthlyPriceCentsSchema },
  { error: MSG_INVALID },
);
/** The change as checked (what the server handles and the form sends). */
export type PlanOfferingRequest = z.output<typeof planOfferingRequestSchema>;

/** Dollars as a person types them ('45', '45.5', '$1,234.50'), to cents; null when it is not such an amount. */
export function typedDollarsToCents(typed: string): number | null {
  if (!/^\$?\s*[0-9][0-9,]*(\.[0-9]{1,2})?$/.test(typed.trim())) return null;
  return dollarsToCents(typed);
}

/**
 * The add-change form: the price typed in dollars, checked and turned into the request's cents, and the date
 * checked against `today` (the browser's; the server checks again against its own).
 */
export function planOfferingFormSchema(today: string) {
  return z
    .object(
      {
        ...offeringFields,
        effective_date: effectiveDateSchema.refine((value) => effectiveDateProblem(value, today) === null, {
          error: MSG_EFFECTIVE_IN_PAST,
        }),
        monthly_price: z
          .string({ error: MSG_REQUIRED })
          .transform((typed, ctx) => {
            const cents = typedDollarsToCents(typed);
            if (cents === null) ctx.addIssue({ code: 'custom', message: MSG_PRICE_DOLLARS });
            return cents ?? 0;
          })
          .pipe(monthlyPriceCentsSchema),
      },
      { error: MSG_INVALID },
    )
    .transform(
      ({ monthly_price, ...fields }): z.output<typeof planOfferingRequestSchema> => ({
        ...fields,
        monthly_price_cents: monthly_price,
      }),
    );
}

/** One offering as answered. A custom plan (the provider's, set up by its staff) has no plan type. */
export const planOfferingSchema = z.object({
  id: idSchema,
  employee_class: z.string().nullable(),
  plan_type: z.enum(STANDARD_PLAN_TYPES).nullable(),
  plan_name: z.string(),
  monthly_price_cents: z.int().positive(),
  effective_date: isoDateStringSchema,
});
export type PlanOffering = z.infer<typeof planOfferingSchema>;

/**
 * GET employer/v1/plan/ (and the answer of its writes): on the server's `today`, the offering in force for each
 * class (the all-classes one first), the scheduled changes (soonest first) and the history (the offerings no
 * longer in force, newest first).
 */
export const groupPlanSchema = z.object({
  today: isoDateStringSchema,
  current: z.array(planOfferingSchema),
  scheduled: z.array(planOfferingSchema),
  history: z.array(planOfferingSchema),
});
export type GroupPlan = z.infer<typeof groupPlanSchema>;
export const groupPlanResponseSchema = dataEnvelope(groupPlanSchema);
