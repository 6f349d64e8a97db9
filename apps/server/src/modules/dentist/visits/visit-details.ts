// A saved visit as the practice sees it (decision 0028): its lines, payments and, once voided, who and why; its
// card side (decision 0048): what a void would refund to the card, what was paid at the office, the refunds.
import type { VisitDetails } from '@dental/domain';
import type { DbOrTx } from '../../../platform/transaction.js';
import { lineItemOf } from '../visit-lines/index.js';
import type { DentistVisitsRepository } from './dentist-visits.repository.js';
import type { VisitParts, VisitRow } from './visit-rows.js';

/** The visit's details, its lines and payments read in `tx` unless the visit came with them. */
export async function visitDetailsOf(
  repo: Pick<DentistVisitsRepository, 'linesAndPayments'>,
  tx: DbOrTx,
  visit: VisitRow & Partial<VisitParts>,
): Promise<VisitDetails> {
  const { lines, payments, card } =
    visit.lines && visit.payments && visit.card
      ? { lines: visit.lines, payments: visit.payments, card: visit.card }
      : await repo.linesAndPayments(tx, visit.id);
  return {
    id: visit.id,
    appointment_date: visit.appointment_date,
    status: visit.status,
    patient: { member_id: visit.member_id, name: visit.patient_name },
    dentist_name: visit.dentist_name,
    dentist: visit.dentist_id === null ? null : { id: visit.dentist_id, name: visit.dentist_name ?? '' },
    location: visit.location_id === null ? null : { id: visit.location_id, name: visit.location_name ?? '' },
    billed_cents: visit.billed_cents,
    plan_cents: visit.plan_cents,
    member_cents: visit.member_cents,
    allowed_cents: lines.reduce((total, line) => total + line.allowed_cents, 0),
    lines: lines.map(lineItemOf),
    paid_cents: payments.reduce((total, payment) => total + payment.amount_cents, 0),
    payments: payments.map((p) => ({ date: p.paid_on, amount_cents: p.amount_cents, method: p.method })),
    recorded_at: visit.recorded_at,
    voided:
      visit.voided_at === null
        ? null
        : { at: visit.voided_at, by: visit.voided_by ?? '', reason: visit.void_reason ?? '' },
    // Decision 0048: a voided visit refunds nothing more.
    refundable: visit.status !== 'voided' && card.refundable_cents > 0 ? { amount_cents: card.refundable_cents } : null,
    refunds: card.refunds,
    paid_at_office_cents: card.office_cents,
  };
}
