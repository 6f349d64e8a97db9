// Decisions 0031 and 0063: a route module's `prefetch`, the calls its first screen makes, started before its
// first render when it opens first, and made by the server when it draws the page. Each drawn page's module
// lists its own; the signed-in frame's (the router's `signedInPrefetch`) go with every one.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient, RoutePrefetch } from '@dental/ui';
import { lockStateQuery, practiceKeys, practiceProfileQuery } from '../features/practice/api/practice';

/** A query's options made with queryOptions(...) from the API client, as the features' api modules export them. */
export type QueryOf = (client: ApiClient) => { queryKey: QueryKey };

/** Puts each query's answer in the cache. prefetchQuery never throws: a failed call is the page's query's to show. */
export function prefetchQueries(...queries: QueryOf[]): RoutePrefetch {
  return ({ client, queryClient }) =>
    Promise.all(queries.map((query) => queryClient.prefetchQuery(query(client) as FetchQueryOptions)));
}

/**
 * The signed-in frame's calls on every page: the practice (the navigation's bank warning) and whether this
 * session's screen is locked (the top bar's Lock screen action, and the lock screen over the page).
 */
export const prefetchFrame = prefetchQueries(practiceProfileQuery, lockStateQuery);

/**
 * A locked screen is drawn by the browser only (its lock is a dialog over the page, which the server does not
 * draw): a page drawn for a locked session would show the practice's patients before, or without, the lock.
 */
export function lockedScreen(queryClient: QueryClient): string | null {
  const lock = queryClient.getQueryData<{ locked: boolean }>(practiceKeys.lock());
  return lock?.locked ? 'the screen is locked' : null;
}
