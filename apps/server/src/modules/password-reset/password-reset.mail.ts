// The password reset mail: plain text and a simple HTML version with the same words.
import { PORTAL_CONFIG, type Portal } from '@dental/domain';
import type { OutgoingMail } from '../../mail/mailer.js';
import { escapeHtml } from '../../mail/html.js';

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  portal: Portal;
  link: string;
  validMinutes: number;
}): OutgoingMail {
  const title = PORTAL_CONFIG[input.portal].title;
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const request = `We received a request to reset the password of your ${title} account.`;
  const action = `Use this link within ${input.validMinutes} minutes to choose a new password. It works once.`;
  const ignore = 'If you did not ask for this, you can ignore this email: your password stays the same.';
  return {
    to: input.to,
    subject: `Reset your ${title} password`,
    text: [greeting, '', request, action, '', input.link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(request)} ${escapeHtml(action)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Reset your password</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
