// The mails of sign-up, verification and email change: plain text and simple HTML with the same words.
import type { OutgoingMail } from '../../../mail/mailer.js';
import { escapeHtml } from '../../../mail/html.js';

/** A short mail: a greeting, paragraphs, an optional link with its label, and a closing line. */
export function memberMail(input: {
  to: string;
  subject: string;
  firstName?: string | null;
  paragraphs: string[];
  link?: { url: string; label: string };
  closing?: string;
}): OutgoingMail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.link ? [input.link.url, ''] : []),
    ...(input.closing ? [input.closing] : []),
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(input.link ? [`<p><a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.label)}</a></p>`] : []),
    ...(input.closing ? [`<p>${escapeHtml(input.closing)}</p>`] : []),
  ];
  return { to: input.to, subject: input.subject, text: text.join('\n').trimEnd(), html: html.join('\n') };
}
