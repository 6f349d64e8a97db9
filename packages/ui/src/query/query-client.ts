import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';

/**
 * Per-query or per-mutation opt-out of the error toast: `meta: { errorToast: false }`, or a function that
 * says which errors get one (a field error the screen shows on its form needs none).
 */
export interface PortalQueryMeta extends Record<string, unknown> {
  errorToast?: boolean | ((error: unknown) => boolean);
}

/** How long the first screen's answers, fetched just before it first rendered, count as fresh (decision 0031). */
export const FIRST_SCREEN_FRESH_MS = 15_000;

// Queries answered for the first screen before React started: mounting them must not fetch them again.
const firstScreenQueries = new WeakSet<Query>();

/** Marks every query now in the cache as the first screen's (mountPortal, after its prefetch). */
export function markFirstScreenQueries(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) firstScreenQueries.add(query);
}

/**
 * spec §9: data queries do not retry, are never stale, and refetch on focus, mount and reconnect.
 * spec §8: query and mutation errors show an error toast (the handler skips 401s).
 */
export function createPortalQueryClient(onError: (error: unknown) => void): QueryClient {
  const report = (error: unknown, meta: PortalQueryMeta | undefined) => {
    const toast = meta?.errorToast;
    if (toast === false || (typeof toast === 'function' && !toast(error))) return;
    onError(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        retry: false,
        // Stale at once (refetched on every mount), but for the first screen's answers just fetched for it.
        staleTime: (query) => (firstScreenQueries.has(query) ? FIRST_SCREEN_FRESH_MS : 0),
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
