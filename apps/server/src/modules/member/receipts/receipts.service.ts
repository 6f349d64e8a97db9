import {
  DEFAULT_PAGE_SIZE,
  REIMBURSEMENT_DOCUMENT_FILE_PATH,
  apiPath,
  balanceDueCents,
  type AppointmentDetails,
  type AppointmentStatus,
  type AppointmentViewType,
  type PracticeRef,
  type ReimbursementDetails,
  type ReportDateType,
  type Transaction,
  type TransactionsResponse,
} from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import type { FileDownload } from '../../../http/send-file.js';
import type { Clock } from '../../../platform/clock.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { MemberCaller } from '../../../platform/caller.js';
import { isoDay } from '../../../platform/dates.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import type { AppointmentRow, ReceiptsRepository, TransactionPageRow } from './receipts.repository.js';

/** Who issues the receipts (printed at their foot). */
export const RECEIPT_ISSUER = 'Example Dental Benefits';

export type { FileDownload };

export interface TransactionListQuery {
  patient_id?: number | undefined;
  practice_id?: number | undefined;
  date_type?: ReportDateType | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  view?: AppointmentViewType | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
}

function toTransaction(
  row: TransactionPageRow & { kind: NonNullable<TransactionPageRow['kind']>; id: number },
): Transaction {
  return {
    kind: row.kind,
    id: row.id,
    patient: { id: row.patient_id, name: row.patient_name },
    practice: row.practice_id === null ? null : { id: row.practice_id, name: row.practice_name ?? '' },
    provider_name: row.provider_name,
    date: row.date,
    payment_date: row.payment_date,
    status: row.status as Transaction['status'],
    billed_cents: row.billed_cents,
    plan_cents: row.plan_cents,
    member_cents: row.member_cents,
    // Issue 26 item 5: what was paid (and how) and what is still due, as the visit's details say.
    paid_cents: row.paid_cents,
    balance_cents:
      row.kind === 'appointment'
        ? balanceDueCents(row.status as AppointmentStatus, row.member_cents, [{ amount_cents: row.paid_cents }])
        : 0,
    payment_methods: row.payment_methods,
    refunded_cents: row.refunded_cents,
  };
}

export function toAppointment(row: AppointmentRow): AppointmentDetails {
  const lines = row.lines.map((l) => ({
    ...l,
    reduction_reason: l.reduction_reason as AppointmentDetails['lines'][number]['reduction_reason'],
  }));
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const totals = {
    billed_cents: sum((l) => l.billed_cents),
    allowed_cents: sum((l) => l.allowed_cents),
    plan_cents: sum((l) => l.plan_cents),
    member_cents: sum((l) => l.member_cents),
  };
  return {
    id: row.id,
    patient: { id: row.patient_id, name: row.patient_name },
    practice: {
      id: row.practice_id,
      name: row.practice_name,
      address_line_1: row.address_line_1,
      address_line_2: row.address_line_2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      phone: row.location_phone ?? row.practice_phone,
    },
    dentist: row.dentist_id === null ? null : { id: row.dentist_id, name: row.dentist_name ?? '' },
    date: row.date,
    payment_date: row.payment_date,
    status: row.status,
    lines,
    totals,
    payments: row.payments,
    balance_cents: balanceDueCents(row.status, totals.member_cents, row.payments),
    refunded_cents: row.refunded_cents,
  };
}

