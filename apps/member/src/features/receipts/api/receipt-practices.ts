import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeRef } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { receiptKeys } from './receipt-keys';

/** Issue 5: GET member/v4/transactions/practices/ (the practices of the household's visits and estimates). */
export async function fetchReceiptPractices(client: ApiClient): Promise<PracticeRef[]> {
  const body = await client.call('member.receiptPractices');
  return body.data;
}

export function receiptPracticesQuery(client: ApiClient) {
  return queryOptions({ queryKey: receiptKeys.practices, queryFn: () => fetchReceiptPractices(client) });
}

export function useReceiptPractices() {
  return useQuery(receiptPracticesQuery(useApiClient()));
}
