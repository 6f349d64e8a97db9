import { formatIsoDate, type PaymentStatus, type PlanPurchase } from '@dental/domain';

/** The covered people of a purchase in one line. */
export function coveredLine(purchase: Pick<PlanPurchase, 'covered_patients'>): string {
  return purchase.covered_patients.map((person) => person.name).join(', ');
}

/** When the next instalment is due, or why there is none. */
export function nextPaymentLine(purchase: Pick<PlanPurchase, 'next_payment_date' | 'balance_cents'>): string {
  if (purchase.next_payment_date) return formatIsoDate(purchase.next_payment_date);
  return purchase.balance_cents === 0 ? 'Paid in full' : '—';
}

/** The colour of a payment status chip: Past due stands out (issue 7: a clear warning). */
export function paymentStatusColor(status: PaymentStatus): 'success' | 'warning' | 'default' {
  switch (status) {
    case 'Paid':
      return 'success';
    case 'Past due':
      return 'warning';
    case 'Scheduled':
      return 'default';
  }
}

/** The details screen of a purchase. */
export function purchaseHref(id: number): string {
  return `/plan-purchase-details/${id}`;
}

/** A past-due purchase's payoff section, where it can be paid now. */
export function payNowHref(id: number): string {
  return `${purchaseHref(id)}#${PAYOFF_SECTION_ID}`;
}

/** The id of the details screen's payoff section. */
export const PAYOFF_SECTION_ID = 'pay-off';
