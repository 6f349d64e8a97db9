// Issue 26 item 20 (decision 0049): the schemas of a plan's frequency limits, a patient's procedure history and
// the eligibility card's status rows. The rules themselves are coverage/frequency-limits.ts (no zod there: the
// member home loads the coverage module).
import { z } from 'zod';
import { FREQUENCY_PERIODS } from '../coverage/frequency-limits.js';

export const frequencyLimitSchema = z.object({
  label: z.string().min(1).max(60),
  codes: z.array(z.string().regex(/^D[0-9]{4}$/)).min(1),
  times: z.int().min(1).max(12),
  period: z.enum(FREQUENCY_PERIODS),
  years: z.int().min(1).max(10).nullable(),
  per_tooth: z.boolean(),
  under_age: z.int().min(1).max(99).nullable(),
});
export const frequencyLimitsSchema = z.array(frequencyLimitSchema).max(40);

export const historyLineSchema = z.object({
  code: z.string(),
  date: z.iso.date(),
  tooth: z.string().nullable(),
  counts: z.boolean(),
});

export const frequencyStatusSchema = z.object({
  label: z.string(),
  rule: z.string(),
  tooth: z.string().nullable(),
  last_code: z.string().nullable(),
  last_date: z.iso.date().nullable(),
  covered_now: z.boolean(),
  next_covered_date: z.iso.date().nullable(),
});
