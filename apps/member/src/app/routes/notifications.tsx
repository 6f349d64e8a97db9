import { useState } from 'react';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useMarkNotificationRead,
  useNotificationsPage,
} from '../../features/notifications/api/notifications';
import { NotificationsList } from '../../features/notifications/components/notifications-list';
import { useUnread } from '../../shared/api/unread';
import { useWording } from '../../shared/hooks/use-wording';
import { EmptyState, LoadError, LoadingLines, PageTitle, PageNumbers } from '@dental/ui';

/** spec §2 /notifications: every notification, read and unread; opening one marks it read. */
export function Component() {
  const word = useWording();
  const [page, setPage] = useState(1);
  const unreadQuery = useUnread();
  const unread = unreadQuery.data?.total_unread_count;
  // spec §7: the list is fetched only when the unread count is above 0. A list already loaded stays on
  // screen when the count drops to 0 (opening the last unread one).
  const list = useNotificationsPage(page, unread !== undefined && unread > 0);
  const nothingNew = unread === 0 && list.data === undefined;
  const markRead = useMarkNotificationRead();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.meta.total / NOTIFICATIONS_PAGE_SIZE)) : 1;
  const lead =
    unread === undefined
      ? undefined
      : unread === 0
        ? 'You have no unread notifications.'
        : `You have ${unread} unread.`;
  return (
    <>
      <PageTitle lead={lead}>Notifications</PageTitle>
      {list.isPending && !nothingNew && !unreadQuery.isError && (
        <LoadingLines lines={5} label="Loading notifications" />
      )}
      {unreadQuery.isError && <LoadError what="your notifications" onRetry={() => void unreadQuery.refetch()} />}
      {nothingNew && <EmptyState>You have no new notifications.</EmptyState>}
      {list.isError && <LoadError what="your notifications" onRetry={() => void list.refetch()} />}
      {list.data && list.data.data.length === 0 && <EmptyState>You have no notifications yet.</EmptyState>}
      {list.data && list.data.data.length > 0 && (
        <>
          <NotificationsList notifications={list.data.data} onOpen={(item) => markRead.mutate(item.id)} word={word} />
          <PageNumbers count={pages} page={page} onChange={setPage} label="Notification pages" />
        </>
      )}
    </>
  );
}
