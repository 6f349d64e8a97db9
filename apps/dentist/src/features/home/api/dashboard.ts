import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@dental/ui';

/** STYLE "API client and queries": Home's query key. */
export const dashboardKeys = { all: ['dashboard'] as const };

/**
 * Issue 16 item 1: GET dentist/v1/dashboard/ (today's numbers; refreshed when Home is opened again: stale at
 * once, as every query but the first screen's answers, decision 0031).
 */
export function dashboardQuery(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: async () => (await client.call('dentist.dashboard')).data,
  });
}

export function useDashboard() {
  return useQuery(dashboardQuery(useApiClient()));
}
