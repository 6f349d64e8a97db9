import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ENDPOINT_PATHS, type FamilyMemberUpdateRequest, type FamilyMember } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { endpointPath } from '../../../shared/api/endpoint-path';
import { creditCardsQuery } from '../../../shared/api/credit-cards';
import { memberKeys } from '../../../shared/api/query-keys';

/** spec §7: PATCH member/v4/family-members/{id}/ with the changed fields; answers the family member. */
export async function updateFamilyMember(client: ApiClient, id: number, changes: FamilyMemberUpdateRequest): Promise<FamilyMember> {
  const path = endpointPath(ENDPOINT_PATHS.updateFamilyMember, { id });
  const body = await client.patch<{ data: FamilyMember }>(path, changes);
  return body.data;
}

/** spec §4: after a family update, the family data and the credit cards for family access are refreshed. */
export function useUpdateFamilyMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: FamilyMemberUpdateRequest }) => updateFamilyMember(client, id, changes),
    // Fetched, not only invalidated: an invalidated query that no screen shows would wait for its next screen.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: memberKeys.family() }), queryClient.prefetchQuery(creditCardsQuery(client))]),
  });
}
