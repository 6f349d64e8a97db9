import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanDetails } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { memberKeys } from '../../../shared/api/query-keys';

/** GET member/v4/benefit/plan-details/ (designed in the contract): coverage in plain words, network, limits, period. */
export async function fetchPlanDetails(client: ApiClient): Promise<PlanDetails> {
  const body = await client.call('member.planDetails');
  return body.data;
}

export function planDetailsQuery(client: ApiClient) {
  return queryOptions({ queryKey: [...memberKeys.benefit(), 'plan-details'], queryFn: () => fetchPlanDetails(client) });
}

export function usePlanDetails() {
  return useQuery(planDetailsQuery(useApiClient()));
}
