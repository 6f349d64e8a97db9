import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { NotificationStore } from '../notifications/notification-store';
import { errorToaster } from './error-toast';
import { createPortalQueryClient } from './query-client';

describe('createPortalQueryClient (spec §9)', () => {
  it('never retries, is never stale and refetches on focus, mount and reconnect', () => {
    const defaults = createPortalQueryClient(vi.fn()).getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      staleTime: 0,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      refetchOnReconnect: true,
    });
    expect(defaults.mutations?.retry).toBe(false);
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

  it('skips the toast for calls that opt out', async () => {
    const onError = vi.fn();
    const client = createPortalQueryClient(onError);
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new Error('x')), meta: { errorToast: false } })
      .catch(() => undefined);
    expect(onError).not.toHaveBeenCalled();
  });
});
