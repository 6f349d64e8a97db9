// Issue 16 item 4: the SQL of recording, listing, voiding and paying a practice's visits (decision 0028), one
// repository joined from the statements of each: visit-recording, visit-listing, visit-voiding-and-payment and
// visit-card-refund (decision 0048).
// STYLE: only repositories use Drizzle. Every statement on a visit is keyed by the caller's practice.
import type { Database } from '../../../db/database.js';
import { inTransaction, type DbOrTx } from '../../../platform/transaction.js';
import { visitCardRefundStatements } from './visit-card-refund.repository.js';
import { visitListingStatements } from './visit-listing.repository.js';
import { visitRecordingStatements } from './visit-recording.repository.js';
import { visitVoidingAndPaymentStatements } from './visit-voiding-and-payment.repository.js';

/** The visits' statements on `db`: its transactions, and recording, reading, voiding and paying. */
export function dentistVisitsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },

    ...visitRecordingStatements(db),
    ...visitListingStatements(db),
    ...visitVoidingAndPaymentStatements(),
    ...visitCardRefundStatements(),
  };
}
export type DentistVisitsRepository = ReturnType<typeof dentistVisitsRepository>;
