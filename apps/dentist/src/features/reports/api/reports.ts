import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitsReportQuery } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';

/** STYLE "API client and queries": the visits report's query keys. */
export const reportsKeys = {
  all: ['reports'] as const,
  visits: (query: VisitsReportQuery) => [...reportsKeys.all, 'visits', query] as const,
  choices: () => [...reportsKeys.all, 'choices'] as const,
};

/** Issue 16 item 6: GET dentist/v1/reports/visits/. */
export function visitsReportQuery(client: ApiClient, query: VisitsReportQuery) {
  return queryOptions({
    queryKey: reportsKeys.visits(query),
    queryFn: async () => client.call('dentist.visitsReport', { query }),
  });
}

/** The report, idle while the filters are not valid. */
export function useVisitsReport(query: VisitsReportQuery | null) {
  return useQuery({
    ...visitsReportQuery(useApiClient(), query ?? { date_from: '', date_to: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET dentist/v1/visit-choices/: the practice's dentists and locations, for the report's filters. */
export function reportChoicesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: reportsKeys.choices(),
    queryFn: async () => (await client.call('dentist.visitChoices', {})).data,
  });
}

export function useReportChoices() {
  return useQuery(reportChoicesQuery(useApiClient()));
}
