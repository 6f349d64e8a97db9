// The mail outbox (issue 25 item 5, decision 0041): mail is a durable job of the 'mail' kind. The apps'
// mailer enqueues (outboxMailer) and the job runner sends over SMTP, retrying a server that is down or
// refuses, so a sign-up link, a reset link or an invitation is not lost to a crash or an SMTP outage.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { enqueueJob, wakeJobRunners, type JobKind, type JobSpec } from '../platform/jobs/index.js';
import type { Mailer, OutgoingMail } from './mailer.js';

const queuedMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
type QueuedMail = z.infer<typeof queuedMail>;

/** Tries of one message before it is given up: about a day at the longest wait. */
export const MAIL_MAX_ATTEMPTS = 100;
/** The longest wait between two tries of one message. */
const MAIL_MAX_BACKOFF_MS = 15 * 60_000;
/** The wait after the `attempts`-th failed try: 30 s, 1, 2, 4, 8 minutes, then 15 minutes each time. */
export const mailBackoffMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAIL_MAX_BACKOFF_MS);

/** The mail kind as enqueuers know it. */
export const MAIL_JOB: JobSpec<QueuedMail> = {
  name: 'mail',
  payload: queuedMail,
  keyOf: (mail) => mail.id,
  // Issue 29 item 4: an SMTP server down for an hour (or a day) loses nothing. The wait doubles from 30 s to
  // 15 minutes and stays there: a message is tried for about a day (100 tries) before it is given up, and sent
  // within 15 minutes of the server's return. A reset link that old is refused by its own expiry, as it
  // would be if the person opened it late.
  retry: { maxAttempts: MAIL_MAX_ATTEMPTS, backoffMs: mailBackoffMs },
  // Its text holds a sign-in, reset or invitation link: kept only until it is sent.
  forgetPayloadWhenDone: true,
};

/** What is safe to keep of an SMTP failure: its codes, never the message (it may name the recipient). */
function smtpFailureOf(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : null, typeof responseCode === 'number' ? responseCode : null];
  return `mail not sent: ${parts.filter((part) => part !== null).join(' ') || 'SMTP failure'}`;
}

/** The mail kind with its sender: the runner hands each queued mail to `mailer` (SMTP). */
export function mailJobKind(mailer: Mailer): JobKind<QueuedMail> {
  return {
    ...MAIL_JOB,
    async handle(mail) {
      const outgoing: OutgoingMail = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
      try {
        await mailer.send(outgoing);
      } catch (error) {
        throw new Error(smtpFailureOf(error));
      }
    },
  };
}

/**
 * The apps' mailer: each message becomes a mail job, and this process's runner is woken to send it now.
 * Its run time is the wall clock's (a test's manual clock must not hold a mail back).
 */
export function outboxMailer(db: Database): Mailer {
  return {
    async send(mail) {
      await enqueueJob(db, MAIL_JOB, { id: randomUUID(), ...mail }, new Date());
      wakeJobRunners();
    },
    // The runner's mailer holds the connection; there is nothing here to close.
    close: () => undefined,
  };
}
