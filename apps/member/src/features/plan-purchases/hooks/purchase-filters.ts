import {
  PAYMENT_FILTERS,
  PLAN_PURCHASE_VIEWS,
  type PaymentFilter,
  type PlanPurchaseView,
  type PlanPurchasesQuery,
} from '@dental/domain';

/** Purchases shown per page (decided here: a household rarely has more). */
export const PURCHASES_PAGE_SIZE = 10;

/** spec §3: the purchases list's view and payment filter (blank = All), and the page. */
export interface PurchaseFilters {
  view: PlanPurchaseView;
  paymentStatus: PaymentFilter;
  page: number;
}

function isView(value: string | null): value is PlanPurchaseView {
  return (PLAN_PURCHASE_VIEWS as readonly (string | null)[]).includes(value);
}

function isPaymentFilter(value: string | null): value is PaymentFilter {
  return (PAYMENT_FILTERS as readonly (string | null)[]).includes(value);
}

/** The filters from the URL; anything unknown falls back to the current view, All, page 1. */
export function filtersFromSearch(search: URLSearchParams): PurchaseFilters {
  const view = search.get('view');
  const status = search.get('payment_status');
  const page = Number(search.get('page'));
  return {
    view: isView(view) ? view : 'current',
    paymentStatus: isPaymentFilter(status) ? status : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL search of the filters, leaving the defaults out. */
export function filtersToSearch(filters: PurchaseFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.view !== 'current') search.set('view', filters.view);
  if (filters.paymentStatus) search.set('payment_status', filters.paymentStatus);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** spec §7: the list call's query of the filters (All sends no payment_status). */
export function filtersToQuery(filters: PurchaseFilters): PlanPurchasesQuery {
  return {
    view: filters.view,
    ...(filters.paymentStatus ? { payment_status: filters.paymentStatus } : {}),
    page: String(filters.page),
    page_size: String(PURCHASES_PAGE_SIZE),
  };
}
