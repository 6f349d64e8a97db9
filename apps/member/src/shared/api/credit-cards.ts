import { queryOptions } from '@tanstack/react-query';
import type { SavedCard } from '@dental/domain';
import type { ApiClient } from '@dental/ui';
import { CREDIT_CARDS_KEY } from './query-keys';

/**
 * GET member/v4/payment-methods/: the household's saved cards, newest first (spec §4: "the credit cards for
 * family access"). Shared because a family update refreshes them (spec §4) on screens that do not show them.
 */
export function creditCardsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: CREDIT_CARDS_KEY,
    queryFn: async (): Promise<SavedCard[]> => (await client.call('member.savedCards')).data,
  });
}
