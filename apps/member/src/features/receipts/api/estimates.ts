import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EstimatesResponse } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { receiptKeys } from './receipt-keys';

/** Estimates per page on /estimates. */
export const ESTIMATES_PAGE_SIZE = 10;

/** Issue 5: GET member/v4/estimates/ (re-priced against today's accumulators, newest first). */
export async function fetchEstimates(client: ApiClient, page: number): Promise<EstimatesResponse> {
  const query = { page: String(page), page_size: String(ESTIMATES_PAGE_SIZE) };
  return client.call('member.estimates', { query });
}

export function estimatesQuery(client: ApiClient, page: number) {
  return queryOptions({ queryKey: receiptKeys.estimates(page), queryFn: () => fetchEstimates(client, page) });
}

export function useEstimates(page: number) {
  return useQuery({ ...estimatesQuery(useApiClient(), page), placeholderData: keepPreviousData });
}
