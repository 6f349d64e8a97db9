// Issue 27 item 6 (decision 0061): the company's invoices as its HR admin reads and pays them. spec §6: "Some
// features are enabled only after the bank is verified": every call answers 409 with that sentence until then.
// Another company's invoice is a 404, the same as one that exists nowhere. Reads are audited (the lines name
// employees). A payment is one transaction under the invoice's row lock, as decision 0033's card charges: the
// gateway's debit, the ledger row, the invoice paid and the audit row commit together; the confirmation's key
// makes a double click or a retry pay once.
import {
  DEFAULT_PAGE_SIZE,
  ERRORS,
  invoiceStatusOn,
  type InvoiceDetails,
  type InvoicesResponse,
  type InvoiceSummary,
  type PayInvoiceRequest,
} from '@dental/domain';
import { NotFoundError, appError } from '../../../http/errors.js';
import type { FileDownload } from '../../../http/send-file.js';
import type { PaymentGateway } from '../../../payments/gateway.js';
import { AUDIT_ACTIONS, writeAudit, type AuditAction } from '../../../platform/audit.repository.js';
import type { EmployerCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { bankAccountForDebit } from './bank-account.repository.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository.js';

type PaymentOutcome = { ok: true; invoice: InvoiceDetails } | { ok: false; message: string };

export function invoicesService(deps: { repo: InvoicesRepository; gateway: PaymentGateway; clock: Clock }) {
  const { repo, gateway, clock } = deps;

  const summaryOf = (row: InvoiceRow, today: string): InvoiceSummary => ({
    id: row.id,
    month: row.month,
    issued_on: row.issued_on,
    due_date: row.due_date,
    status: invoiceStatusOn(row.status, row.due_date, today),
    total_cents: row.total_cents,
    employee_count: row.employee_count,
    member_count: row.member_count,
    paid_at: row.paid_at,
  });

  async function detailsOf(tx: DbOrTx, row: InvoiceRow): Promise<InvoiceDetails> {
    const [lines, payments] = [await repo.lines(tx, row.id), await repo.payments(tx, row.id)];
    return {
      ...summaryOf(row, isoDay(clock())),
      lines: lines.map((line) => ({
        employee_id: line.employee_id,
        employee_name: line.employee_name,
        class: line.employee_class,
        plan_name: line.plan_name,
        member_count: line.member_count,
        unit_price_cents: line.unit_price_cents,
        amount_cents: line.amount_cents,
      })),
      payments: payments.map((payment) => ({
        status: payment.status,
        amount_cents: payment.amount_cents,
        created_at: payment.created_at,
        failure_message: payment.failure_message,
      })),
    };
  }

  /** spec §6: nothing of the invoices before the company's bank is verified. */
  async function refuseUnlessBankVerified(tx: DbOrTx, caller: EmployerCaller): Promise<void> {
    if ((await repo.bankStatus(tx, caller.scope.companyId)) !== 'verified') throw appError(ERRORS.bankNotVerified);
  }

  const audit = (
    tx: DbOrTx,
    caller: EmployerCaller,
    action: AuditAction,
    details: Record<string, string | number | null>,
    outcome: 'success' | 'failure' = 'success',
  ) =>
    writeAudit(tx, caller, {
      action,
      outcome,
      subjectType: 'employer',
      subjectId: caller.scope.companyId,
      details,
    });

  /** One invoice of the company with its lines, the read audited (another company's: 404). */
  async function readOne(caller: EmployerCaller, id: number, action: AuditAction): Promise<InvoiceDetails> {
    return repo.transaction(async (tx) => {
      await refuseUnlessBankVerified(tx, caller);
      const row = await repo.one(tx, caller.scope.companyId, id);
      if (!row) throw new NotFoundError();
      const details = await detailsOf(tx, row);
      await audit(tx, caller, action, { invoice_id: id, lines: details.lines.length });
      return details;
    });
  }

  /** The debit itself under the invoice's lock; answers the outcome to send after the transaction. */
  async function payLocked(
    tx: DbOrTx,
    caller: EmployerCaller,
    id: number,
    body: PayInvoiceRequest,
  ): Promise<PaymentOutcome> {
    await refuseUnlessBankVerified(tx, caller);
    const row = await repo.one(tx, caller.scope.companyId, id, true);
    if (!row) throw new NotFoundError();
    // The same confirmation again (a double click, a retry): the first attempt's answer, nothing debited.
    const earlier = (await repo.payments(tx, id)).find((payment) => payment.request_key === body.idempotency_key);
    if (earlier) {
      return earlier.status === 'failed'
        ? { ok: false, message: earlier.failure_message ?? '' }
        : { ok: true, invoice: await detailsOf(tx, row) };
    }
    // Paid already (by another confirmation): the invoice as it is, nothing debited.
    if (row.status === 'paid') return { ok: true, invoice: await detailsOf(tx, row) };
    const account = await bankAccountForDebit(tx, caller.scope.companyId);
    if (account === null) throw appError(ERRORS.bankNotVerified);
    // The gateway's key is the invoice and the attempt: a retry after a timeout (nothing recorded) is the same
    // debit at the gateway; after a refusal the next attempt is a new one.
    const gatewayKey = `invoice-${id}-debit-${await repo.refusedAttempts(tx, id)}`;
    let result;
    try {
      result = await gateway.debitBank(
        {
          bankAccountReference: account,
          amountCents: row.total_cents,
          idempotencyKey: gatewayKey,
          description: `Invoice ${id} (${row.month})`,
        },
        tx,
      );
    } catch {
      // A timeout or an outage: the transaction rolls back; the gateway's key makes the retry debit once.
      throw appError(ERRORS.invoicePaymentUnavailable);
    }
    const base = {
      invoiceId: id,
      employerId: caller.scope.companyId,
      requestKey: body.idempotency_key,
      gatewayKey,
      gateway: gateway.name,
      gatewayReference: result.reference,
      amountCents: row.total_cents,
      paidByUserId: caller.actor.userId,
    };
    if (!result.ok) {
      await repo.recordPayment(tx, { ...base, status: 'failed', failureMessage: result.message });
      await audit(
        tx,
        caller,
        AUDIT_ACTIONS.invoicePayment,
        { invoice_id: id, amount_cents: row.total_cents },
        'failure',
      );
      return { ok: false, message: result.message };
    }
    await repo.recordPayment(tx, { ...base, status: result.settled ? 'succeeded' : 'processing' });
    await repo.markPaid(tx, id, clock());
    await audit(tx, caller, AUDIT_ACTIONS.invoicePayment, { invoice_id: id, amount_cents: row.total_cents });
    const paid = await repo.one(tx, caller.scope.companyId, id);
    return { ok: true, invoice: await detailsOf(tx, paid ?? row) };
  }

  return {
    /** GET employer/v1/invoices/: a page of the history, newest month first; the read audited with its count. */
    async list(
      caller: EmployerCaller,
      query: { page?: number | undefined; page_size?: number | undefined },
    ): Promise<InvoicesResponse> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const today = isoDay(clock());
      const { rows, total } = await repo.transaction(async (tx) => {
        await refuseUnlessBankVerified(tx, caller);
        const found = await repo.page(tx, caller.scope.companyId, { limit: pageSize, offset: (page - 1) * pageSize });
        if (found.rows.length > 0)
          await audit(tx, caller, AUDIT_ACTIONS.invoicesRead, { count: found.rows.length, page });
        return found;
      });
      return { data: rows.map((row) => summaryOf(row, today)), meta: { page, page_size: pageSize, total } };
    },

    /** GET employer/v1/invoices/:id/: the invoice with its lines and payment attempts. */
    async one(caller: EmployerCaller, id: number): Promise<{ data: InvoiceDetails }> {
      return { data: await readOne(caller, id, AUDIT_ACTIONS.invoiceRead) };
    },

    /** GET employer/v1/invoices/:id/invoice.pdf. */
    async pdf(caller: EmployerCaller, id: number): Promise<FileDownload> {
      const invoice = await readOne(caller, id, AUDIT_ACTIONS.invoiceRead);
      const companyName = await repo.companyName(caller.scope.companyId);
      return {
        body: await renderInvoicePdf(invoice, companyName),
        filename: `invoice-${invoice.month}-${invoice.id}.pdf`,
        contentType: 'application/pdf',
      };
    },

    /**
     * POST employer/v1/invoices/:id/payments/: debits the company's verified bank account for the invoice, once. A
     * refusal is 402 with its message (the attempt kept, nothing paid); the same key again answers the same outcome.
     */
    async pay(caller: EmployerCaller, id: number, body: PayInvoiceRequest): Promise<{ data: InvoiceDetails }> {
      const outcome = await repo.transaction((tx) => payLocked(tx, caller, id, body));
      if (!outcome.ok) throw appError(ERRORS.paymentDeclined, outcome.message);
      return { data: outcome.invoice };
    },
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;
