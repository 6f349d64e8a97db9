import { useState } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { NOTIFICATIONS_PAGE_SIZE, useMarkNotificationRead, useNotificationsPage } from '../../features/notifications/api/notifications';
import { NotificationsList } from '../../features/notifications/components/notifications-list';
import { useUnread } from '../../shared/api/unread';
import { PageTitle } from '../../shared/components/page-title';
import { EmptyState, LoadError, LoadingLines } from '../../shared/components/query-states';
import { useWording } from '../../shared/hooks/use-wording';

/** spec §2 /notifications: every notification, read and unread; opening one marks it read. */
export function Component() {
  const word = useWording();
  const [page, setPage] = useState(1);
  const list = useNotificationsPage(page);
  const unread = useUnread().data?.total_unread_count;
  const markRead = useMarkNotificationRead();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.meta.total / NOTIFICATIONS_PAGE_SIZE)) : 1;
  const lead = unread === undefined ? undefined : unread === 0 ? 'You have no unread notifications.' : `You have ${unread} unread.`;
  return (
    <>
      <PageTitle lead={lead}>Notifications</PageTitle>
      {list.isPending && <LoadingLines lines={5} label="Loading notifications" />}
      {list.isError && <LoadError what="your notifications" onRetry={() => void list.refetch()} />}
      {list.data && list.data.data.length === 0 && <EmptyState>You have no notifications yet.</EmptyState>}
      {list.data && list.data.data.length > 0 && (
        <>
          <NotificationsList notifications={list.data.data} onOpen={(item) => markRead.mutate(item.id)} word={word} />
          {pages > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} aria-label="Notification pages" />
            </Box>
          )}
        </>
      )}
    </>
  );
}
