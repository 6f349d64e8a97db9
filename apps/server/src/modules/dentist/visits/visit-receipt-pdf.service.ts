// Issue 26 item 21: the front desk prints a visit's itemized receipt to hand to the patient: the member's
// receipt (the receipts module's drawing and figures), for the practice's own visit only (another's: 404),
// audited as a read of the visit like its details, with `format: pdf`.
import { NotFoundError } from '../../../http/errors.js';
import type { FileDownload } from '../../../http/send-file.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { PracticeReceipts } from '../../member/index.js';
import { practiceAudit as audit } from '../visit-lines/index.js';
import type { DentistVisitsRepository } from './dentist-visits.repository.js';

export function visitReceiptPdfService(deps: {
  repo: Pick<DentistVisitsRepository, 'transaction'>;
  receipts: PracticeReceipts;
}) {
  const { repo, receipts } = deps;
  return {
    /** GET dentist/v1/visits/{id}/receipt.pdf: the file name says the date and the visit, nothing personal. */
    async receiptPdf(caller: PracticeCaller, id: number): Promise<FileDownload> {
      const receipt = await receipts.receiptPdf(caller.scope.practiceId, id);
      if (!receipt) throw new NotFoundError();
      await repo.transaction((tx) =>
        audit(tx, caller, AUDIT_ACTIONS.visitRead, receipt.patientId, { visit_id: id, format: 'pdf' }),
      );
      return { body: receipt.body, filename: `receipt-${receipt.date}-${id}.pdf`, contentType: 'application/pdf' };
    },
  };
}
export type VisitReceiptPdfService = ReturnType<typeof visitReceiptPdfService>;
