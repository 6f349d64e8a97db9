// Issue 27: the employer's company as its HR admin reads it (STYLE: only repositories use Drizzle).
import { sql } from 'drizzle-orm';
import type { BankStatus, UsStateCode } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';
import { inTransaction, type DbOrTx } from '../../../platform/transaction.js';

/** The company row the profile is answered from (the tax id whole: the service answers its last four only). */
export type CompanyRow = {
  id: number;
  name: string;
  ein: string | null;
  ssn: string | null;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  state: UsStateCode;
  zip: string;
  phone: string;
  contacts: { name: string; email: string; phone: string | null }[];
  is_edi: boolean;
  bank_status: BankStatus;
};

/** The profile fields an update writes; the tax id only when it is changed (then the EIN or the SSN, the other null). */
export type CompanyUpdate = Pick<
  CompanyRow,
  'name' | 'address_line_1' | 'address_line_2' | 'city' | 'state' | 'zip' | 'phone' | 'contacts'
> & { taxId: { ein: string | null; ssn: string | null } | null };

const COLUMNS = sql`id, name, ein, ssn, address_line_1, address_line_2, city, state, zip, phone, contacts, is_edi,
  bank_status`;

export function companyRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => inTransaction(db, work),

    /** The company as it stands, its row locked until the transaction ends (an update compares and writes). */
    async lockOne(tx: DbOrTx, companyId: number): Promise<CompanyRow | null> {
      const result = await tx.execute<CompanyRow>(sql`select ${COLUMNS} from employers where id = ${companyId}
        for update`);
      return result.rows[0] ?? null;
    },

    /** Writes the profile; the EIN and SSN only when `taxId` is given (the table keeps one, never both). */
    async update(tx: DbOrTx, companyId: number, update: CompanyUpdate): Promise<CompanyRow> {
      const taxId = update.taxId === null ? sql`` : sql`, ein = ${update.taxId.ein}, ssn = ${update.taxId.ssn}`;
      const result = await tx.execute<CompanyRow>(sql`update employers set name = ${update.name},
          address_line_1 = ${update.address_line_1}, address_line_2 = ${update.address_line_2}, city = ${update.city},
          state = ${update.state}, zip = ${update.zip}, phone = ${update.phone},
          contacts = ${JSON.stringify(update.contacts)}::jsonb, updated_at = now()${taxId}
        where id = ${companyId} returning ${COLUMNS}`);
      return result.rows[0]!;
    },

    async audit(tx: DbOrTx, by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(tx, by, entry);
    },

    /** The caller's company (the guard's scope: it exists while the user is linked to it). */
    async one(companyId: number): Promise<CompanyRow | null> {
      const result = await db.execute<CompanyRow>(sql`select ${COLUMNS} from employers where id = ${companyId}`);
      return result.rows[0] ?? null;
    },
  };
}
export type CompanyRepository = ReturnType<typeof companyRepository>;
