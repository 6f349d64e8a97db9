// Issue 16 item 2 (decision 0029): the owner invites front-desk users by email (a single-use link that
// expires), lists and removes them; each user sets a 6-digit PIN that unlocks their own locked screen. After
// PIN_MAX_FAILED_ATTEMPTS wrong PINs in a row the session ends and the password is needed again: the PIN never
// signs anyone in.
import {
  ERRORS,
  INVITE_VALID_DAYS,
  MSG_EMAIL_HAS_ACCOUNT,
  MSG_INVITE_NOT_SENT,
  INVITES_PER_DAY_MAX,
  MSG_INVITES_THROTTLED,
  MSG_INVITE_PENDING,
  MSG_WRONG_PASSWORD,
  MSG_WRONG_PIN,
  PIN_MAX_FAILED_ATTEMPTS,
  type LockState,
  type Staff,
  type StaffInvite,
} from '@dental/domain';
import {
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  appError,
} from '../../../http/errors.js';
import type { Mailer } from '../../../mail/mailer.js';
import {
  hashPassword,
  hashSecret,
  randomSecret,
  throttledPasswordCheck,
  verifyPassword,
  type AuthRepository,
} from '../../auth/index.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import { actorAs, type Caller, type PracticeCaller } from '../../../platform/caller.js';
import type { Clock } from '../../../platform/clock.js';
import type { InviteRow, PracticeStaffRepository } from './practice-staff.repository.js';
import { staffInviteMail } from './practice-staff.mail.js';

const DAY_MS = 86_400_000;

export interface PracticeStaffDeps {
  repo: PracticeStaffRepository;
  mailer: Mailer;
  clock: Clock;
  /** The dentist portal's public address (config, never the Host header). */
  publicUrl: string;
  /** The sign-in throttle's attempts, which the PIN's password check goes through (issue 26 item 13). */
  auth: AuthRepository;
}

function inviteOf(row: InviteRow, now: Date): StaffInvite {
  return {
    id: row.id,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: row.expiresAt > now ? 'pending' : 'expired',
  };
}

