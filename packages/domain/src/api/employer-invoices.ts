// Issue 27 item 6 (decision 0061): the company's monthly invoices, taken on the 1st (employer/invoice-arithmetic.ts),
// listed, opened with their lines per employee, downloaded as a PDF and paid by bank debit through the payment
// gateway, once per confirmation. spec §6: "Some features are enabled only after the bank is verified": every call
// here answers 409 with that sentence until the company's bank is verified.
import { z } from 'zod';
import { INVOICE_STATUSES, INVOICE_MONTH_PATTERN } from '../employer/invoice-arithmetic.js';
import { MSG_INVALID } from '../validation/messages.js';
import { dataEnvelope } from './envelope.js';
import {
  idParamsSchema,
  idSchema,
  isoDateStringSchema,
  isoDateTimeStringSchema,
  nonNegativeCentsSchema,
  paginatedEnvelope,
  paginationQuerySchema,
} from './common.js';
import { guards } from './guards.js';
import type { Endpoint } from './endpoint.js';

/** spec §6, verbatim: said by the invoices page and every invoice call while the bank is not verified. */
export const MSG_BANK_NOT_VERIFIED = 'Some features are enabled only after the bank is verified.';
/** A bank debit the gateway refused (the offline gateway's test account, or a refusal at once). */
export const MSG_BANK_DEBIT_DECLINED = 'The bank refused the debit. Check the account with your bank, then try again.';

/** The gateway did not answer the debit: nothing is marked paid, and a retry with the same key debits once. */
export const MSG_INVOICE_PAYMENT_UNAVAILABLE =
  'The payment service did not answer, so the invoice is not marked paid. Try again: the account is debited at most once.';

/** The invoice's PDF; ':id' is the invoice's (another company's: 404). */
export const INVOICE_PDF_PATH = 'employer/v1/invoices/:id/invoice.pdf';

/** A payment of an invoice as the ledger keeps it: a debit the bank has taken, one under way (ACH), or refused. */
export const INVOICE_PAYMENT_STATUSES = ['succeeded', 'processing', 'failed'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

/** An invoice in the history list. */
export const invoiceSummarySchema = z.object({
  id: idSchema,
  /** 'YYYY-MM': the month billed, whose first day's cover it counts. */
  month: z.string().regex(INVOICE_MONTH_PATTERN),
  issued_on: isoDateStringSchema,
  due_date: isoDateStringSchema,
  /** invoiceStatusOn the server's today: an open invoice past its due date is past_due. */
  status: z.enum(INVOICE_STATUSES),
  total_cents: nonNegativeCentsSchema,
  employee_count: z.int().nonnegative(),
  member_count: z.int().nonnegative(),
  paid_at: isoDateTimeStringSchema.nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** One line: an employee, their plan, how many of their household are billed, at what price. */
export const invoiceLineSchema = z.object({
  employee_id: idSchema,
  employee_name: z.string(),
  class: z.string().nullable(),
  plan_name: z.string(),
  member_count: z.int().positive(),
  unit_price_cents: nonNegativeCentsSchema,
  amount_cents: nonNegativeCentsSchema,
});
export type InvoiceLineRecord = z.infer<typeof invoiceLineSchema>;

/** A payment attempt, newest first. */
export const invoicePaymentSchema = z.object({
  status: z.enum(INVOICE_PAYMENT_STATUSES),
  amount_cents: nonNegativeCentsSchema,
  created_at: isoDateTimeStringSchema,
  failure_message: z.string().nullable(),
});

/** An invoice with its lines and its payment attempts. */
export const invoiceDetailsSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

/** GET employer/v1/invoices/: newest month first, paginated. */
export const invoicesQuerySchema = paginationQuerySchema;
export type InvoicesQuery = z.input<typeof invoicesQuerySchema>;
export const invoicesResponseSchema = paginatedEnvelope(invoiceSummarySchema);
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const invoiceResponseSchema = dataEnvelope(invoiceDetailsSchema);

/** POST employer/v1/invoices/{id}/payments/: the confirmation's key (a double click or a retry pays once). */
export const payInvoiceRequestSchema = z.object({ idempotency_key: z.uuid({ error: MSG_INVALID }) });
export type PayInvoiceRequest = z.input<typeof payInvoiceRequestSchema>;

const COMPANY_ADMIN = guards.employer('company_admin');

/** The invoice calls, appended to the employer group of the contract (employer-endpoints.ts). */
export const EMPLOYER_INVOICE_CONTRACT = {
  invoices: {
    method: 'GET',
    path: 'employer/v1/invoices/',
    guard: COMPANY_ADMIN,
    query: invoicesQuerySchema,
    response: invoicesResponseSchema,
  },
  invoice: {
    method: 'GET',
    path: 'employer/v1/invoices/:id/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    response: invoiceResponseSchema,
  },
  /** Pays the invoice by bank debit through the payment gateway; the same key again answers the same payment. */
  payInvoice: {
    method: 'POST',
    path: 'employer/v1/invoices/:id/payments/',
    guard: COMPANY_ADMIN,
    params: idParamsSchema,
    body: payInvoiceRequestSchema,
    response: invoiceResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
