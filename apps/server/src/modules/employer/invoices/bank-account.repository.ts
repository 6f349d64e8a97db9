// Issue 27 item 6 (decisions 0060 and 0061): the one place an invoice payment learns which bank account to debit:
// the company's verified account, as the bank verification keeps it (the gateway's reference, never a number).
import type { DbOrTx } from '../../../platform/transaction.js';
import { verifiedBankAccountOf } from '../../bank-accounts/index.js';

/** The gateway's reference of the company's verified bank account, or null while it has none verified. */
export function bankAccountForDebit(tx: DbOrTx, companyId: number): Promise<string | null> {
  return verifiedBankAccountOf(tx, { kind: 'employer', id: companyId });
}
