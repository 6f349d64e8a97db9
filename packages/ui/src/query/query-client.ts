import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Per-query or per-mutation opt-out of the error toast: `meta: { errorToast: false }`. */
export interface PortalQueryMeta extends Record<string, unknown> {
  errorToast?: boolean;
}

/**
 * spec §9: data queries do not retry, are never stale, and refetch on focus, mount and reconnect.
 * spec §8: query and mutation errors show an error toast (the handler skips 401s).
 */
export function createPortalQueryClient(onError: (error: unknown) => void): QueryClient {
  const report = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if ((meta as PortalQueryMeta | undefined)?.errorToast === false) return;
    onError(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 0,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}
