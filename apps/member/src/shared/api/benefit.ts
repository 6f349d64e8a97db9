import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@dental/ui';
import { memberKeys } from './query-keys';

/** spec §7: GET member/v4/benefit/; data.data is the benefit. */
export async function fetchBenefit(client: ApiClient) {
  const body = await client.call('member.benefit');
  return body.data;
}

export function benefitQuery(client: ApiClient) {
  return queryOptions({ queryKey: memberKeys.benefit(), queryFn: () => fetchBenefit(client) });
}

/** The member's benefit: type, plan, limits, reimbursement form address. */
export function useBenefit() {
  return useQuery(benefitQuery(useApiClient()));
}
