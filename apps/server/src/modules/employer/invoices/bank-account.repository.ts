// Issue 27 item 6 (decision 0061): the one place an invoice payment learns which bank account to debit. The bank
// verification (a shared bank-accounts module, built beside this one) keeps the gateway's reference of a company's
// verified account and answers it with `verifiedBankAccountOf(owner)`; until it is merged, this reads what exists:
// the company's bank status, and for a verified company the offline gateway's stand-in account of that company.
// WIRING: replace the body with `return verifiedBankAccountOf(tx, { employerId: companyId })` (or its signature).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/transaction.js';

/** The offline gateway's stand-in account of a verified company (never a real account number). */
export const standInBankAccountOf = (companyId: number): string => `ba_off_employer_${companyId}`;

/** The gateway's reference of the company's verified bank account, or null while it has none verified. */
export async function bankAccountForDebit(tx: DbOrTx, companyId: number): Promise<string | null> {
  const result = await tx.execute<{ bank_status: string }>(
    sql`select bank_status from employers where id = ${companyId}`,
  );
  return result.rows[0]?.bank_status === 'verified' ? standInBankAccountOf(companyId) : null;
}
