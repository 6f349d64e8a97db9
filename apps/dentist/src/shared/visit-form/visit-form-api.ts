// The calls the record-visit and new-estimate forms share (issue 16 items 4 and 5): the practice's pickers and
// the engine's inputs for a patient on a date. Shared here because features do not import each other.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { VisitPricingQuery, VisitsQuery } from '@dental/domain';
import { ApiError, useApiClient, type ApiClient } from '@dental/ui';

/** STYLE "API client and queries": the visits screens' query keys. */
export const visitKeys = {
  all: ['visits'] as const,
  list: (query: VisitsQuery) => [...visitKeys.all, 'list', query] as const,
  one: (id: number) => [...visitKeys.all, 'one', id] as const,
  choices: () => [...visitKeys.all, 'choices'] as const,
  pricing: (query: VisitPricingQuery) => [...visitKeys.all, 'pricing', query] as const,
  cards: (id: number) => [...visitKeys.all, 'cards', id] as const,
};

/** GET dentist/v1/visit-choices/: the practice's dentists and locations. */
export function visitChoicesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: visitKeys.choices(),
    queryFn: async () => (await client.call('dentist.visitChoices', {})).data,
  });
}

export function useVisitChoices() {
  return useQuery(visitChoicesQuery(useApiClient()));
}

/**
 * GET dentist/v1/visit-pricing/: the engine's inputs for the patient on the visit date (audited and throttled
 * as a look-up, decision 0030). Its 404 is "no member matches these keys", a typing slip the patient card says
 * in place: not the not-found page (spec §8's default for a 404, which threw the whole form away) nor an error
 * toast besides. Stale at once (the portal's default) but as the first screen's answer: a link's patient, found
 * for the page once, by the route's `prefetch` or at the server (decisions 0031 and 0063).
 */
export function visitPricingQuery(client: ApiClient, query: VisitPricingQuery) {
  return queryOptions({
    queryKey: visitKeys.pricing(query),
    queryFn: async () => (await client.call('dentist.visitPricing', { query, skipNotFoundRedirect: true })).data,
    retry: false,
    meta: { errorToast: (error: unknown) => !(error instanceof ApiError && error.status === 404) },
  });
}

/** The pricing of the patient found, idle until one is. */
export function useVisitPricing(query: VisitPricingQuery | null) {
  const options = visitPricingQuery(
    useApiClient(),
    query ?? { member_id: '', date_of_birth: '', appointment_date: '' },
  );
  return useQuery({ ...options, queryFn: query === null ? skipToken : options.queryFn });
}
