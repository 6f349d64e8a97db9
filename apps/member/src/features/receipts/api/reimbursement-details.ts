import { useQuery } from '@tanstack/react-query';
import { ENDPOINT_PATHS, type ReimbursementDetails } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { endpointPath } from '../../../shared/api/endpoint-path';
import { receiptKeys } from './receipt-keys';

/** Issue 5: GET member/v4/reimbursements/{id}/ (another household's id is 404: the client shows not found). */
export async function fetchReimbursementDetails(client: ApiClient, id: string): Promise<ReimbursementDetails> {
  const body = await client.get<{ data: ReimbursementDetails }>(endpointPath(ENDPOINT_PATHS.reimbursementDetails, { id }));
  return body.data;
}

export function useReimbursementDetails(id: string) {
  const client = useApiClient();
  return useQuery({ queryKey: receiptKeys.reimbursement(id), queryFn: () => fetchReimbursementDetails(client, id) });
}
