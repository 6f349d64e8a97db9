import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Per-query or per-mutation opt-out of the error toast: `meta: { errorToast: false }`, or a function that
 * says which errors get one (a field error the screen shows on its form needs none).
 */
export interface PortalQueryMeta extends Record<string, unknown> {
  errorToast?: boolean | ((error: unknown) => boolean);
}

/**
 * spec §9: data queries do not retry, are never stale, and refetch on focus, mount and reconnect.
 * spec §8: query and mutation errors show an error toast (the handler skips 401s).
 */
export function createPortalQueryClient(onError: (error: unknown) => void): QueryClient {
  const report = (error: unknown, meta: Record<string, unknown> | undefined) => {
    const toast = (meta as PortalQueryMeta | undefined)?.errorToast;
    if (toast === false || (typeof toast === 'function' && !toast(error))) return;
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
