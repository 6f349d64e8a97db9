// Member sign-up (spec §2 routes, issue 4). Every answer that could tell whether a person or an account
// exists is the same message; the work and the mail happen after answering, throttled per address
// (signup-background-work.ts). The links it mails are issued and redeemed by signup-links.ts.
import zipcodes from 'zipcodes';
import {
  MSG_MIN_AGE,
  MSG_UNKNOWN_ZIP,
  isAdult,
  isUsStateCode,
  type NewMemberSignupRequest,
  type SignupInitiateRequest,
} from '@dental/domain';
import { ValidationError } from '../../../http/errors.js';
import { hashPassword } from '../../auth/index.js';
import { AUDIT_ACTIONS } from '../../../platform/audit.repository.js';
import { actorAs, type Caller } from '../../../platform/caller.js';
import { isoDay } from '../../../platform/dates.js';
import type { SignupDeps } from './signup-deps.js';
import { signupBackgroundWork } from './signup-background-work.js';
import { signupLinks } from './signup-links.js';
import {
  MSG_EMAIL_VERIFIED,
  MSG_NEW_MEMBER_LINK_SENT,
  MSG_SIGNUP_COMPLETE,
  MSG_SIGNUP_LINK_SENT,
  MSG_VERIFICATION_SENT,
} from './signup.messages.js';

/** Who unlocks a record for sign-up: the primary of its household (a signed-in member user), or staff. */
export type SignupUnlocker = { primaryUserId: number } | 'staff';

/** Member sign-up: initiate, new member, resend, complete, verify the email, and unlock a locked record. */
export function signupService(deps: SignupDeps) {
  const { repo, clock, tasks, audit } = deps;
  const { newLink, redeem } = signupLinks(deps);
  const background = signupBackgroundWork(deps, { newLink });

  return {
    /** POST member/v4/signup/initiate/. */
    initiate(body: SignupInitiateRequest & { email: string }, caller: Caller): string {
      tasks.run('sign-up mail', caller.origin.requestId, () => background.initiate(body, caller));
      return MSG_SIGNUP_LINK_SENT;
    },

    /** POST member/v4/signup/complete/: sets the password, verifies the email, completes sign-up. */
    async complete(code: string, password: string, caller: Caller): Promise<string> {
      const passwordHash = await hashPassword(password);
      await redeem(code, 'signup', AUDIT_ACTIONS.signupComplete, caller, (tx, userId, now) =>
        repo.completeSignup(tx, userId, passwordHash, now),
      );
      return MSG_SIGNUP_COMPLETE;
    },

    /** POST member/v4/signup/new-member/: an unknown zip is a field error; everything else answers alike. */
    newMember(body: NewMemberSignupRequest & { email: string; password: string; zip: string }, caller: Caller): string {
      const place = zipcodes.lookup(body.zip);
      const errors: Record<string, string> = {};
      // spec §5: a member signs up for themself, 18 or older.
      if (!isAdult(body.date_of_birth, isoDay(clock()))) errors.date_of_birth = MSG_MIN_AGE;
      if (!place || !isUsStateCode(place.state)) errors.zip = MSG_UNKNOWN_ZIP; // issue 26 item 9: the zip rule's one wording
      if (!place || Object.keys(errors).length > 0) throw new ValidationError(errors);
      tasks.run('new member sign-up', caller.origin.requestId, () =>
        background.newMember(body, { city: place.city, state: place.state }, caller),
      );
      return MSG_NEW_MEMBER_LINK_SENT;
    },

    /** POST member/v4/signup/resend-verification/. */
    resendVerification(email: string, caller: Caller): string {
      tasks.run('verification mail', caller.origin.requestId, () => background.resend(email.trim(), caller));
      return MSG_VERIFICATION_SENT;
    },

    /**
     * Unlocks a member record for sign-up after wrong answers locked it (decision 0012): the primary of its
     * household, or staff (`npm run signup:unlock`). False when there was nothing to unlock that they may unlock.
     * The caller's actor is the primary's user, or none for staff (the command has no user).
     */
    async unlockSignup(patientId: number, by: SignupUnlocker, caller: Caller): Promise<boolean> {
      const householdId = by === 'staff' ? null : await repo.householdHeadedBy(by.primaryUserId);
      const unlocked = by === 'staff' || householdId !== null ? await repo.unlockSignup(patientId, householdId) : false;
      const actor = by === 'staff' ? caller.actor : actorAs(caller.actor, by.primaryUserId);
      await audit(
        { origin: caller.origin, actor },
        {
          action: AUDIT_ACTIONS.signupUnlock,
          outcome: unlocked ? 'success' : 'failure',
          subjectType: 'patient',
          subjectId: patientId,
          details: { by: by === 'staff' ? 'staff' : 'primary' },
        },
      );
      return unlocked;
    },

    /** POST member/v4/signup/verify-email/. */
    async verifyEmail(code: string, caller: Caller): Promise<string> {
      await redeem(code, 'verify_email', AUDIT_ACTIONS.verifyEmail, caller, (tx, userId, now) =>
        repo.verifyEmail(tx, userId, now),
      );
      return MSG_EMAIL_VERIFIED;
    },
  };
}
export type SignupService = ReturnType<typeof signupService>;
