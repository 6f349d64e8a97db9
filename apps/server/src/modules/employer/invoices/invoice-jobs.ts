// Issue 27 item 6 (decision 0061): the monthly invoice run and the past-due reminders as job kinds of the platform's
// registry (decision 0041). The month's run is swept for every company on every tick of its month (so a runner that
// was down on the 1st catches up) and made once per company and month (the job's key, the company's row lock and
// the invoices' unique key); a reminder is mailed once per invoice and step (the job's key and invoice_reminders).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  computeInvoice,
  formatIsoDate,
  formatMoney,
  invoiceDueDate,
  invoiceMonthLabel,
  invoiceMonthOf,
  invoiceMonthStart,
  reminderStepOn,
  INVOICE_MONTH_PATTERN,
  INVOICE_REMINDER_DAYS,
} from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { escapeHtml } from '../../../mail/html.js';
import { MAIL_JOB } from '../../../mail/mail-job.js';
import { isoDay } from '../../../platform/dates.js';
import {
  DEFAULT_RETRY,
  defineJobKind,
  enqueueJob,
  wakeJobRunners,
  type AnyJobKind,
  type JobKind,
} from '../../../platform/jobs/index.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import {
  INVOICE_MONTH_JOB,
  INVOICE_REMINDER_JOB,
  billingInputs,
  companyAdminEmails,
  enqueueMonthlyRuns,
  insertInvoice,
  lockCompanyMonth,
  lockInvoiceForReminder,
  markPastDue,
  recordReminder,
  unpaidPastDue,
} from './invoice-run.repository.js';

const id = z.number().int().positive();
const monthPayload = z.object({ companyId: id, month: z.string().regex(INVOICE_MONTH_PATTERN) });
const reminderPayload = z.object({
  invoiceId: id,
  step: z
    .number()
    .int()
    .refine((step) => (INVOICE_REMINDER_DAYS as readonly number[]).includes(step)),
});

/** Takes a company's invoice of a month unless it exists; answers its id, or null (made before, or nobody billed). */
export async function runInvoiceMonth(db: Database, companyId: number, month: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (await lockCompanyMonth(tx, companyId, month)) return null;
    const firstDay = invoiceMonthStart(month);
    const { employees, offerings } = await billingInputs(tx, companyId, firstDay);
    const invoice = computeInvoice(month, employees, offerings);
    // A company with nobody billed that month has no invoice (nothing to pay, nothing to remind of).
    if (invoice.lines.length === 0) return null;
    return insertInvoice(tx, companyId, { ...invoice, issuedOn: firstDay, dueDate: invoiceDueDate(month) });
  });
}

/** The reminder mail of an unpaid invoice, `step` days after its due date. */
export function reminderMail(input: {
  to: string;
  companyName: string;
  month: string;
  dueDate: string;
  totalCents: number;
  portalUrl: string;
}) {
  const what = `The ${invoiceMonthLabel(input.month)} invoice of ${input.companyName} for ${formatMoney(input.totalCents)} was due on ${formatIsoDate(input.dueDate)} and is not paid yet.`;
  const action = 'Please pay it by bank debit from Invoices in the employer portal:';
  const link = `${input.portalUrl}/invoices`;
  return {
    to: input.to,
    subject: `Invoice past due: ${invoiceMonthLabel(input.month)}`,
    text: [what, action, link].join('\n'),
    html: [
      `<p>${escapeHtml(what)}</p>`,
      `<p>${escapeHtml(action)} <a href="${escapeHtml(link)}">Invoices</a></p>`,
    ].join('\n'),
  };
}

/**
 * Marks the invoice past due and mails its company's admins the step's reminder, once: nothing when it was paid
 * meanwhile or the step was sent before. The mail jobs are enqueued in the same transaction.
 */
export async function sendReminder(
  db: Database,
  invoiceId: number,
  step: number,
  now: Date,
  portalUrl: string,
): Promise<number> {
  return db.transaction(async (tx: DbOrTx) => {
    const invoice = await lockInvoiceForReminder(tx, invoiceId);
    if (!invoice || invoice.status === 'paid') return 0;
    await markPastDue(tx, invoiceId);
    if (!(await recordReminder(tx, invoiceId, step, now))) return 0;
    const admins = await companyAdminEmails(tx, invoice.employer_id);
    for (const admin of admins) {
      const mail = reminderMail({
        to: admin.email,
        companyName: admin.name,
        month: invoice.month,
        dueDate: invoice.due_date,
        totalCents: invoice.total_cents,
        portalUrl,
      });
      // Due by the wall clock, as the outbox's mail (mail-job.ts): a job's clock must not hold a mail back.
      await enqueueJob(tx, MAIL_JOB, { id: randomUUID(), ...mail }, new Date());
    }
    return admins.length;
  });
}

/** The invoice job kinds, bound to a database and the employer portal's address (the reminders link to it). */
export function invoiceJobKinds(deps: { db: Database; employerPortalUrl: string }): AnyJobKind[] {
  const { db, employerPortalUrl } = deps;
  const month: JobKind<z.infer<typeof monthPayload>> = defineJobKind({
    name: INVOICE_MONTH_JOB,
    payload: monthPayload,
    keyOf: (p) => `${p.companyId}:${p.month}`,
    retry: DEFAULT_RETRY,
    handle: async (p) => {
      await runInvoiceMonth(db, p.companyId, p.month);
    },
    sweep: ({ db: sweepDb, now }) => enqueueMonthlyRuns(sweepDb, now, invoiceMonthOf(isoDay(now))),
  });
  const reminder: JobKind<z.infer<typeof reminderPayload>> = defineJobKind({
    name: INVOICE_REMINDER_JOB,
    payload: reminderPayload,
    keyOf: (p) => `${p.invoiceId}:${p.step}`,
    retry: DEFAULT_RETRY,
    handle: async (p, run) => {
      if ((await sendReminder(db, p.invoiceId, p.step, run.now, employerPortalUrl)) > 0) wakeJobRunners();
    },
    async sweep({ db: sweepDb, now }) {
      const today = isoDay(now);
      for (const invoice of await unpaidPastDue(sweepDb, today)) {
        const step = reminderStepOn(invoice.due_date, today);
        if (step !== null) await enqueueJob(sweepDb, reminder, { invoiceId: invoice.id, step }, now);
      }
    },
  });
  return [month, reminder];
}
