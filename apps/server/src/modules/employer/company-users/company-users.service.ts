// Issue 27 item 1 (decision 0058): the company admin lists the company's HR users, invites another by name and
// email (a single-use link that expires, mailed at once: a refused address is a field message with nothing
// written), sends an invitation again (a new link; the old one stops working), withdraws one, and removes a user
// (never themselves, never the last admin). The invitee accepts signed out at the employer portal's
// /accept-invite. Limits and life of an invitation are the practice's (decisions 0029 and 0046).
import {
  ERRORS,
  INVITES_PER_DAY_MAX,
  INVITE_VALID_DAYS,
  MSG_EMAIL_HAS_EMPLOYER_ACCOUNT,
  MSG_INVITES_THROTTLED,
  MSG_INVITE_NOT_SENT,
  MSG_INVITE_PENDING,
  type CompanyInvite,
  type CompanyUsers,
} from '@dental/domain';
import { NotFoundError, TooManyRequestsError, ValidationError, appError } from '../../../http/errors.js';
import type { Mailer } from '../../../mail/mailer.js';
import { invitationMail } from '../../../mail/invitation-mail.js';
import { hashPassword, hashSecret, randomSecret } from '../../auth/index.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import { actorAs, type Caller, type EmployerCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import type { CompanyInviteRow, CompanyUsersRepository } from './company-users.repository.js';

const DAY_MS = 86_400_000;

export interface CompanyUsersDeps {
  repo: CompanyUsersRepository;
  /** Sends at once, inside the invitation's transaction (as the practice's staff invitations). */
  mailer: Mailer;
  clock: Clock;
  /** The employer portal's public address (config, never the Host header). */
  publicUrl: string;
}

function inviteOf(row: CompanyInviteRow, now: Date): CompanyInvite {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: row.expiresAt > now ? 'pending' : 'expired',
  };
}

