import { describe, expect, it } from 'vitest';
import { buildNotification } from '../testing/builders.js';
import { parsed } from '../testing/schema-testing.js';
import { notificationsResponseSchema, shouldFetchNotifications, unreadResponseSchema } from './notifications.js';

describe('notifications (spec §3, §7)', () => {
  it('reads the unread count', () => {
    const body = { data: { total_unread_count: 3 } };
    expect(parsed(unreadResponseSchema, body)).toEqual(body);
    expect(unreadResponseSchema.safeParse({ data: { total_unread_count: -1 } }).success).toBe(false);
  });

  it('fetches the list only when the unread count is above 0', () => {
    expect(shouldFetchNotifications({ total_unread_count: 1 })).toBe(true);
    expect(shouldFetchNotifications({ total_unread_count: 0 })).toBe(false);
    expect(shouldFetchNotifications(undefined)).toBe(false);
  });

  it('parses a page of notifications', () => {
    const body = {
      data: [buildNotification(), buildNotification({ id: 2, read_at: '2025-01-06T08:00:00.000Z' })],
      meta: { page: 1, page_size: 20, total: 2 },
    };
    expect(parsed(notificationsResponseSchema, body)).toEqual(body);
    const unknownKind = { ...body, data: [{ ...buildNotification(), kind: 'spam' }] };
    expect(notificationsResponseSchema.safeParse(unknownKind).success).toBe(false);
  });
});
