// spec §5 and §7: email change. initiate mails a single-use, 24-hour confirmation link to the NEW address
// (and a notice to the old one) after answering; complete applies it. An address another member account
// uses gets the same answer and no change (no enumeration); its owner is told someone tried.
import { ERRORS, isSameEmail } from '@dental/domain';
import { ValidationError, appError } from '../../../http/errors.js';
import type { Mailer } from '../../../mail/mailer.js';
import { hashSecret, randomSecret } from '../../auth/index.js';
import type { Clock } from '../../../platform/clock.js';
import { notify } from '../notifications/notify.js';
import type { BackgroundTasks } from '../../../platform/background-tasks.js';
import { withinMailLimits } from '../../../platform/mail-throttle.js';
import { AUDIT_ACTIONS, writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';
import { actorAs, type Caller, type SignedInCaller } from '../../../platform/caller.js';
import type { MemberCodesRepository } from '../shared/member-codes.repository.js';
import { memberMail } from '../shared/member-mail.js';
import { applyEmailChange, emailTakenByOther } from './email-change.repository.js';

export const EMAIL_CHANGE_VALID_HOURS = 24;
export const MSG_SAME_EMAIL = 'This is already your email address.';
export const MSG_EMAIL_CHANGED = 'Your email address has been changed. Use it the next time you sign in.';

/** spec §8: the server message shown after an email change is started. */
export function emailChangeSentMessage(email: string): string {
  return `We have sent a confirmation link to ${email}. Your email address changes when you open it.`;
}

export interface EmailChangeDeps {
  codes: MemberCodesRepository;
  mailer: Mailer;
  clock: Clock;
  tasks: BackgroundTasks;
  publicUrl: string;
  audit: (by: AuditBy, entry: AuditEntry) => Promise<void>;
}

export function emailChangeService({ codes, mailer, clock, tasks, publicUrl, audit }: EmailChangeDeps) {
  async function send(caller: SignedInCaller, email: string): Promise<void> {
    const now = clock();
    const { user, origin } = caller;
    const userId = user.id;
    const entry = { action: AUDIT_ACTIONS.emailChangeInitiate, subjectType: 'user', subjectId: userId } as const;
    if (!(await withinMailLimits(codes, `email_change:${userId}`, origin.ip, now))) {
      await audit(caller, { ...entry, outcome: 'failure', details: { reason: 'throttled' } });
      return;
    }
    const taken = await codes.memberAccountByEmail(email);
    if (taken && taken.id !== userId) {
      await audit(caller, { ...entry, outcome: 'failure', details: { reason: 'email_taken' } });
      await mailer.send(
        memberMail({
          to: taken.email,
          subject: 'Someone tried to use your email address',
          firstName: taken.firstName,
          paragraphs: [
            'Someone asked to move another Member Portal account to this email address. Your account already uses it, so nothing was changed.',
            'If you have two accounts and need help, contact support.',
          ],
        }),
      );
      return;
    }
    const code = randomSecret();
    await codes.transaction(async (tx) => {
      await codes.replaceCode(tx, {
        userId,
        purpose: 'email_change',
        codeHash: hashSecret(code),
        newEmail: email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_VALID_HOURS * 3_600_000),
      });
      await writeAudit(tx, caller, { ...entry, outcome: 'success' });
    });
    await mailer.send(
      memberMail({
        to: email,
        subject: 'Confirm your new email address',
        firstName: user.firstName,
        paragraphs: [
          `You asked to use this address for your Member Portal account. Open this link within ${EMAIL_CHANGE_VALID_HOURS} hours to confirm it. It works once.`,
        ],
        link: {
          url: `${publicUrl}/complete-email-change?code=${encodeURIComponent(code)}`,
          label: 'Confirm your new email address',
        },
        closing: 'If you did not ask for this, ignore this email: nothing changes.',
      }),
    );
    await mailer.send(
      memberMail({
        to: user.email,
        subject: 'Your email address is about to change',
        firstName: user.firstName,
        paragraphs: [
          `You asked to change the email address of your Member Portal account to ${email}. It changes when the link we sent there is opened.`,
        ],
        closing: 'If this was not you, change your password and contact support.',
      }),
    );
  }

  return {
    /** POST member/v4/user/initiate-email-change/: answers at once; the mail goes out after answering. */
    async initiate(caller: SignedInCaller, email: string): Promise<string> {
      if (isSameEmail(email, caller.user.email)) throw new ValidationError({ email: MSG_SAME_EMAIL });
      tasks.run('email change mail', caller.origin.requestId, () => send(caller, email.trim()));
      return emailChangeSentMessage(email.trim());
    },

    /** POST member/v4/user/complete-email-change/: the code proves it; applies to the code's user. */
    async complete(code: string, caller: Caller): Promise<string> {
      const now = clock();
      const found = await codes.findCode(hashSecret(code.trim()));
      const problem =
        !found || found.purpose !== 'email_change' || !found.newEmail
          ? 'unknown_code'
          : found.usedAt
            ? 'used'
            : found.expiresAt <= now
              ? 'expired'
              : found.account.disabledAt
                ? 'disabled'
                : null;
      // The code's user acts (whoever is signed in): a member, as this route serves the member portal only.
      const by = { origin: caller.origin, actor: found ? actorAs(caller.actor, found.userId) : caller.actor };
      const entry = {
        action: AUDIT_ACTIONS.emailChangeComplete,
        subjectType: 'user',
        subjectId: found?.userId ?? null,
      } as const;
      if (problem || !found?.newEmail) {
        await audit(by, { ...entry, outcome: 'failure', details: { reason: problem } });
        throw appError(ERRORS.emailChangeLinkInvalid);
      }
      const newEmail = found.newEmail;
      const outcome = await codes.transaction(async (tx) => {
        if (!(await codes.useCode(tx, found.id, now))) return 'used';
        if (await emailTakenByOther(tx, newEmail, found.userId)) return 'email_taken';
        await applyEmailChange(tx, found.userId, newEmail, now);
        await notify(
          tx,
          found.userId,
          'account',
          'Your email address was changed',
          `Your Member Portal account now uses ${newEmail}.`,
        );
        await writeAudit(tx, by, { ...entry, outcome: 'success' });
        return 'changed';
      });
      if (outcome !== 'changed') {
        await audit(by, { ...entry, outcome: 'failure', details: { reason: outcome } });
        throw appError(ERRORS.emailChangeLinkInvalid);
      }
      return MSG_EMAIL_CHANGED;
    },
  };
}
export type EmailChangeService = ReturnType<typeof emailChangeService>;
