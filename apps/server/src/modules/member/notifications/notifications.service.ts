// spec §3 and §7: unread count, the notifications list and marking one read.
import { DEFAULT_PAGE_SIZE, NOTIFICATION_KINDS, type Notification, type NotificationKind } from '@dental/domain';
import { NotFoundError } from '../../../http/errors.js';
import type { MemberCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

export { notify } from './notify.js';

/** The contract kind of a stored kind; a kind the contract does not know reads as 'general'. */
export function notificationKindOf(stored: string): NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(stored) ? (stored as NotificationKind) : 'general';
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: notificationKindOf(row.kind),
    title: row.title,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  };
}

export function notificationsService(deps: { repo: NotificationsRepository; clock: Clock }) {
  return {
    async unread(caller: MemberCaller) {
      return { total_unread_count: await deps.repo.unreadCount(caller.actor.userId) };
    },
    async list(caller: MemberCaller, query: { page?: number | undefined; page_size?: number | undefined }) {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
      const { rows, total } = await deps.repo.page(caller.actor.userId, page, pageSize);
      return { data: rows.map(toNotification), meta: { page, page_size: pageSize, total } };
    },
    /** Another user's notification, or none: 404 (DESIGN §3). */
    async markRead(caller: MemberCaller, id: number): Promise<Notification> {
      const row = await deps.repo.markRead(caller.actor.userId, id, deps.clock());
      if (!row) throw new NotFoundError();
      return toNotification(row);
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