/** The household's receipts (appointments and reimbursements) and estimates (issue 5), read-only. */
export function receiptsService(deps: { repo: ReceiptsRepository; clock: Clock }) {
  const { repo, clock } = deps;

  /** One appointment of the household, its read written to the audit log; another household's is 404. */
  async function auditedAppointment(
    caller: MemberCaller,
    appointmentId: number,
    details: { format?: string },
  ): Promise<AppointmentRow> {
    const row = await repo.appointment({ householdId: caller.scope.householdId }, appointmentId);
    if (!row) throw new NotFoundError();
    await repo.auditRead(caller, {
      action: AUDIT_ACTIONS.appointmentRead,
      outcome: 'success',
      subjectType: 'patient',
      subjectId: row.patient_id,
      details: { appointment_id: appointmentId, ...details },
    });
    return row;
  }

  return {
    async transactions(caller: MemberCaller, query: TransactionListQuery): Promise<TransactionsResponse> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const rows = await repo.transactions(caller.scope.householdId, isoDay(clock()), {
        patientId: query.patient_id,
        practiceId: query.practice_id,
        dateType: query.date_type ?? 'appointment_date',
        dateFrom: query.date_from,
        dateTo: query.date_to,
        view: query.view ?? 'appointments',
        page,
        pageSize,
      });
      const first = rows[0];
      const data = rows.flatMap((row) =>
        row.kind !== null && row.id !== null ? [toTransaction({ ...row, kind: row.kind, id: row.id })] : [],
      );
      return {
        data,
        meta: {
          page,
          page_size: pageSize,
          total: first?.total ?? 0,
          totals: {
            billed_cents: first?.total_billed_cents ?? 0,
            plan_cents: first?.total_plan_cents ?? 0,
            member_cents: first?.total_member_cents ?? 0,
          },
        },
      };
    },

    /** One appointment of the household (another's: 404); the read is audited (it names a patient's care). */
    async appointment(caller: MemberCaller, appointmentId: number): Promise<AppointmentDetails> {
      return toAppointment(await auditedAppointment(caller, appointmentId, {}));
    },

    /** The itemized receipt PDF of one appointment of the household (another's: 404); audited as a read. */
    async receiptPdf(caller: MemberCaller, appointmentId: number): Promise<FileDownload> {
      const row = await auditedAppointment(caller, appointmentId, { format: 'pdf' });
      const body = await renderReceiptPdf(toAppointment(row), { issuer: RECEIPT_ISSUER, issuedOn: isoDay(clock()) });
      return { body, filename: `receipt-${row.date}-${appointmentId}.pdf`, contentType: 'application/pdf' };
    },

    /** One document of the household's reimbursements (another's: 404); audited as a reimbursement read. */
    async documentFile(caller: MemberCaller, documentId: number): Promise<FileDownload> {
      const row = await repo.documentFile(caller.scope.householdId, documentId);
      if (!row) throw new NotFoundError();
      await repo.auditRead(caller, {
        action: AUDIT_ACTIONS.reimbursementRead,
        outcome: 'success',
        subjectType: 'patient',
        subjectId: row.patient_id,
        details: { reimbursement_id: row.reimbursement_id, document_id: documentId },
      });
      return { body: row.body, filename: row.name, contentType: row.content_type };
    },

    /** The practices of the household's visits and estimates (the receipts' practice filter). */
    async practices(caller: MemberCaller): Promise<PracticeRef[]> {
      // Sorted here, not by the database's collation, so the order is the same on PGlite and PostgreSQL.
      return (await repo.practices(caller.scope.householdId)).sort(
        (a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id,
      );
    },

    /** One reimbursement of the household (another's: 404); the read is audited. */
    async reimbursement(caller: MemberCaller, reimbursementId: number): Promise<ReimbursementDetails> {
      const row = await repo.reimbursement(caller.scope.householdId, reimbursementId);
      if (!row) throw new NotFoundError();
      await repo.auditRead(caller, {
        action: AUDIT_ACTIONS.reimbursementRead,
        outcome: 'success',
        subjectType: 'patient',
        subjectId: row.patient_id,
        details: { reimbursement_id: reimbursementId },
      });
      return {
        id: row.id,
        patient: { id: row.patient_id, name: row.patient_name },
        provider_name: row.provider_name,
        service_date: row.service_date,
        submitted_at: row.submitted_at,
        status: row.status,
        billed_cents: row.billed_cents,
        reimbursed_cents: row.reimbursed_cents,
        paid_at: row.paid_at,
        denial_reason: row.denial_reason,
        documents: row.documents.map((d) => ({ ...d, url: apiPath(REIMBURSEMENT_DOCUMENT_FILE_PATH, { id: d.id }) })),
      };
    },
  };
}
export type ReceiptsService = ReturnType<typeof receiptsService>;
