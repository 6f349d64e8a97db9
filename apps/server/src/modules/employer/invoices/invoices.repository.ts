// Issue 27 item 6 (decision 0061): the SQL of a company's invoices as its HR admin reads and pays them. STYLE: only
// repositories use Drizzle. Every read takes the caller's company: another company's invoice is not found.
import { sql } from 'drizzle-orm';
import type { BankStatus, InvoicePaymentStatus, InvoiceStatus } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { invoicePayments } from '../../../db/schema/index.js';
import { inTransaction, type DbOrTx } from '../../../platform/transaction.js';

/** An instant as the API answers it. */
const instant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export type InvoiceRow = {
  id: number;
  employer_id: number;
  month: string;
  issued_on: string;
  due_date: string;
  status: InvoiceStatus;
  total_cents: number;
  employee_count: number;
  member_count: number;
  paid_at: string | null;
};

export type InvoiceLineRow = {
  employee_id: number;
  employee_name: string;
  employee_class: string | null;
  plan_name: string;
  member_count: number;
  unit_price_cents: number;
  amount_cents: number;
};

export type InvoicePaymentRow = {
  status: InvoicePaymentStatus;
  amount_cents: number;
  created_at: string;
  failure_message: string | null;
  request_key: string;
};

export type NewInvoicePayment = Omit<typeof invoicePayments.$inferInsert, 'id' | 'createdAt'>;

const INVOICE_COLUMNS = sql`i.id, i.employer_id, i.month, i.issued_on::text as issued_on, i.due_date::text as due_date,
  i.status, i.total_cents, i.employee_count, i.member_count, ${instant('i.paid_at')} as paid_at`;

export function invoicesRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => inTransaction(db, work),

    /** The company's bank status (spec §6: the invoices wait for 'verified'); null for a company that is gone. */
    async bankStatus(exec: DbOrTx, companyId: number): Promise<BankStatus | null> {
      const result = await exec.execute<{ bank_status: BankStatus }>(
        sql`select bank_status from employers where id = ${companyId}`,
      );
      return result.rows[0]?.bank_status ?? null;
    },

    /** The company's name on its invoice PDF. */
    async companyName(companyId: number): Promise<string> {
      const result = await db.execute<{ name: string }>(sql`select name from employers where id = ${companyId}`);
      return result.rows[0]?.name ?? '';
    },

    /** A page of the company's invoices, newest month first, with how many there are. */
    async page(
      exec: DbOrTx,
      companyId: number,
      page: { limit: number; offset: number },
    ): Promise<{ rows: InvoiceRow[]; total: number }> {
      const result = await exec.execute<InvoiceRow & { total: number }>(sql`select ${INVOICE_COLUMNS},
          count(*) over ()::int as total
        from invoices i where i.employer_id = ${companyId}
        order by i.month desc limit ${page.limit} offset ${page.offset}`);
      if (result.rows.length > 0 || page.offset === 0) return { rows: result.rows, total: result.rows[0]?.total ?? 0 };
      // A page past the end: the count alone.
      const counted = await exec.execute<{ total: number }>(
        sql`select count(*)::int as total from invoices where employer_id = ${companyId}`,
      );
      return { rows: [], total: counted.rows[0]?.total ?? 0 };
    },

    /** One invoice of the company (another company's: null), its row locked for a payment when `lock`. */
    async one(exec: DbOrTx, companyId: number, id: number, lock = false): Promise<InvoiceRow | null> {
      const result = await exec.execute<InvoiceRow>(sql`select ${INVOICE_COLUMNS} from invoices i
        where i.id = ${id} and i.employer_id = ${companyId}${lock ? sql` for update` : sql``}`);
      return result.rows[0] ?? null;
    },

    /** The invoice's lines, by employee name. */
    async lines(exec: DbOrTx, invoiceId: number): Promise<InvoiceLineRow[]> {
      const result = await exec.execute<InvoiceLineRow>(sql`select employee_id, employee_name, employee_class,
          plan_name, member_count, unit_price_cents, amount_cents
        from invoice_lines where invoice_id = ${invoiceId} order by employee_name, employee_id`);
      return result.rows;
    },

    /** The invoice's payment attempts, newest first. */
    async payments(exec: DbOrTx, invoiceId: number): Promise<InvoicePaymentRow[]> {
      const result = await exec.execute<InvoicePaymentRow>(sql`select status, amount_cents,
          ${instant('created_at')} as created_at, failure_message, request_key
        from invoice_payments where invoice_id = ${invoiceId} order by created_at desc, id desc`);
      return result.rows;
    },

    /** How many debits of the invoice were refused (each next attempt is a new debit at the gateway). */
    async refusedAttempts(tx: DbOrTx, invoiceId: number): Promise<number> {
      const result = await tx.execute<{ n: number }>(sql`select count(*)::int as n from invoice_payments
        where invoice_id = ${invoiceId} and status = 'failed'`);
      return result.rows[0]?.n ?? 0;
    },

    /** Records an attempt in the ledger. */
    async recordPayment(tx: DbOrTx, payment: NewInvoicePayment): Promise<void> {
      await tx.insert(invoicePayments).values(payment);
    },

    /** Marks the invoice paid at `at`. */
    async markPaid(tx: DbOrTx, invoiceId: number, at: Date): Promise<void> {
      await tx.execute(sql`update invoices set status = 'paid', paid_at = ${at.toISOString()}::timestamptz
        where id = ${invoiceId}`);
    },
  };
}
export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
