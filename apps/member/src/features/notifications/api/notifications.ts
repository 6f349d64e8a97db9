import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsResponse } from '@dental/domain';
import { useApiClient, type ApiClient } from '@dental/ui';
import { memberKeys } from '../../../shared/api/query-keys';

/** Notifications per page on /notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** spec §7: GET member/v4/benefit/notifications/ (paginated, newest first). */
export async function fetchNotifications(client: ApiClient, page: number): Promise<NotificationsResponse> {
  const query = { page: String(page), page_size: String(NOTIFICATIONS_PAGE_SIZE) };
  return client.call('member.notifications', { query });
}

/**
 * The /notifications page lists read and unread notifications, a page at a time. spec §7: the list is fetched
 * only when the unread count is above 0 (`enabled` false until the count is known and positive).
 */
export function useNotificationsPage(page: number, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...memberKeys.notifications(), { page }],
    queryFn: () => fetchNotifications(client, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST member/v4/benefit/notifications/{id}/read/: opening a notification marks it read. */
export async function markNotificationRead(client: ApiClient, id: number): Promise<Notification> {
  const body = await client.call('member.markNotificationRead', { params: { id: String(id) } });
  return body.data;
}

/** Marks read, then refreshes the list and the header's unread badge. */
export function useMarkNotificationRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(client, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.unread() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.notifications() }),
      ]),
  });
}
