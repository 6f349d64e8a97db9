// Issue 16 item 2: the invitation mail of a front-desk user: plain text and a simple HTML version.
import { PORTAL_CONFIG } from '@dental/domain';
import type { OutgoingMail } from '../../../mail/mailer.js';
import { escapeHtml } from '../../../mail/html.js';

export function staffInviteMail(input: {
  to: string;
  practiceName: string;
  link: string;
  validDays: number;
}): OutgoingMail {
  const title = PORTAL_CONFIG.dentist.title;
  const invitation = `${input.practiceName} invites you to use the ${title} as its front desk.`;
  const action = `Use this link within ${input.validDays} days to set your name and password. It works once.`;
  const ignore = 'If you did not expect this, you can ignore this email.';
  return {
    to: input.to,
    subject: `You are invited to the ${title}`,
    text: [invitation, action, '', input.link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(invitation)} ${escapeHtml(action)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
