import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@dental/ui';
import { memberKeys } from './query-keys';

/** spec §7: GET member/v4/user/; data.data is the member. */
export async function fetchMemberUser(client: ApiClient) {
  const body = await client.call('member.getMemberUser');
  return body.data;
}

export function memberUserQuery(client: ApiClient) {
  return queryOptions({ queryKey: memberKeys.user(), queryFn: () => fetchMemberUser(client) });
}

/** The signed-in member (email, patient and address fields). */
export function useMemberUser() {
  return useQuery(memberUserQuery(useApiClient()));
}
