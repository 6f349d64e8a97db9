import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyMemberUpdateRequest, FamilyMember } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { creditCardsQuery } from '../../../shared/api/credit-cards';
import { memberKeys } from '../../../shared/api/query-keys';

/** spec §7: PATCH member/v4/family-members/{id}/ with the changed fields; answers the family member. */
export async function updateFamilyMember(
  client: ApiClient,
  id: number,
  changes: FamilyMemberUpdateRequest,
): Promise<FamilyMember> {
  const body = await client.call('member.updateFamilyMember', { params: { id: String(id) }, body: changes });
  return body.data;
}

/** spec §4: after a family update, the family data and the credit cards for family access are refreshed. */
export function useUpdateFamilyMember() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: FamilyMemberUpdateRequest }) =>
      updateFamilyMember(client, id, changes),
    // Fetched, not only invalidated: an invalidated query that no screen shows would wait for its next screen.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.family() }),
        queryClient.prefetchQuery(creditCardsQuery(client)),
      ]),
  });
}