export function practiceStaffService({ repo, mailer, clock, publicUrl, auth }: PracticeStaffDeps) {
  async function lockState(caller: PracticeCaller): Promise<LockState> {
    const [locked, pin] = await Promise.all([repo.isLocked(caller.session.id), repo.pinOf(caller.actor.userId)]);
    return { locked, has_pin: pin !== null };
  }

  return {
    /** The practice's users and open invitations; their emails are personal data: the read is audited. */
    async staff(caller: PracticeCaller): Promise<Staff> {
      const now = clock();
      const [users, invites] = await Promise.all([
        repo.users(caller.scope.practiceId),
        repo.openInvites(caller.scope.practiceId),
      ]);
      await repo.audit({
        by: caller,
        entry: {
          action: AUDIT_ACTIONS.practiceStaffRead,
          outcome: 'success',
          subjectType: 'practice',
          subjectId: caller.scope.practiceId,
          details: { user_ids: users.map((u) => String(u.id)) },
        },
      });
      return {
        users: users.map((u) => ({
          id: u.id,
          first_name: u.firstName,
          last_name: u.lastName,
          email: u.email,
          role: u.role,
        })),
        invites: invites.map((row) => inviteOf(row, now)),
      };
    },

    async invite(caller: PracticeCaller, email: string): Promise<StaffInvite> {
      const now = clock();
      // Issue 26 item 19: an account at another practice is answered exactly as an unknown email (the invitation
      // is made and mailed; accepting it then refuses, to the mailbox's owner only). The practice's own users
      // keep the message: it tells the owner nothing the staff list does not already show.
      if (await repo.practiceUserExists(caller.scope.practiceId, email))
        throw new ValidationError({ email: MSG_EMAIL_HAS_ACCOUNT });
      if (await repo.pendingInviteExists(caller.scope.practiceId, email, now))
        throw new ValidationError({ email: MSG_INVITE_PENDING });
      const code = randomSecret();
      const mail = staffInviteMail({
        to: email,
        practiceName: await repo.practiceName(caller.scope.practiceId),
        link: `${publicUrl}/accept-invite?code=${encodeURIComponent(code)}`,
        validDays: INVITE_VALID_DAYS,
      });
      const made = await repo.createInvite(
        {
          practiceId: caller.scope.practiceId,
          email,
          codeHash: hashSecret(code),
          invitedByUserId: caller.actor.userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
        },
        { since: new Date(now.getTime() - DAY_MS), max: INVITES_PER_DAY_MAX },
        {
          by: caller,
          entry: {
            action: AUDIT_ACTIONS.staffInvite,
            outcome: 'success',
            subjectType: 'practice',
            subjectId: caller.scope.practiceId,
          },
        },
        // The mail server refusing an address the email rule let through: a field message, nothing written.
        () => mailer.send(mail).catch(() => Promise.reject(new ValidationError({ email: MSG_INVITE_NOT_SENT }))),
      );
      if ('invite' in made) return inviteOf(made.invite, now);
      if (made.refused === 'pending') throw new ValidationError({ email: MSG_INVITE_PENDING });
      // Decision 0046: at most INVITES_PER_DAY_MAX a day; the oldest of them leaving the 24 hours makes room.
      const retryAfter = Math.ceil((made.oldest.getTime() + DAY_MS - now.getTime()) / 1000);
      throw new TooManyRequestsError({ status: 429, errors: MSG_INVITES_THROTTLED }, Math.max(1, retryAfter));
    },

    async revokeInvite(caller: PracticeCaller, id: number): Promise<void> {
      if (!(await repo.revokeInvite(caller.scope.practiceId, id, clock()))) throw new NotFoundError();
    },

    /** Sets the invitee's name and password and makes them the practice's front desk; the link is then used. */
    async accept(
      input: { code: string; first_name: string; last_name: string; password: string },
      caller: Caller,
    ): Promise<{ email: string }> {
      const now = clock();
      const invite = await repo.inviteByCodeHash(hashSecret(input.code));
      const usable = invite && !invite.acceptedAt && !invite.revokedAt && invite.expiresAt > now;
      if (!invite || !usable) throw appError(ERRORS.inviteInvalid);
      if (await repo.dentistAccountExists(invite.email)) throw appError(ERRORS.inviteeHasAccount);
      const userId = await repo.acceptInvite(
        invite,
        { firstName: input.first_name, lastName: input.last_name, passwordHash: await hashPassword(input.password) },
        now,
      );
      if (userId === null) throw appError(ERRORS.inviteInvalid);
      // The new front desk's user acts: the invitation was accepted signed out.
      await repo.audit({
        by: { origin: caller.origin, actor: actorAs(caller.actor, userId) },
        entry: {
          action: AUDIT_ACTIONS.staffInviteAccept,
          outcome: 'success',
          subjectType: 'user',
          subjectId: userId,
          details: { invite_id: invite.id },
        },
      });
      return { email: invite.email };
    },

    /** Removes a front-desk user: their sessions end at once. The owner cannot be removed. */
    async removeUser(caller: PracticeCaller, userId: number): Promise<void> {
      const outcome = await repo.removeUser(caller.scope.practiceId, userId, clock(), {
        by: caller,
        entry: { action: AUDIT_ACTIONS.staffRemove, outcome: 'success', subjectType: 'user', subjectId: userId },
      });
      if (outcome === null) throw new NotFoundError();
      if (outcome === 'not_removable') throw appError(ERRORS.ownerNotRemovable);
    },

    lockState,

    /** Sets the caller's own PIN, confirmed by their password (an unattended screen cannot set one). */
    async setPin(caller: PracticeCaller, input: { pin: string; password: string }) {
      // Through the sign-in throttle (issue 26 item 13): wrong passwords are slowed down and audited.
      const right = await throttledPasswordCheck(
        auth,
        {
          portal: 'dentist',
          email: caller.user.email,
          ip: caller.origin.ip,
          now: clock(),
          passwordHash: await repo.passwordHashOf(caller.actor.userId),
          password: input.password,
        },
        (reason) =>
          repo.audit({
            by: caller,
            entry: {
              action: AUDIT_ACTIONS.pinSet,
              outcome: 'failure',
              subjectType: 'user',
              subjectId: caller.actor.userId,
              details: { reason },
            },
          }),
      );
      if (!right) throw new ValidationError({ password: MSG_WRONG_PASSWORD });
      await repo.setPin(caller.actor.userId, await hashPassword(input.pin), clock());
      await repo.audit({
        by: caller,
        entry: {
          action: AUDIT_ACTIONS.pinSet,
          outcome: 'success',
          subjectType: 'user',
          subjectId: caller.actor.userId,
        },
      });
      return lockState(caller);
    },

    async lock(caller: PracticeCaller): Promise<LockState> {
      if (!(await repo.pinOf(caller.actor.userId))) throw appError(ERRORS.setPinFirst);
      await repo.lock(caller.session.id, clock());
      return lockState(caller);
    },

    /**
     * Unlocks with the signed-in user's PIN. A wrong PIN counts; the PIN_MAX_FAILED_ATTEMPTS-th in a row ends
     * the session (401: the portal shows sign-in), and the run starts again.
     */
    async unlock(caller: PracticeCaller, pin: string): Promise<LockState> {
      const stored = await repo.pinOf(caller.actor.userId);
      if (!stored) throw appError(ERRORS.setPinFirst);
      const audit = (outcome: 'success' | 'failure', details?: Record<string, string | number>) =>
        repo.audit({
          by: caller,
          entry: {
            action: AUDIT_ACTIONS.screenUnlock,
            outcome,
            subjectType: 'session',
            subjectId: caller.session.id,
            details,
          },
        });
      // Issue 26 item 15: the try is counted before the PIN is checked (see takePinTry).
      const taken = await repo.takePinTry(caller.actor.userId, caller.session.id, PIN_MAX_FAILED_ATTEMPTS);
      if (!taken) {
        await audit('failure', { reason: 'no_pin_try_left' });
        throw new UnauthorizedError(ERRORS.sessionEnded);
      }
      if (await verifyPassword(taken.pinHash, pin)) {
        await repo.resetPinFailures(caller.actor.userId);
        await repo.unlock(caller.session.id);
        await audit('success');
        return lockState(caller);
      }
      const failures = taken.attempt;
      if (failures >= PIN_MAX_FAILED_ATTEMPTS) {
        await repo.lockOut(caller.actor.userId, caller.session.id, clock());
        await audit('failure', { reason: 'pin_lockout', failures });
        throw new UnauthorizedError(ERRORS.sessionEnded);
      }
      await audit('failure', { reason: 'wrong_pin', failures });
      throw new ValidationError({ pin: MSG_WRONG_PIN });
    },
  };
}

export type PracticeStaffService = ReturnType<typeof practiceStaffService>;
