// Issue 5: the member's receipts (appointments and reimbursements), their details, and estimates. The spec
// names the screens (§2) and the filters (§3 report date types, appointment view types) but not the calls:
// designed here under member/v4 in the spec's style.
import { z } from 'zod';
import { APPOINTMENT_VIEW_TYPES, REPORT_DATE_TYPES } from '../enums/plans.js';
import { REDUCTION_REASONS } from '../coverage/coverage-types.js';
import { MSG_INVALID } from '../validation/messages.js';
import { formatMoney } from '../format/money.js';
import { dataEnvelope } from './envelope.js';
import {
  idQuerySchema,
  idSchema,
  isoDateStringSchema,
  isoDateTimeStringSchema,
  nonNegativeCentsSchema,
  pageMetaSchema,
  paginatedEnvelope,
  paginationQuerySchema,
} from './common.js';

/** The status of a visit at a practice (a receipt). */
export const APPOINTMENT_STATUSES = ['completed', 'paid', 'voided'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Issue 5: the status of a reimbursement the member submitted. */
export const REIMBURSEMENT_STATUSES = ['submitted', 'in review', 'approved', 'paid', 'denied'] as const;
export type ReimbursementStatus = (typeof REIMBURSEMENT_STATUSES)[number];

/**
 * An estimate is open until its valid_until date has passed, then expired (decided here); accepted once the
 * practice recorded it as a visit (issue 16 item 5, decision 0032).
 */
export const ESTIMATE_STATUSES = ['open', 'expired', 'accepted'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** What a row of the receipts list is. */
export const TRANSACTION_KINDS = ['appointment', 'reimbursement', 'estimate'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** The date range's end is before its start (put on date_to). */
export const MSG_DATE_RANGE_ORDER = 'End date must be on or after the start date';

const dateQuery = z.iso.date({ error: MSG_INVALID });

/**
 * GET member/v4/transactions/ filters. view (spec §3 appointment view types) defaults to 'appointments'
 * (the receipts screen, spec §2: visits only, issue 17); 'estimates' lists estimates; 'all' lists the three
 * kinds (visits, reimbursements, estimates). date_type (spec §3 report date types) picks the date the range applies to (default
 * appointment_date; a reimbursement's appointment date is its service date, its payment date when it was
 * paid). practice_id leaves out reimbursements (their provider is not one of our practices).
 */
export const transactionsQuerySchema = paginationQuerySchema
  .extend({
    patient_id: idQuerySchema.optional(),
    practice_id: idQuerySchema.optional(),
    date_type: z.enum(REPORT_DATE_TYPES, { error: MSG_INVALID }).optional(),
    date_from: dateQuery.optional(),
    date_to: dateQuery.optional(),
    view: z.enum(APPOINTMENT_VIEW_TYPES, { error: MSG_INVALID }).optional(),
  })
  .refine((q) => q.date_from === undefined || q.date_to === undefined || q.date_from <= q.date_to, {
    error: MSG_DATE_RANGE_ORDER,
    path: ['date_to'],
  });
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

/** A person of the household, by id and name. */
export const patientRefSchema = z.object({ id: idSchema, name: z.string() });
/** A practice, by id and name. */
export const practiceRefSchema = z.object({ id: idSchema, name: z.string() });
export type PracticeRef = z.infer<typeof practiceRefSchema>;

/** How the member paid the practice for a visit (decided here: the spec does not list them). */
export const VISIT_PAYMENT_METHODS = ['card', 'hsa_fsa_card', 'cash', 'check'] as const;
export type VisitPaymentMethod = (typeof VISIT_PAYMENT_METHODS)[number];
/** The words for each method, on screen and on the receipt PDF. */
export const VISIT_PAYMENT_METHOD_LABELS: Record<VisitPaymentMethod, string> = {
  card: 'Card',
  hsa_fsa_card: 'HSA/FSA card',
  cash: 'Cash',
  check: 'Check',
};

/**
 * One row of the receipts list. practice is null for a reimbursement (provider_name says who it was);
 * provider_name is null otherwise. An appointment's amounts are the sums of its lines; a reimbursement's
 * plan share is what was reimbursed; an open or expired estimate's amounts are as estimated when it was
 * written (its details recompute them against today's accumulators), an accepted one's are its visit's (the
 * figures it was accepted with, issue 26 item 3).
 */
export const transactionSchema = z.object({
  kind: z.enum(TRANSACTION_KINDS),
  id: idSchema,
  patient: patientRefSchema,
  practice: practiceRefSchema.nullable(),
  provider_name: z.string().nullable(),
  date: isoDateStringSchema,
  payment_date: isoDateStringSchema.nullable(),
  status: z.enum([...APPOINTMENT_STATUSES, ...REIMBURSEMENT_STATUSES, ...ESTIMATE_STATUSES]),
  billed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
  /**
   * Issue 26 item 5: what the member paid the practice for a visit (its payments' sum) and how, and what is
   * still due (balanceDueCents: nothing on a voided visit). member_cents is the member's share, paid or not.
   * A reimbursement or an estimate is paid nothing at a practice and owes nothing there: 0, 0 and [].
   */
  paid_cents: nonNegativeCentsSchema,
  balance_cents: nonNegativeCentsSchema,
  payment_methods: z.array(z.enum(VISIT_PAYMENT_METHODS)),
  /** Decision 0048: refunded to the card when the visit was voided (0 for anything else). */
  refunded_cents: nonNegativeCentsSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Sums over the whole filtered set (every page). */
export const transactionTotalsSchema = z.object({
  billed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

/** The receipts list: `{ data: [...], meta: { page, page_size, total, totals } }`. */
export const transactionsResponseSchema = z.object({
  data: z.array(transactionSchema),
  meta: pageMetaSchema.extend({ totals: transactionTotalsSchema }),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** One priced procedure line (an explanation of benefits row). */
export const pricedLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  tooth: z.string().nullable(),
  billed_cents: nonNegativeCentsSchema,
  allowed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
  reduction_reason: z.enum(REDUCTION_REASONS).nullable(),
});
export type PricedLineItem = z.infer<typeof pricedLineSchema>;

/** Sums of a visit's or estimate's lines. */
export const lineTotalsSchema = z.object({
  billed_cents: nonNegativeCentsSchema,
  allowed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
});
export type LineTotals = z.infer<typeof lineTotalsSchema>;

/** A practice with where it is and how to call it (the visit's location, else the practice's first). */
export const practiceContactSchema = z.object({
  id: idSchema,
  name: z.string(),
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string(),
});
export type PracticeContact = z.infer<typeof practiceContactSchema>;

/** A payment the member made towards a visit (one row of the visit's payment ledger), oldest first. */
export const paymentMadeSchema = z.object({
  date: isoDateStringSchema,
  amount_cents: nonNegativeCentsSchema,
  method: z.enum(VISIT_PAYMENT_METHODS),
});
export type PaymentMade = z.infer<typeof paymentMadeSchema>;

/** GET member/v4/appointments/{id}/: an appointment with its lines (dentist: null when the visit records none). */
export const appointmentDetailsSchema = z.object({
  id: idSchema,
  patient: patientRefSchema,
  practice: practiceContactSchema,
  dentist: z.object({ id: idSchema, name: z.string() }).nullable(),
  date: isoDateStringSchema,
  payment_date: isoDateStringSchema.nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  lines: z.array(pricedLineSchema),
  totals: lineTotalsSchema,
  payments: z.array(paymentMadeSchema),
  /** What is still due: the member share less the payments; nothing on a voided visit (issue 26, item 2). */
  balance_cents: nonNegativeCentsSchema,
  /** Decision 0048: refunded to the card when the visit was voided. */
  refunded_cents: nonNegativeCentsSchema,
});
export type AppointmentDetails = z.infer<typeof appointmentDetailsSchema>;
export const appointmentDetailsResponseSchema = dataEnvelope(appointmentDetailsSchema);

/** Decision 0048: the receipt's line of what a void refunded to the card (the screen and the PDF). */
export const REFUNDED_TO_CARD_LABEL = 'Refunded to card';

/** Decision 0048: a voided visit's list row when its card payment was refunded ('Refunded $38.00'). */
export const refundedLabel = (cents: number): string => `Refunded ${formatMoney(cents)}`;

/** A visit's balance due (issue 26, item 2): voided means nothing is due; never below 0. */
export function balanceDueCents(
  status: AppointmentStatus,
  memberShareCents: number,
  payments: readonly { amount_cents: number }[],
): number {
  if (status === 'voided') return 0;
  return Math.max(0, memberShareCents - payments.reduce((sum, p) => sum + p.amount_cents, 0));
}

/** A document attached to a reimbursement; url downloads it (REIMBURSEMENT_DOCUMENT_FILE_PATH). */
export const reimbursementDocumentSchema = z.object({
  id: idSchema,
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
  uploaded_at: isoDateTimeStringSchema,
  url: z.string(),
});
export type ReimbursementDocument = z.infer<typeof reimbursementDocumentSchema>;

/** GET member/v4/reimbursements/{id}/: what the member submitted and where it stands. */
export const reimbursementDetailsSchema = z.object({
  id: idSchema,
  patient: patientRefSchema,
  provider_name: z.string(),
  service_date: isoDateStringSchema,
  submitted_at: isoDateTimeStringSchema,
  status: z.enum(REIMBURSEMENT_STATUSES),
  billed_cents: nonNegativeCentsSchema,
  reimbursed_cents: nonNegativeCentsSchema,
  paid_at: isoDateTimeStringSchema.nullable(),
  /** Why it was denied: set when (and only when) the status is denied. */
  denial_reason: z.string().nullable(),
  documents: z.array(reimbursementDocumentSchema),
});
export type ReimbursementDetails = z.infer<typeof reimbursementDetailsSchema>;
export const reimbursementDetailsResponseSchema = dataEnvelope(reimbursementDetailsSchema);

/** GET member/v4/transactions/practices/: the practices of the household's visits and estimates, by name. */
export const receiptPracticesResponseSchema = dataEnvelope(z.array(practiceRefSchema));
export type ReceiptPracticesResponse = z.infer<typeof receiptPracticesResponseSchema>;

/** GET member/v4/estimates/: page and page_size (newest first). */
export const estimatesQuerySchema = paginationQuerySchema;
export type EstimatesQuery = z.input<typeof estimatesQuerySchema>;

/**
 * An estimate as the list shows it. An open or expired estimate's shares are RE-COMPUTED by the coverage engine
 * on every read, against the accumulators of today's benefit year and the plan of the patient's benefit in force
 * today (no plan in force: the plan pays nothing, reason 'not covered'). priced_on is the day they were computed
 * for. An accepted estimate keeps the figures it was accepted with (issue 26 item 3): its visit's, priced on the
 * visit's date (priced_on), never again against the accumulators its own visit moved; visit_id names that visit
 * (the member's appointment details), null until the practice records the estimate as a visit.
 */
export const estimateSummarySchema = z.object({
  id: idSchema,
  patient: patientRefSchema,
  practice: practiceRefSchema,
  date: isoDateStringSchema,
  valid_until: isoDateStringSchema.nullable(),
  status: z.enum(ESTIMATE_STATUSES),
  priced_on: isoDateStringSchema,
  plan_in_force: z.boolean(),
  visit_id: idSchema.nullable(),
  billed_cents: nonNegativeCentsSchema,
  plan_cents: nonNegativeCentsSchema,
  member_cents: nonNegativeCentsSchema,
});
export type EstimateSummary = z.infer<typeof estimateSummarySchema>;
export const estimatesResponseSchema = paginatedEnvelope(estimateSummarySchema);
export type EstimatesResponse = z.infer<typeof estimatesResponseSchema>;

/** GET member/v4/estimates/{id}/: the estimate with each line's estimated shares, recomputed today. */
export const estimateDetailsSchema = estimateSummarySchema.extend({
  lines: z.array(pricedLineSchema),
  totals: lineTotalsSchema,
});
export type EstimateDetails = z.infer<typeof estimateDetailsSchema>;
export const estimateDetailsResponseSchema = dataEnvelope(estimateDetailsSchema);
