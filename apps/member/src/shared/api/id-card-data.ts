import { queryOptions } from '@tanstack/react-query';
import type { MemberIdCardData } from '@dental/domain';
import type { ApiClient } from '@dental/ui';
import { memberKeys } from './query-keys';

/** spec §7: GET member/v5/benefit/member-id-card-data/: what the member's card prints. */
export async function fetchIdCardData(client: ApiClient): Promise<MemberIdCardData> {
  const body = await client.call('member.memberIdCardData');
  return body.data;
}

/**
 * The card data's query. Shared because spec §4 has other features refresh it (an auto renew change), even
 * on screens that do not show the card: they fetch it with `queryClient.prefetchQuery(idCardDataQuery(client))`.
 */
export function idCardDataQuery(client: ApiClient) {
  return queryOptions({ queryKey: memberKeys.idCardData(), queryFn: () => fetchIdCardData(client) });
}
