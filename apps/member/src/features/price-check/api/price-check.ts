import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { PriceCheckQuery } from '@dental/domain';
import { ApiError, useApiClient, type ApiClient } from '@dental/ui';

/** STYLE "API client and queries": the price check's query keys (read-only). */
export const priceCheckKeys = {
  all: ['price-check'] as const,
  check: (query: Partial<PriceCheckQuery>) => [...priceCheckKeys.all, query] as const,
};

/** Issue 6: GET member/v4/price-check/. */
export async function fetchPriceCheck(client: ApiClient, query: PriceCheckQuery) {
  const body = await client.call('member.priceCheck', { query });
  return body.data;
}

/** The price check of a complete query (read by the page and by its prefetch when the server draws it, decision 0034). */
export function priceCheckQuery(client: ApiClient, query: PriceCheckQuery) {
  return queryOptions({ queryKey: priceCheckKeys.check(query), queryFn: () => fetchPriceCheck(client, query) });
}

/** The price check of the URL's query; idle until the query is complete and valid. */
export function usePriceCheck(query: PriceCheckQuery | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: priceCheckKeys.check(query ?? {}),
    queryFn: query === null ? skipToken : () => fetchPriceCheck(client, query),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    // An unknown zip is said on the zip field (issue 17 item 24), not in a toast as well.
    meta: { errorToast: (error: unknown) => !(error instanceof ApiError && error.fieldErrors.zip !== undefined) },
  });
}
