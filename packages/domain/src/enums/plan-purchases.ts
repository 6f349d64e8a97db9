// spec §3: in-office plan purchase list views, status and payment filters.

/** spec §3: plan purchase list views. */
export const PLAN_PURCHASE_VIEWS = ['current', 'past'] as const;
export type PlanPurchaseView = (typeof PLAN_PURCHASE_VIEWS)[number];

/** spec §3: the status of a running purchase. */
export const PLAN_PURCHASE_STATUS_ACTIVE = 'Active';

/**
 * Purchase statuses. spec §3 names only 'Active'; the others are decided here (spec §4: other states not
 * shown): a purchase whose term ended is 'Expired', one stopped before its end is 'Cancelled'.
 */
export const PLAN_PURCHASE_STATUSES = [PLAN_PURCHASE_STATUS_ACTIVE, 'Expired', 'Cancelled'] as const;
export type PlanPurchaseStatus = (typeof PLAN_PURCHASE_STATUSES)[number];

/** spec §3: the payment status of an instalment. */
export const PAYMENT_STATUSES = ['Paid', 'Past due', 'Scheduled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** spec §3: payment filter values; the blank value means All. */
export const PAYMENT_FILTERS = ['', ...PAYMENT_STATUSES] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** spec §3: payment filter labels. */
export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  '': 'All',
  Paid: 'Paid',
  'Past due': 'Past due',
  Scheduled: 'Scheduled',
};
