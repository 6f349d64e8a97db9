import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PracticePatientsQuery } from '@dental/domain';
import { useApiClient } from '@dental/ui';

/** STYLE "API client and queries": the patients list's query keys. */
export const patientsKeys = {
  all: ['practice-patients'] as const,
  list: (query: PracticePatientsQuery) => [...patientsKeys.all, query] as const,
};

/** Issue 16 item 6: GET dentist/v1/patients/ (the previous page stays shown while the next loads). */
export function usePracticePatients(query: PracticePatientsQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: patientsKeys.list(query),
    queryFn: async () => client.call('dentist.practicePatients', { query }),
    placeholderData: keepPreviousData,
  });
}
