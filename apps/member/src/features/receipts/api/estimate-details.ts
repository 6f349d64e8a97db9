import { useQuery } from '@tanstack/react-query';
import type { EstimateDetails } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { receiptKeys } from './receipt-keys';

/** Issue 5: GET member/v4/estimates/{id}/ (another household's id is 404: the client shows not found). */
export async function fetchEstimateDetails(client: ApiClient, id: string): Promise<EstimateDetails> {
  const body = await client.call('member.estimateDetails', { params: { id } });
  return body.data;
}

export function useEstimateDetails(id: string) {
  const client = useApiClient();
  return useQuery({ queryKey: receiptKeys.estimate(id), queryFn: () => fetchEstimateDetails(client, id) });
}
