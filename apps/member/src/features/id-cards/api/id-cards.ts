import { useQuery } from '@tanstack/react-query';
import { ENDPOINT_PATHS, type IdCardsLinks, type MemberIdCardData } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { memberKeys } from '../../../shared/api/query-keys';

/** spec §7: GET member/v5/benefit/member-id-card-data/: what the member's card prints. */
export async function fetchIdCardData(client: ApiClient): Promise<MemberIdCardData> {
  const body = await client.get<{ data: MemberIdCardData }>(ENDPOINT_PATHS.memberIdCardData);
  return body.data;
}

/** spec §7: GET member/v4/patient/get-id-cards-links/: the card files of the member and each family member. */
export async function fetchIdCardsLinks(client: ApiClient): Promise<IdCardsLinks> {
  const body = await client.get<{ data: IdCardsLinks }>(ENDPOINT_PATHS.idCardsLinks);
  return body.data;
}

export function useIdCardData() {
  const client = useApiClient();
  return useQuery({ queryKey: memberKeys.idCardData(), queryFn: () => fetchIdCardData(client) });
}

export function useIdCardsLinks() {
  const client = useApiClient();
  return useQuery({ queryKey: [...memberKeys.all, 'id-cards-links'], queryFn: () => fetchIdCardsLinks(client) });
}
