import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@dental/ui';
import { memberKeys } from './query-keys';

/** spec §7: GET member/v4/family-members/; data.data is the list (spec §9: empty by default). */
export async function fetchFamilyMembers(client: ApiClient) {
  const body = await client.call('member.familyMembers');
  return body.data ?? [];
}

export function familyMembersQuery(client: ApiClient) {
  return queryOptions({ queryKey: memberKeys.family(), queryFn: () => fetchFamilyMembers(client) });
}

export function useFamilyMembers() {
  return useQuery(familyMembersQuery(useApiClient()));
}
