import { useQuery } from '@tanstack/react-query';
import type { ReimbursementDetails } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { receiptKeys } from './receipt-keys';

/** Issue 5: GET member/v4/reimbursements/{id}/ (another household's id is 404: the client shows not found). */
export async function fetchReimbursementDetails(client: ApiClient, id: string): Promise<ReimbursementDetails> {
  const body = await client.call('member.reimbursementDetails', { params: { id } });
  return body.data;
}

export function useReimbursementDetails(id: string) {
  const client = useApiClient();
  return useQuery({ queryKey: receiptKeys.reimbursement(id), queryFn: () => fetchReimbursementDetails(client, id) });
}
