// The mail with the fallback sign-in code (decision 0025): plain text and a simple HTML version, same words.
import { PORTAL_CONFIG, type Portal } from '@dental/domain';
import { escapeHtml } from '../../../mail/html.js';
import type { OutgoingMail } from '../../../mail/mailer.js';

export function mfaCodeMail(input: {
  to: string;
  firstName: string;
  portal: Portal;
  code: string;
  validMinutes: number;
}): OutgoingMail {
  const title = PORTAL_CONFIG[input.portal].title;
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const lead = `Your ${title} sign-in code is:`;
  const rule = `It works once, within ${input.validMinutes} minutes.`;
  const warning = 'If you are not signing in right now, someone knows your password: please change it.';
  return {
    to: input.to,
    subject: `Your ${title} sign-in code`,
    text: [greeting, '', lead, '', input.code, '', rule, warning].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lead)}</p>`,
      `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(input.code)}</strong></p>`,
      `<p>${escapeHtml(rule)} ${escapeHtml(warning)}</p>`,
    ].join('\n'),
  };
}
