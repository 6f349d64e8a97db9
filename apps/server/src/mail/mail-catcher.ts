// The default mail server outside prod (issue 3): one in-process SMTP server on 127.0.0.1 that every
// portal app sends to over real SMTP; it keeps the latest messages for the /dev/mail page and tests.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

/** Messages kept in memory; older ones are dropped. */
export const MAIL_CATCHER_CAPACITY = 200;
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/** A caught message as the dev mail JSON route answers it. */
export interface CaughtMail {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  received_at: string;
}

export interface MailCatcher {
  /** Where nodemailer sends: smtp://127.0.0.1:<port>. */
  readonly smtpUrl: string;
  /** Caught messages, newest first. */
  messages(): CaughtMail[];
  /** The first caught message (already caught or arriving within the timeout) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/** Starts the catcher on an ephemeral port of the loopback interface. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const waiters = new Set<(mail: CaughtMail) => void>();
  let nextId = 1;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((address) => address.address).join(', ');
          const mail: CaughtMail = {
            id: nextId++,
            to:
              recipients ||
              (parsed.to
                ? [parsed.to]
                    .flat()
                    .map((a) => a.text)
                    .join(', ')
                : ''),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            received_at: (parsed.date ?? new Date()).toISOString(),
          };
          caught.unshift(mail);
          caught.length = Math.min(caught.length, MAIL_CATCHER_CAPACITY);
          for (const waiter of waiters) waiter(mail);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A broken client connection must not take the API down.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: () => [...caught],
    waitFor(match, timeoutMs = 5_000) {
      const already = caught.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = (mail: CaughtMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
