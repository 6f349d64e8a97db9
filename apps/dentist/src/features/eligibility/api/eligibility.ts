import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { BenefitSearchQuery, EligibilityQuery } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';

/** STYLE "API client and queries": the eligibility page's query keys (read-only look-ups). */
export const eligibilityKeys = {
  all: ['eligibility'] as const,
  /** `round` counts the form's submits: each is a look-up of its own (issue 26 item 7). */
  lookUp: (query: EligibilityQuery, round = 0) => [...eligibilityKeys.all, 'look-up', query, round] as const,
  benefitSearch: (query: BenefitSearchQuery) => [...eligibilityKeys.all, 'benefit-search', query] as const,
};

/**
 * Issue 16 item 3: GET dentist/v1/eligibility/ (audited and throttled per user). Coverage changes with every
 * visit: each submit is a new look-up (its own `round`), and any query is stale at once but the first screen's
 * answer (a link's look-up, made once for the page: decisions 0031 and 0063).
 */
export function eligibilityQuery(client: ApiClient, query: EligibilityQuery, round = 0) {
  return queryOptions({
    queryKey: eligibilityKeys.lookUp(query, round),
    queryFn: async () => (await client.call('dentist.eligibility', { query })).data,
  });
}

/** The look-up, idle until the form is submitted valid. */
export function useEligibility(query: EligibilityQuery | null, round = 0) {
  const options = eligibilityQuery(useApiClient(), query ?? { date_of_birth: '' }, round);
  return useQuery({ ...options, queryFn: query === null ? skipToken : options.queryFn });
}

/** GET dentist/v1/eligibility/benefit-search/ for the chosen patient's keys and codes. */
export function useBenefitSearch(query: BenefitSearchQuery | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: eligibilityKeys.benefitSearch(query ?? { date_of_birth: '', codes: '' }),
    queryFn: query === null ? skipToken : async () => (await client.call('dentist.benefitSearch', { query })).data,
    staleTime: 0,
  });
}
