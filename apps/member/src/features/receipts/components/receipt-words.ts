// Issue 5: the words the receipts screens use for the contract's statuses and reduction reasons.
import type { ReductionReason, Transaction } from '@dental/domain';

/** A reduction reason in plain words (an explanation of benefits). */
export function reductionReasonText(reason: ReductionReason | null): string {
  switch (reason) {
    case null:
      return '';
    case 'not covered':
      return 'Your plan does not cover this service.';
    case 'annual maximum reached':
      return 'Your plan paid up to your annual maximum.';
    case 'family maximum reached':
      return "Your plan paid up to your family's annual maximum.";
    case 'ortho lifetime maximum reached':
      return 'Your plan paid up to your orthodontic lifetime maximum.';
    case 'not in network':
      return 'The practice is not in your plan’s network.';
    case 'frequency limit reached':
      return 'Your plan covers this service only so often, and that limit was reached.';
    case 'age limit reached':
      return 'Your plan covers this service only up to an age limit.';
  }
}

/** A status with a capital first letter ('in review' -> 'In review'). */
export function statusLabel(status: Transaction['status']): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** What a row of the receipts list is, as a word. */
export function kindLabel(kind: Transaction['kind']): string {
  switch (kind) {
    case 'appointment':
      return 'Appointment';
    case 'reimbursement':
      return 'Reimbursement';
    case 'estimate':
      return 'Estimate';
  }
}

/** The details page of a row of the receipts list (spec §2 routes). */
export function transactionHref(row: Pick<Transaction, 'kind' | 'id'>): string {
  switch (row.kind) {
    case 'appointment':
      return `/transactions-appointment-details/${row.id}`;
    case 'reimbursement':
      return `/transactions-reimbursement-details/${row.id}`;
    case 'estimate':
      return `/estimates-estimate-details/${row.id}`;
  }
}

/** A file size in plain words ('850 bytes', '12.4 KB', '3.1 MB'). */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A content type in plain words ('application/pdf' -> 'PDF'). */
export function fileTypeText(contentType: string): string {
  const known: Record<string, string> = {
    'application/pdf': 'PDF',
    'image/png': 'PNG image',
    'image/jpeg': 'JPEG image',
  };
  return known[contentType] ?? contentType;
}
