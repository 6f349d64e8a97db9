import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient, RoutePrefetch } from '@dental/ui';
import { benefitQuery } from './benefit';
import { customUiDataQuery } from './custom-ui-data';
import { memberUserQuery } from './member-user';
import { hasPastDuePlanPurchasesQuery, hasPlanPurchasesQuery } from './plan-purchases-presence';
import { unreadQuery } from './unread';

/**
 * The signed-in frame's calls on every page (the member for the guard and header, the unread count, the
 * navigation's wording, the benefit for the header's claim form link, whether the member has plan
 * purchases), started with each page's own: from the pages' chunks, not the portal's entry
 * (issue 8's 180 KB budget of initial JavaScript).
 */
const SIGNED_IN_FRAME: QueryOf[] = [memberUserQuery, unreadQuery, customUiDataQuery, benefitQuery];

/**
 * The header's plan purchases presence and, when there are purchases, the navigation's past-due warning: in
 * the first screen's answers (a page drawn at the server carries them), not asked after it has hydrated,
 * when each answer re-rendered the header and the page under it (issue 17, blocking time on a phone).
 */
async function prefetchPlanPurchasesPresence(client: ApiClient, queryClient: QueryClient): Promise<void> {
  const hasPurchases = await queryClient.fetchQuery(hasPlanPurchasesQuery(client)).catch(() => false);
  if (hasPurchases) await queryClient.prefetchQuery(hasPastDuePlanPurchasesQuery(client));
}

/** A query's options made with queryOptions(...) from the API client, as the shared/api modules export them. */
type QueryOf = (client: ApiClient) => { queryKey: QueryKey };

/**
 * A route module's `prefetch` (decision 0031): the page's own queries, put in the cache before its first
 * render when it opens first. prefetchQuery never throws; a failed call is the page's query's to show.
 */
export function prefetchQueries(...queries: QueryOf[]): RoutePrefetch {
  return ({ client, queryClient }) =>
    Promise.all([
      ...[...SIGNED_IN_FRAME, ...queries].map((query) => queryClient.prefetchQuery(query(client) as FetchQueryOptions)),
      prefetchPlanPurchasesPresence(client, queryClient),
    ]);
}
