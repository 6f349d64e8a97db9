import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InOfficePlansQuery } from '@dental/domain';
import { useApiClient } from '@dental/ui';
import { inOfficePlanKeys } from './in-office-plan-keys';

/** GET member/v4/in-office-plans/: plans sold by practices near the zip (the member's own when none), nearest first. */
export function useInOfficePlans(query: InOfficePlansQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: inOfficePlanKeys.list(query),
    queryFn: () => client.call('member.inOfficePlans', { query }),
    placeholderData: keepPreviousData,
  });
}
