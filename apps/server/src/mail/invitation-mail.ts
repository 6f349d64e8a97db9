// The invitation mail of a portal user (decision 0029; issue 27 item 1, decision 0058): who invites, to which
// portal and as what, the single-use link and how long it works. Plain text and a simple HTML version.
import { PORTAL_CONFIG, type Portal } from '@dental/domain';
import type { OutgoingMail } from './mailer.js';
import { escapeHtml } from './html.js';

export interface InvitationMailInput {
  to: string;
  /** The practice or company that invites. */
  inviter: string;
  portal: Portal;
  /** What the invitee will be there ('its front desk'). */
  asWhat: string;
  link: string;
  validDays: number;
}

/** The invitation mail: "{inviter} invites you to use the {portal} as {asWhat}." and the link. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const title = PORTAL_CONFIG[input.portal].title;
  const invitation = `${input.inviter} invites you to use the ${title} as ${input.asWhat}.`;
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
