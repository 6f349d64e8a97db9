import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { NotificationStore } from '../notifications/notification-store';
import { errorToaster } from './error-toast';
import { FIRST_SCREEN_FRESH_MS, createPortalQueryClient, markFirstScreenQueries } from './query-client';

describe('createPortalQueryClient (spec §9)', () => {
  it('never retries and refetches on focus, mount and reconnect', () => {
    const defaults = createPortalQueryClient(vi.fn()).getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      refetchOnReconnect: true,
    });
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('is stale at once, but for the first screen answers fetched just before it mounted (decision 0031)', async () => {
    const client = createPortalQueryClient(vi.fn());
    await client.prefetchQuery({ queryKey: ['first'], queryFn: () => 'first screen' });
    markFirstScreenQueries(client);
    await client.prefetchQuery({ queryKey: ['later'], queryFn: () => 'later' });
    // What a screen mounting them would see (its observer takes the client's default staleTime).
    const staleOnMount = (key: string) => new QueryObserver(client, { queryKey: [key] }).getCurrentResult().isStale;
    expect(staleOnMount('first')).toBe(false);
    expect(staleOnMount('later')).toBe(true);
    // Past its fresh window the first screen's answer is stale like any other.
    vi.useFakeTimers({ now: Date.now() + FIRST_SCREEN_FRESH_MS + 1 });
    try {
      expect(staleOnMount('first')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("toasts only the errors a query's errorToast function picks (a field error shown on the form: none)", async () => {
    const notifications = new NotificationStore();
    const client = createPortalQueryClient(errorToaster(notifications, () => 'help@dental.test'));
    const meta = {
      errorToast: (error: unknown) => !(error instanceof ApiError && error.fieldErrors.zip !== undefined),
    };
    await client
      .fetchQuery({
        queryKey: ['zip'],
        meta,
        queryFn: () =>
          Promise.reject(new ApiError('Unknown zip code', { status: 400, fieldErrors: { zip: 'Unknown zip code' } })),
      })
      .catch(() => undefined);
    expect(notifications.getSnapshot()).toBeNull();
    await client
      .fetchQuery({ queryKey: ['down'], meta, queryFn: () => Promise.reject(new ApiError('Down.', { status: 503 })) })
      .catch(() => undefined);
    expect(notifications.getSnapshot()).toMatchObject({ severity: 'error', message: 'Down.' });
  });

  it('toasts query and mutation errors, but not a 401', async () => {
    const notifications = new NotificationStore();
    const client = createPortalQueryClient(errorToaster(notifications, () => 'help@dental.test'));
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new ApiError('Not found.', { status: 404 })) })
      .catch(() => undefined);
    expect(notifications.getSnapshot()).toMatchObject({ severity: 'error', message: 'Not found.' });
    notifications.close();

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new ApiError('x', { status: 401, silent: true })) })
      .execute(undefined)
      .catch(() => undefined);
    expect(notifications.getSnapshot()).toBeNull();

    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new Error('boom')) })
      .execute(undefined)
      .catch(() => undefined);
    expect(notifications.getSnapshot()?.message).toBe(
      "Sorry! There's a problem on our end. If the issue persists, contact the provider at help@dental.test.",
    );
  });

  it('shows no toast for a call dropped on signing out (an AbortError)', async () => {
    const notifications = new NotificationStore();
    const client = createPortalQueryClient(errorToaster(notifications, () => 'help@dental.test'));
    await client
      .fetchQuery({ queryKey: ['dropped'], queryFn: () => Promise.reject(new DOMException('aborted', 'AbortError')) })
      .catch(() => undefined);
    expect(notifications.getSnapshot()).toBeNull();
  });

  it('opens the reconnect banner instead of a toast when the API gives no answer while it applies (spec §2, §9)', async () => {
    const notifications = new NotificationStore();
    let signedInAndOnline = true;
    const client = createPortalQueryClient(
      errorToaster(
        notifications,
        () => 'help@dental.test',
        () => signedInAndOnline,
      ),
    );
    const unreachable = () =>
      Promise.reject(new ApiError('The product is unavailable, try again later', { status: undefined }));
    await client.fetchQuery({ queryKey: ['c'], queryFn: unreachable }).catch(() => undefined);
    const banner = notifications.getSnapshot();
    expect(banner).toMatchObject({ reconnect: true, message: 'The product is unavailable, try again later' });
    // More calls failing the same way keep the one banner and its countdown.
    await client.fetchQuery({ queryKey: ['d'], queryFn: unreachable }).catch(() => undefined);
    expect(notifications.getSnapshot()?.id).toBe(banner?.id);
    notifications.close();

    // Signed out, or offline (the offline error page's case): the plain error toast.
    signedInAndOnline = false;
    await client.fetchQuery({ queryKey: ['e'], queryFn: unreachable }).catch(() => undefined);
    expect(notifications.getSnapshot()).toMatchObject({
      severity: 'error',
      message: 'The product is unavailable, try again later',
    });
    expect(notifications.getSnapshot()?.reconnect).toBeUndefined();
  });

  it('skips the toast for calls that opt out', async () => {
    const onError = vi.fn();
    const client = createPortalQueryClient(onError);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('x')), meta: { errorToast: false } })
      .catch(() => undefined);
    expect(onError).not.toHaveBeenCalled();
  });
});
