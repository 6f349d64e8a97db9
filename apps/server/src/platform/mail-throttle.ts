// Silent throttling of mail sent by anonymous or enumeration-safe calls: over the limit, the caller gets
// the same answer and no mail is sent.

/** Where the mail requests are counted (the member codes repository keeps them in `member_mail_requests`). */
export interface MailRequestLog {
  /** Counts the requests since `since` for the account key and for the address, then records this one, atomically. */
  recordRequest(
    request: { at: Date; accountKey: string; ip: string },
    since: Date,
  ): Promise<{ account: number; ip: number }>;
  deleteRequestsBefore(before: Date): Promise<void>;
}

export const MAIL_WINDOW_MS = 3_600_000;
/** Mails per account key and per client address per hour. */
export const MAX_MAILS_PER_ACCOUNT = 5;
export const MAX_MAILS_PER_ADDRESS = 20;
const RETENTION_MS = 24 * 3_600_000;
const CLEANUP_PROBABILITY = 0.02;

/** Records the request; true when it is within the limits (the requests before it leave room for it). */
export async function withinMailLimits(
  repo: MailRequestLog,
  accountKey: string,
  ip: string,
  now: Date,
): Promise<boolean> {
  const recent = await repo.recordRequest({ at: now, accountKey, ip }, new Date(now.getTime() - MAIL_WINDOW_MS));
  if (Math.random() < CLEANUP_PROBABILITY) await repo.deleteRequestsBefore(new Date(now.getTime() - RETENTION_MS));
  return recent.account < MAX_MAILS_PER_ACCOUNT && recent.ip < MAX_MAILS_PER_ADDRESS;
}
