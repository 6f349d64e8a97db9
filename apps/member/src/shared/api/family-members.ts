import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINT_PATHS, type FamilyMembersResponse } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { memberKeys } from './query-keys';

/** spec §7: GET member/v4/family-members/; data.data is the list (spec §9: empty by default). */
export async function fetchFamilyMembers(client: ApiClient) {
  const body = await client.get<FamilyMembersResponse>(ENDPOINT_PATHS.familyMembers);
  return body.data ?? [];
}

export function familyMembersQuery(client: ApiClient) {
  return queryOptions({ queryKey: memberKeys.family(), queryFn: () => fetchFamilyMembers(client) });
}

export function useFamilyMembers() {
  return useQuery(familyMembersQuery(useApiClient()));
}
