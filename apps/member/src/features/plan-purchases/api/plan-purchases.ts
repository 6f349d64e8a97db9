import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlanPurchasesQuery, PlanPurchasesResponse } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { planPurchaseKeys } from './plan-purchase-keys';

/** spec §7: GET member/v4/in-office-plan-purchases/ with the list filters (view, payment_status, page). */
export async function fetchPlanPurchases(client: ApiClient, query: PlanPurchasesQuery): Promise<PlanPurchasesResponse> {
  return client.call('member.planPurchases', { query });
}

/** One page of the household's purchases; the previous page stays on screen while the next loads. */
export function usePlanPurchases(query: PlanPurchasesQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: planPurchaseKeys.list(query),
    queryFn: () => fetchPlanPurchases(client, query),
    placeholderData: keepPreviousData,
  });
}
