// Issue 16 item 6: the practice's visits report by appointment or payment date (spec §3 report date types),
// filtered and paginated, with totals of the whole filtered set, and its CSV export (decision 0030).
import { z } from 'zod';
import { REPORT_DATE_TYPES } from '../enums/plans.js';
import { MSG_INVALID, MSG_REQUIRED } from '../validation/messages.js';
import { APPOINTMENT_STATUSES, MSG_DATE_RANGE_ORDER } from './receipts.js';
import { idQuerySchema, idSchema, isoDateStringSchema, nonNegativeCentsSchema, pageMetaSchema } from './common.js';

/** The page sizes the report offers (a front desk scrolls, an owner exports). */
export const REPORT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_REPORT_PAGE_SIZE = 25;

const requiredDate = z.iso.date({ error: (issue) => (issue.input === undefined ? MSG_REQUIRED : MSG_INVALID) });

/**
 * GET dentist/v1/reports/visits/ (and visits.csv): date_type (default appointment_date) picks the date the
 * range applies to; both ends are required (a report is of a period); dentist_id and location_id narrow it
 * to one of this practice's dentists or locations (another practice's is 404).
 */
/** The range's end is on or after its start (said on date_to, as the receipts filter says it). */
const inOrder = (q: { date_from: string; date_to: string }) => q.date_from <= q.date_to;
const DATE_RANGE_ORDER = { error: MSG_DATE_RANGE_ORDER, path: ['date_to'] };

const filterShape = {
  date_type: z.enum(REPORT_DATE_TYPES, { error: MSG_INVALID }).default('appointment_date'),
  date_from: requiredDate,
  date_to: requiredDate,
  dentist_id: idQuerySchema.optional(),
  location_id: idQuerySchema.optional(),
};

/**
 * GET dentist/v1/reports/visits.csv (and the filters of the page): date_type (default appointment_date) picks
 * the date the range applies to; both ends are required (a report is of a period); dentist_id and location_id
 * narrow it to one of this practice's dentists or locations (another practice's is 404).
 */
export const visitsReportFilterSchema = z.object(filterShape).refine(inOrder, DATE_RANGE_ORDER);

/** GET dentist/v1/reports/visits/: the filters, page (from 1) and page_size (25, 50 or 100; default 25). */
export const visitsReportQuerySchema = z
  .object({
    ...filterShape,
    page: z
      .string({ error: MSG_INVALID })
      .regex(/^[1-9][0-9]{0,5}$/, { error: MSG_INVALID })
      .transform(Number)
      .optional(),
    page_size: z.enum(['25', '50', '100'], { error: MSG_INVALID }).transform(Number).optional(),
  })
  .refine(inOrder, DATE_RANGE_ORDER);
export type VisitsReportQuery = z.input<typeof visitsReportQuerySchema>;
export type VisitsReportFilters = z.output<typeof visitsReportFilterSchema>;

/** One visit of the report. A voided visit is listed (status 'voided') but left out of the totals. */
export const reportVisitSchema = z.object({
  id: idSchema,
  appointment_date: isoDateStringSchema,
  payment_date: isoDateStringSchema.nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  patient_name: z.string(),
  member_id: z.string(),
  dentist_name: z.string().nullable(),
  location_name: z.string().nullable(),
  billed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
});
export type ReportVisit = z.infer<typeof reportVisitSchema>;

/** Sums of the whole filtered set, voided visits left out; count is the visits summed. */
export const visitsReportTotalsSchema = z.object({
  count: z.int().nonnegative(),
  billed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
});
export type VisitsReportTotals = z.infer<typeof visitsReportTotalsSchema>;

/** `{ data: [...], meta: { page, page_size, total, totals } }`: total counts every listed row, voided too. */
export const visitsReportResponseSchema = z.object({
  data: z.array(reportVisitSchema),
  meta: pageMetaSchema.extend({ totals: visitsReportTotalsSchema }),
});
export type VisitsReportResponse = z.infer<typeof visitsReportResponseSchema>;

/** The CSV export's columns, in order (its header row). */
export const VISITS_CSV_COLUMNS = [
  'Visit',
  'Appointment date',
  'Payment date',
  'Status',
  'Patient',
  'Member id',
  'Dentist',
  'Location',
  'Billed',
  'Plan paid',
  // The member's share, paid or not (Status says which), as the screen's total calls it.
  'Member share',
] as const;
