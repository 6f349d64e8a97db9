import { PLAN_LOCATION_PARAM, START_PLAN_PURCHASE_PLAN_PARAM, formatMoney, type InOfficePlan } from '@dental/domain';

/** A term in words: '12 months', '1 month'. */
export function termLine(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/** The price paid in full: 'a year' for a 12-month term, else for the term. */
export function fullPriceLine(plan: Pick<InOfficePlan, 'price_cents' | 'term_months'>): string {
  return plan.term_months === 12
    ? `${formatMoney(plan.price_cents)} a year`
    : `${formatMoney(plan.price_cents)} for ${termLine(plan.term_months)}`;
}

/** The monthly price and what it comes to over the term. */
export function monthlyPriceLine(
  plan: Pick<InOfficePlan, 'monthly_price_cents' | 'monthly_total_cents' | 'term_months'>,
): string {
  return `${formatMoney(plan.monthly_price_cents)} a month for ${termLine(plan.term_months)} (${formatMoney(plan.monthly_total_cents)} in all)`;
}

/** What a plan includes, one line per procedure. */
export function inclusionLine(inclusion: InOfficePlan['includes'][number]): string {
  const times = inclusion.times_per_term === 1 ? 'once' : `${inclusion.times_per_term} times`;
  return `${inclusion.description}, ${times} per term`;
}

/** The practice's address in one line. */
export function practiceAddress(practice: InOfficePlan['practice']): string {
  return `${practice.address}, ${practice.city}, ${practice.state} ${practice.zip}`;
}

/**
 * Where the purchase of a plan is completed; `locationId`: the practice location the shop showed, so the
 * purchase page names the same one (issue 17).
 */
export function completePurchaseHref(planId: number, locationId?: number): string {
  const location = locationId === undefined ? '' : `&${PLAN_LOCATION_PARAM}=${locationId}`;
  return `/complete-plan-purchase?${START_PLAN_PURCHASE_PLAN_PARAM}=${planId}${location}`;
}

/** The practice location a plan page's link names (`?location=`), when it is a number. */
export function planLocationOf(search: URLSearchParams): string | null {
  const value = search.get(PLAN_LOCATION_PARAM) ?? '';
  return /^[1-9][0-9]{0,14}$/.test(value) ? value : null;
}
