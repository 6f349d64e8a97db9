// Issue 16 item 1: the dentist portal's Home: today's visits and eligibility checks, estimates waiting for
// the patient, and what needs attention (decision 0030).
import { z } from 'zod';
import { BANK_STATUSES } from '../enums/practices.js';
import { APPOINTMENT_STATUSES } from './receipts.js';
import { dataEnvelope } from './envelope.js';
import { idSchema, nonNegativeCentsSchema } from './common.js';

/** The most of today's visits Home lists (the Reports page has them all). */
export const DASHBOARD_VISITS_SHOWN = 10;
/** A member share unpaid this many days after the visit needs attention. */
export const UNPAID_SHARE_ATTENTION_DAYS = 30;

export const dashboardVisitSchema = z.object({
  id: idSchema,
  patient_name: z.string(),
  dentist_name: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  billed_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
});
export type DashboardVisit = z.infer<typeof dashboardVisitSchema>;

export const dashboardSchema = z.object({
  /** The practice's day (the server's clock). */
  today: z.iso.date(),
  /** Today's visits, voided ones left out: the count, and the latest few. */
  visits_today: z.object({ count: z.int().nonnegative(), visits: z.array(dashboardVisitSchema) }),
  /** Patients whose eligibility this practice checked today. */
  checks_today: z.int().nonnegative(),
  /** Estimates sent, not expired (valid until today or later, or open-ended) and not yet a visit (decision 0032). */
  estimates_waiting: z.int().nonnegative(),
  needs_attention: z.object({
    /** Visits whose member share is unpaid more than UNPAID_SHARE_ATTENTION_DAYS days after the visit. */
    unpaid_shares: z.object({ count: z.int().nonnegative(), member_cents: nonNegativeCentsSchema }),
    bank_status: z.enum(BANK_STATUSES),
    bank_verified: z.boolean(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = dataEnvelope(dashboardSchema);
