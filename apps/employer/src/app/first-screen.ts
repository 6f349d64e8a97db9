// Decisions 0031 and 0063 (0067 for this portal): a route module's `prefetch`, the calls its first screen makes,
// started before its first render when it opens first, and made by the server when it draws the page. Each drawn
// page's module lists its own; the employer's signed-in frame (navigation, top bar) makes no call of its own.
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { isBankVerified } from '@dental/domain';
import type { ApiClient, RoutePrefetch } from '@dental/ui';
import { companyProfileQuery } from '../shared/company-profile';

/** A query's options made with queryOptions(...) from the API client, as the features' api modules export them. */
export type QueryOf = (client: ApiClient) => { queryKey: QueryKey };

/** Puts each query's answer in the cache. prefetchQuery never throws: a failed call is the page's query's to show. */
export function prefetchQueries(...queries: QueryOf[]): RoutePrefetch {
  return ({ client, queryClient }) =>
    Promise.all(queries.map((query) => queryClient.prefetchQuery(query(client) as FetchQueryOptions)));
}

/**
 * The company profile (the enrolment controls' EDI lock, the invoices' bank gate), then `whenVerified`'s queries
 * once the profile says the bank is verified: before that the invoice pages show the gate, not their calls.
 */
export function prefetchBehindBankGate(whenVerified: (client: ApiClient) => QueryOf[]): RoutePrefetch {
  return async ({ client, queryClient }) => {
    const profile = await queryClient.fetchQuery(companyProfileQuery(client)).catch(() => null);
    if (profile && isBankVerified(profile.bank_status))
      await prefetchQueries(...whenVerified(client))({ client, queryClient, search: '' });
  };
}

/** The profile's query, for the modules whose page reads it (`prefetchQueries(companyProfile, ...)`). */
export const companyProfile: QueryOf = companyProfileQuery;
