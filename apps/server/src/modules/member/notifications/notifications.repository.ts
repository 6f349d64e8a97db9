// The queries of member notifications (STYLE: only repositories use Drizzle).
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { notifications } from '../../../db/schema/index.js';

export interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

export function notificationsRepository(db: Database) {
  // The unread badge is asked for on every page of the portal: built once, prepared once per connection.
  const unreadCountStatement = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .prepare('notifications_unread_count');

  return {
    async unreadCount(userId: number): Promise<number> {
      const [row] = await unreadCountStatement.execute({ userId });
      return row?.n ?? 0;
    },

    /** One page, newest first, with the total (one statement: the total rides along as a window count). */
    async page(userId: number, page: number, pageSize: number): Promise<{ rows: NotificationRow[]; total: number }> {
      const rows = await db
        .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
      // Past the last page the window count is not there: count on its own.
      const [row] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
      return { rows: [], total: row?.n ?? 0 };
    },

    /** Marks the user's own notification read (keeping the first read time); null when it is not theirs. */
    async markRead(userId: number, id: number, now: Date): Promise<NotificationRow | null> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning(columns);
      return row ?? null;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;

/**
 * The insert of one unread notification for each member user of the household (a receipt or an estimate the
 * whole household sees), as a statement to run in the event's transaction, alone or after a `with`.
 */
export function notifyHouseholdStatement(
  householdId: number,
  kind: NotificationKind,
  title: string,
  body: string,
): SQL {
  return sql`insert into notifications (user_id, kind, title, body)
    select distinct user_id, ${kind}::text, ${title}::text, ${body}::text from patients
    where household_id = ${householdId} and user_id is not null`;
}
