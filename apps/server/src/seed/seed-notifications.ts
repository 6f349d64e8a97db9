// Messages to users, some read and some not, dated in the recent past.
import type { NotificationKind } from '@dental/domain';
import { notifications } from '../db/schema/index.js';
import type { SeedContext } from './seed-context.js';
import { addDays, atHour } from './seed-dates.js';

export interface NotificationSpec {
  kind: NotificationKind;
  title: string;
  body: string;
  daysAgo: number;
  read: boolean;
}

export function seedNotification(ctx: SeedContext, userId: number, spec: NotificationSpec): void {
  const createdAt = atHour(addDays(ctx.today, -spec.daysAgo), 15);
  ctx.batch.add(notifications, {
    id: ctx.ids.take(notifications),
    userId,
    kind: spec.kind,
    title: spec.title,
    body: spec.body,
    createdAt,
    readAt: spec.read ? new Date(createdAt.getTime() + 3_600_000) : null,
  });
}

const MEMBER_MESSAGES: readonly Omit<NotificationSpec, 'daysAgo' | 'read'>[] = [
  {
    kind: 'claim',
    title: 'Your claim was processed',
    body: 'A recent visit has been processed. See Receipts for what your plan paid.',
  },
  {
    kind: 'estimate',
    title: 'New estimate',
    body: 'Your dentist sent an estimate for proposed treatment. See Estimates for the details.',
  },
  {
    kind: 'benefit',
    title: 'Your benefits renew on January 1',
    body: 'Your annual maximum resets at the start of the new benefit year.',
  },
  { kind: 'benefit', title: 'Your ID card is ready', body: 'Show your digital ID card at your next visit.' },
  {
    kind: 'general',
    title: 'Time for a check-up',
    body: 'Your plan covers preventive visits in full at in-network dentists.',
  },
];

/** A few member messages: `unread` of them not yet read, the rest read. */
export function seedMemberNotifications(ctx: SeedContext, userId: number, total: number, unread: number): void {
  const messages = ctx.rng.sample(MEMBER_MESSAGES, total);
  messages.forEach((message, i) => {
    seedNotification(ctx, userId, { ...message, daysAgo: i * ctx.rng.int(3, 20) + 1, read: i >= unread });
  });
}