export function companyUsersService({ repo, mailer, clock, publicUrl }: CompanyUsersDeps) {
  /** Makes and mails an invitation (replacing `replaces` when sent again); refusals as the practice's. */
  async function send(
    caller: EmployerCaller,
    invitee: { first_name: string; last_name: string; email: string },
    replaces: number | null,
  ): Promise<CompanyInvite> {
    const now = clock();
    const companyId = caller.scope.companyId;
    const code = randomSecret();
    const mail = invitationMail({
      to: invitee.email,
      inviter: await repo.companyName(companyId),
      portal: 'employer',
      asWhat: 'one of its HR administrators',
      link: `${publicUrl}/accept-invite?code=${encodeURIComponent(code)}`,
      validDays: INVITE_VALID_DAYS,
    });
    const made = await repo.createInvite(
      {
        employerId: companyId,
        email: invitee.email,
        firstName: invitee.first_name,
        lastName: invitee.last_name,
        codeHash: hashSecret(code),
        invitedByUserId: caller.actor.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
      },
      { perDay: { since: new Date(now.getTime() - DAY_MS), max: INVITES_PER_DAY_MAX }, replaces },
      {
        by: caller,
        entry: {
          action: AUDIT_ACTIONS.companyUserInvite,
          outcome: 'success',
          subjectType: 'employer',
          subjectId: companyId,
        },
      },
      // The mail server refusing an address the email rule let through: a field message, nothing written.
      () => mailer.send(mail).catch(() => Promise.reject(new ValidationError({ email: MSG_INVITE_NOT_SENT }))),
    );
    if ('invite' in made) return inviteOf(made.invite, now);
    if (made.refused === 'gone') throw new NotFoundError();
    if (made.refused === 'pending') throw new ValidationError({ email: MSG_INVITE_PENDING });
    // Decision 0046: at most INVITES_PER_DAY_MAX a day; the oldest of them leaving the 24 hours makes room.
    const retryAfter = Math.ceil((made.oldest.getTime() + DAY_MS - now.getTime()) / 1000);
    throw new TooManyRequestsError({ status: 429, errors: MSG_INVITES_THROTTLED }, Math.max(1, retryAfter));
  }

  return {
    /** The company's users and open invitations; their emails are personal data: the read is audited. */
    async users(caller: EmployerCaller): Promise<{ data: CompanyUsers }> {
      const now = clock();
      const companyId = caller.scope.companyId;
      const [users, invites] = await Promise.all([repo.users(companyId), repo.openInvites(companyId)]);
      await repo.audit({
        by: caller,
        entry: {
          action: AUDIT_ACTIONS.companyUsersRead,
          outcome: 'success',
          subjectType: 'employer',
          subjectId: companyId,
          details: { user_ids: users.map((u) => String(u.id)) },
        },
      });
      return {
        data: {
          users: users.map((u) => ({
            id: u.id,
            first_name: u.firstName,
            last_name: u.lastName,
            email: u.email,
            role: u.role,
            is_you: u.id === caller.actor.userId,
          })),
          invites: invites.map((row) => inviteOf(row, now)),
        },
      };
    },

    /**
     * Invites an HR user. The company's own users keep the message (the list shows them anyway); an account of
     * another company is answered as an unknown email (issue 26 item 19): accepting then refuses, to its owner.
     */
    async invite(caller: EmployerCaller, body: { first_name: string; last_name: string; email: string }) {
      if (await repo.companyUserExists(caller.scope.companyId, body.email))
        throw new ValidationError({ email: MSG_EMAIL_HAS_EMPLOYER_ACCOUNT });
      return send(caller, body, null);
    },

    /** Sends an open invitation again: a new link and expiry; the old link stops working. */
    async resend(caller: EmployerCaller, id: number): Promise<CompanyInvite> {
      const invite = await repo.openInvite(caller.scope.companyId, id);
      if (!invite) throw new NotFoundError();
      return send(caller, { first_name: invite.firstName, last_name: invite.lastName, email: invite.email }, id);
    },

    async revokeInvite(caller: EmployerCaller, id: number): Promise<void> {
      const revoked = await repo.revokeInvite(caller.scope.companyId, id, clock(), {
        by: caller,
        entry: {
          action: AUDIT_ACTIONS.companyInviteRevoke,
          outcome: 'success',
          subjectType: 'employer',
          subjectId: caller.scope.companyId,
          details: { invite_id: id },
        },
      });
      if (!revoked) throw new NotFoundError();
    },

    /** Sets the invitee's name and password and makes them an admin of the company; the link is then used. */
    async accept(
      input: { code: string; first_name: string; last_name: string; password: string },
      caller: Caller,
    ): Promise<{ data: { email: string } }> {
      const now = clock();
      const invite = await repo.inviteByCodeHash(hashSecret(input.code));
      const usable = invite && !invite.acceptedAt && !invite.revokedAt && invite.expiresAt > now;
      if (!invite || !usable) throw appError(ERRORS.employerInviteInvalid);
      if (await repo.employerAccountExists(invite.email)) throw appError(ERRORS.employerInviteeHasAccount);
      const userId = await repo.acceptInvite(
        invite,
        { firstName: input.first_name, lastName: input.last_name, passwordHash: await hashPassword(input.password) },
        now,
      );
      if (userId === null) throw appError(ERRORS.employerInviteInvalid);
      // The new user acts: the invitation was accepted signed out.
      await repo.audit({
        by: { origin: caller.origin, actor: actorAs(caller.actor, userId) },
        entry: {
          action: AUDIT_ACTIONS.companyInviteAccept,
          outcome: 'success',
          subjectType: 'user',
          subjectId: userId,
          details: { invite_id: invite.id, employer_id: invite.employerId },
        },
      });
      return { data: { email: invite.email } };
    },

    /** Removes a user: their sessions end at once. Never the caller, never the company's last admin. */
    async removeUser(caller: EmployerCaller, userId: number): Promise<void> {
      const outcome = await repo.removeUser(
        caller.scope.companyId,
        { userId, callerId: caller.actor.userId },
        clock(),
        {
          by: caller,
          entry: {
            action: AUDIT_ACTIONS.companyUserRemove,
            outcome: 'success',
            subjectType: 'user',
            subjectId: userId,
            details: { employer_id: caller.scope.companyId },
          },
        },
      );
      if (outcome === null) throw new NotFoundError();
      if (outcome === 'yourself') throw appError(ERRORS.cannotRemoveYourself);
      if (outcome === 'last_admin') throw appError(ERRORS.lastAdmin);
    },
  };
}

export type CompanyUsersService = ReturnType<typeof companyUsersService>;
