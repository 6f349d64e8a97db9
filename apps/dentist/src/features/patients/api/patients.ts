import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticePatientsQuery } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';

/** STYLE "API client and queries": the patients list's query keys. */
export const patientsKeys = {
  all: ['practice-patients'] as const,
  list: (query: PracticePatientsQuery) => [...patientsKeys.all, query] as const,
};

/** Issue 16 item 6: GET dentist/v1/patients/. */
export function practicePatientsQuery(client: ApiClient, query: PracticePatientsQuery) {
  return queryOptions({
    queryKey: patientsKeys.list(query),
    queryFn: async () => client.call('dentist.practicePatients', { query }),
  });
}

/** The patients list (the previous page stays shown while the next loads). */
export function usePracticePatients(query: PracticePatientsQuery) {
  return useQuery({ ...practicePatientsQuery(useApiClient(), query), placeholderData: keepPreviousData });
}
