import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupIdCard, IdCardsLinks } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { idCardDataQuery } from '../../../shared/api/id-card-data';
import { memberKeys } from '../../../shared/api/query-keys';

/** spec §7: GET member/v4/patient/get-id-cards-links/: the card files of the member and each family member. */
export async function fetchIdCardsLinks(client: ApiClient): Promise<IdCardsLinks> {
  const body = await client.call('member.idCardsLinks');
  return body.data;
}

export function useIdCardData() {
  const client = useApiClient();
  return useQuery(idCardDataQuery(client));
}

/** The card files' query: the home's prefetch puts it in the first screen's answers (issue 17). */
export function idCardsLinksQuery(client: ApiClient) {
  return queryOptions({ queryKey: [...memberKeys.all, 'id-cards-links'], queryFn: () => fetchIdCardsLinks(client) });
}

export function useIdCardsLinks() {
  return useQuery(idCardsLinksQuery(useApiClient()));
}

/** Issue 27 item 7: GET member/v4/benefit/group-id-card/: the household's group ID card, null without one. */
export async function fetchGroupIdCard(client: ApiClient): Promise<GroupIdCard | null> {
  const body = await client.call('member.groupIdCard');
  return body.data;
}

/** The group card's query: the home's prefetch puts it in the first screen's answers too. */
export function groupIdCardQuery(client: ApiClient) {
  return queryOptions({ queryKey: [...memberKeys.all, 'group-id-card'], queryFn: () => fetchGroupIdCard(client) });
}

export function useGroupIdCard() {
  return useQuery(groupIdCardQuery(useApiClient()));
}
