import { useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@dental/ui';
import { findDentistKeys } from './find-dentist-keys';

/** Issue 6: GET member/v4/practices/{id}/ (an unknown practice: 404, the not-found screen). */
export async function fetchPracticeDetails(client: ApiClient, id: string) {
  const body = await client.call('member.practiceDetails', { params: { id } });
  return body.data;
}

export function usePracticeDetails(id: string) {
  const client = useApiClient();
  return useQuery({ queryKey: findDentistKeys.practice(id), queryFn: () => fetchPracticeDetails(client, id) });
}
