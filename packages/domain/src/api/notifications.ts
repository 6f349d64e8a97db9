// spec §3 and §7: unread count and the member's notifications.
import { z } from 'zod';
import { idSchema, isoDateTimeStringSchema, paginatedEnvelope, paginationQuerySchema } from './common.js';
import { dataEnvelope } from './envelope.js';

/** spec §3: unread info. */
export const unreadSchema = z.object({ total_unread_count: z.int().nonnegative() });
export type Unread = z.infer<typeof unreadSchema>;

/** spec §7: GET member/v4/unread/ (data.data). */
export const unreadResponseSchema = dataEnvelope(unreadSchema);

/** What a notification is about (spec §3: fields not shown; decided here). */
export const NOTIFICATION_KINDS = [
  'general',
  'benefit',
  'claim',
  'estimate',
  'plan_purchase',
  'payment',
  'account',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notification (designed here): read_at is null while unread. */
export const notificationSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  created_at: isoDateTimeStringSchema,
  read_at: isoDateTimeStringSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** spec §7: GET member/v4/benefit/notifications/ query (DESIGN §3: paginated). */
export const notificationsQuerySchema = paginationQuerySchema;

/** spec §7: the notifications list, newest first. */
export const notificationsResponseSchema = paginatedEnvelope(notificationSchema);
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** spec §7: the list is fetched only when the unread count is above 0. */
export function shouldFetchNotifications(unread: Unread | undefined): boolean {
  return (unread?.total_unread_count ?? 0) > 0;
}

/** Opening a notification marks it read (not in spec §7; designed here): POST .../notifications/{id}/read/. */
export const notificationReadResponseSchema = dataEnvelope(notificationSchema);
