import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@dental/ui';

/** STYLE "API client and queries": Home's query key. */
export const dashboardKeys = { all: ['dashboard'] as const };

/** Issue 16 item 1: GET dentist/v1/dashboard/ (today's numbers; refreshed when Home is opened again). */
export function useDashboard() {
  const client = useApiClient();
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: async () => (await client.call('dentist.dashboard')).data,
    staleTime: 0,
  });
}
