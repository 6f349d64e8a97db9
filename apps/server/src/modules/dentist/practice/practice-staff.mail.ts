// Issue 16 item 2: the invitation mail of a front-desk user, the portals' invitation mail (mail/invitation-mail.ts).
import type { OutgoingMail } from '../../../mail/mailer.js';
import { invitationMail } from '../../../mail/invitation-mail.js';

export function staffInviteMail(input: {
  to: string;
  practiceName: string;
  link: string;
  validDays: number;
}): OutgoingMail {
  return invitationMail({
    to: input.to,
    inviter: input.practiceName,
    portal: 'dentist',
    asWhat: 'its front desk',
    link: input.link,
    validDays: input.validDays,
  });
}
