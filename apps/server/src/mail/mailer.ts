// Outgoing mail (issue 3): nodemailer over real SMTP, to SMTP_URL or to the in-process catcher.
import nodemailer from 'nodemailer';
import type { Env } from '../config/env.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';

/** One message to one person: a plain-text body and a simple HTML one. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; the only way the server reaches anyone's inbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** MAIL_FROM, or no-reply at the domain of the support address. */
export function mailFromOf(env: Env): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const domain = env.SUPPORT_EMAIL.slice(env.SUPPORT_EMAIL.lastIndexOf('@') + 1);
  return `no-reply@${domain}`;
}

/** A mailer that sends over SMTP to `url` (smtp://user:pass@host:port or smtps://...). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transport.close(),
  };
}

/** The mail of a running server: the mailer, the catcher it sends to when there is no SMTP_URL, and how to stop both. */
export interface ServerMail {
  mailer: Mailer;
  catcher: MailCatcher | undefined;
  stop(): Promise<void>;
}

/** SMTP_URL when set; otherwise one in-process catcher that every portal app sends to over SMTP. */
export async function startServerMail(env: Env): Promise<ServerMail> {
  const from = mailFromOf(env);
  if (env.SMTP_URL) {
    const mailer = createSmtpMailer({ url: env.SMTP_URL, from });
    return { mailer, catcher: undefined, stop: async () => mailer.close() };
  }
  const catcher = await startMailCatcher();
  const mailer = createSmtpMailer({ url: catcher.smtpUrl, from });
  return {
    mailer,
    catcher,
    async stop() {
      mailer.close();
      await catcher.stop();
    },
  };
}
