import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DentistSearchQuery, DentistSearchResponse } from '@dental/domain';
import { ApiError, useApiClient, type ApiClient } from '@dental/ui';
import { findDentistKeys } from './find-dentist-keys';

/** Results per page: the list and the pins show the same page. */
export const DENTIST_PAGE_SIZE = 20;

/** Issue 6: GET member/v4/dentist-search/ with the URL's search (zip or point, radius, filters, page). */
export async function fetchDentistSearch(client: ApiClient, query: DentistSearchQuery): Promise<DentistSearchResponse> {
  return client.call('member.dentistSearch', { query: { ...query, page_size: String(DENTIST_PAGE_SIZE) } });
}

/** The search's query (read by the page and by its prefetch when the server draws it, decision 0034). */
export function dentistSearchQuery(client: ApiClient, query: DentistSearchQuery) {
  return queryOptions({
    queryKey: findDentistKeys.search(query),
    queryFn: () => fetchDentistSearch(client, query),
  });
}

/** The search; disabled (idle) until the URL holds a place to search from. */
export function useDentistSearch(query: DentistSearchQuery | null) {
  const client = useApiClient();
  return useQuery({
    ...dentistSearchQuery(client, query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    // An unknown zip is said on the zip field (issue 17 item 24), not in a toast as well.
    meta: { errorToast: (error: unknown) => !(error instanceof ApiError && error.fieldErrors.zip !== undefined) },
  });
}
