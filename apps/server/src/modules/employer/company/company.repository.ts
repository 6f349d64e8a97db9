// Issue 27: the employer's company as its HR admin reads it (STYLE: only repositories use Drizzle).
import { sql } from 'drizzle-orm';
import type { BankStatus, UsStateCode } from '@dental/domain';
import type { Database } from '../../../db/database.js';

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

export function companyRepository(db: Database) {
  return {
    /** The caller's company (the guard's scope: it exists while the user is linked to it). */
    async one(companyId: number): Promise<CompanyRow | null> {
      const result = await db.execute<CompanyRow>(sql`select id, name, ein, ssn, address_line_1, address_line_2,
          city, state, zip, phone, contacts, is_edi, bank_status from employers where id = ${companyId}`);
      return result.rows[0] ?? null;
    },
  };
}
export type CompanyRepository = ReturnType<typeof companyRepository>;
