// The one way features tell a member something (issue 4: email changed, password changed; later receipts,
// estimates, past-due instalments and reimbursement decisions). Called inside the transaction of the
// event, so the notification exists exactly when the event does.
import type { NotificationKind } from '@dental/domain';
import { notifications } from '../../../db/schema/index.js';
import type { DbOrTx } from '../../../platform/transaction.js';

/** Adds an unread notification for a member user. */
export async function notify(
  tx: DbOrTx,
  userId: number,
  kind: NotificationKind,
  title: string,
  body: string,
): Promise<void> {
  await tx.insert(notifications).values({ userId, kind, title, body });
}

import { notifyHouseholdStatement } from './notifications.repository.js';

export { notifyHouseholdStatement };

/** Adds an unread notification for each member user of the household (each sees its receipts and estimates). */
export async function notifyHousehold(
  tx: DbOrTx,
  householdId: number,
  kind: NotificationKind,
  title: string,
  body: string,
): Promise<void> {
  await tx.execute(notifyHouseholdStatement(householdId, kind, title, body));
}
