// The receipts module's door (decision 21; issue 25 item 9): what the member portal's routes are built from,
// and the receipt a practice prints for its own visit (issue 26 item 21: the same figures as the member's).
import type { Database } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import { isoDay } from '../../../platform/dates.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { receiptsRepository } from './receipts.repository.js';
import { RECEIPT_ISSUER, toAppointment } from './receipts.service.js';

export { estimatesRepository } from './estimates.repository.js';
export { estimatesRoutes } from './estimates.routes.js';
export { estimatesService } from './estimates.service.js';
export { receiptsRepository } from './receipts.repository.js';
export { receiptsRoutes } from './receipts.routes.js';
export { receiptsService } from './receipts.service.js';

/** A practice's visit as its itemized receipt PDF (the member's drawing and figures), or null when not the practice's. */
export function practiceReceipts(db: Database, clock: Clock) {
  const repo = receiptsRepository(db);
  return {
    async receiptPdf(
      practiceId: number,
      visitId: number,
    ): Promise<{ patientId: number; date: string; body: Uint8Array } | null> {
      const row = await repo.appointment({ practiceId }, visitId);
      if (!row) return null;
      const body = await renderReceiptPdf(toAppointment(row), {
        issuer: RECEIPT_ISSUER,
        issuedOn: isoDay(clock()),
        creator: 'Dentist Portal',
      });
      return { patientId: row.patient_id, date: row.date, body };
    },
  };
}
export type PracticeReceipts = ReturnType<typeof practiceReceipts>;
