// Issue 16 (decision 0033): a visit's status in the practice's words. 'completed' means the member share is not
// settled; a visit whose member share is $0 has nothing to settle, so it says so instead of 'Unpaid'.
import type { AppointmentStatus } from '../api/receipts.js';

export type VisitStatusLabel = 'Unpaid' | 'Paid' | 'Voided' | 'Nothing owed';

/** The label of a visit's status, given what the member owes for it. */
export function visitStatusLabel(status: AppointmentStatus, memberCents: number): VisitStatusLabel {
  switch (status) {
    case 'completed':
      return memberCents > 0 ? 'Unpaid' : 'Nothing owed';
    case 'paid':
      return 'Paid';
    case 'voided':
      return 'Voided';
  }
}
