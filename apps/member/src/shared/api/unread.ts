import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unread } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { memberKeys } from './query-keys';

/** spec §7: GET member/v4/unread/; data.data has total_unread_count. */
export async function fetchUnread(client: ApiClient): Promise<Unread> {
  const body = await client.call('member.unread');
  return body.data;
}

export function unreadQuery(client: ApiClient) {
  return queryOptions({ queryKey: memberKeys.unread(), queryFn: () => fetchUnread(client) });
}

export function useUnread() {
  return useQuery(unreadQuery(useApiClient()));
}
