import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionsQuery, TransactionsResponse } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { receiptKeys } from './receipt-keys';

/** Issue 5: GET member/v4/transactions/ (the household's receipts, newest first, with the filtered totals). */
export async function fetchTransactions(client: ApiClient, query: TransactionsQuery): Promise<TransactionsResponse> {
  return client.call('member.transactions', { query });
}

/** One page of receipts for the query; the previous page stays on screen while the next loads. */
export function transactionsQuery(client: ApiClient, query: TransactionsQuery) {
  return queryOptions({ queryKey: receiptKeys.transactions(query), queryFn: () => fetchTransactions(client, query) });
}

/** One page of receipts for the query; the previous page stays on screen while the next loads. */
export function useTransactions(query: TransactionsQuery, enabled = true) {
  return useQuery({ ...transactionsQuery(useApiClient(), query), placeholderData: keepPreviousData, enabled });
}
