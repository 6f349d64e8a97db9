import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InOfficePlansQuery } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { inOfficePlanKeys } from './in-office-plan-keys';

/** GET member/v4/in-office-plans/: plans sold by practices near the zip (the member's own when none), nearest first. */
export function inOfficePlansQuery(client: ApiClient, query: InOfficePlansQuery) {
  return queryOptions({
    queryKey: inOfficePlanKeys.list(query),
    queryFn: () => client.call('member.inOfficePlans', { query }),
  });
}

export function useInOfficePlans(query: InOfficePlansQuery) {
  return useQuery({ ...inOfficePlansQuery(useApiClient(), query), placeholderData: keepPreviousData });
}
