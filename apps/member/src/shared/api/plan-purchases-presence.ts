import { queryOptions } from '@tanstack/react-query';
import type { PlanPurchasesQuery } from '@dental/domain';
import { ApiError, type ApiClient } from '@dental/ui';
import { PAST_DUE_PLAN_PURCHASES_KEY } from './past-due-key';
import { memberKeys } from './query-keys';

/**
 * spec §7: GET member/v4/in-office-plan-purchases/ with page_size 1: enough to know whether any exist.
 * The header asks on every page, so a failure only hides the menu item: no 404 navigation, no toast.
 */
export async function fetchHasPlanPurchases(client: ApiClient): Promise<boolean> {
  const query: PlanPurchasesQuery = { page_size: '1' };
  try {
    const body = await client.call('member.planPurchases', { query, skipNotFoundRedirect: true });
    return body.meta.total > 0 || body.data.length > 0;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** spec §2 and §6: 'Plan purchases' shows only when the member has at least one in-office plan purchase. */
export function hasPlanPurchasesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: [...memberKeys.planPurchases(), 'presence'],
    queryFn: () => fetchHasPlanPurchases(client),
    meta: { errorToast: false },
  });
}

/** Issue 7: GET member/v4/in-office-plan-purchases/?view=current&payment_status=Past due, page_size 1. */
export async function fetchHasPastDuePlanPurchases(client: ApiClient): Promise<boolean> {
  const query: PlanPurchasesQuery = { view: 'current', payment_status: 'Past due', page_size: '1' };
  const body = await client.call('member.planPurchases', { query, skipNotFoundRedirect: true });
  return body.meta.total > 0 || body.data.length > 0;
}

/** Issue 7: a past-due payment puts a warning in the side navigation; asked only when purchases exist. */
export function hasPastDuePlanPurchasesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: PAST_DUE_PLAN_PURCHASES_KEY,
    queryFn: () => fetchHasPastDuePlanPurchases(client),
    meta: { errorToast: false },
  });
}
