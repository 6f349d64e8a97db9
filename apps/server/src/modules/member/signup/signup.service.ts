// Member sign-up (spec §2 routes, issue 4). Every answer that could tell whether a person or an account
// exists is the same message; the work and the mail happen after answering, throttled per address.
import zipcodes from 'zipcodes';
import {
  MSG_INVALID,
  MSG_MIN_AGE,
  isAdult,
  isUsStateCode,
  type NewMemberSignupRequest,
  type SignupInitiateRequest,
} from '@dental/domain';
import { ValidationError } from '../../../http/errors.js';
import type { Mailer } from '../../../mail/mailer.js';
import { hashPassword, hashSecret, randomSecret } from '../../auth/index.js';
import {
  AUDIT_ACTIONS,
  writeAudit,
  type RequestOrigin,
  type AuditActor,
  type AuditEntry,
} from '../../../platform/audit.repository.js';
import type { Clock } from '../../../platform/clock.js';
import type { BackgroundTasks } from '../../../platform/background-tasks.js';
import { withinMailLimits } from '../../../platform/mail-throttle.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import type { MemberAccount, MemberCodePurpose, MemberCodesRepository } from '../shared/member-codes.repository.js';
import { isoDay } from '../../../platform/dates.js';
import { memberActor } from '../shared/member-actor.js';
import { memberMail } from '../shared/member-mail.js';
import { notify } from '../notifications/notify.js';
import type { AnswerCheck, SignupPatient, SignupRepository } from './signup.repository.js';

import {
  MAX_SIGNUP_ANSWER_FAILURES,
  MSG_EMAIL_VERIFIED,
  MSG_NEW_MEMBER_LINK_SENT,
  MSG_SIGNUP_COMPLETE,
  MSG_SIGNUP_LINK_INVALID,
  MSG_SIGNUP_LINK_SENT,
  MSG_VERIFICATION_SENT,
  SIGNUP_CODE_VALID_HOURS,
} from './signup.messages.js';

export interface SignupDeps {
  repo: SignupRepository;
  codes: MemberCodesRepository;
  mailer: Mailer;
  clock: Clock;
  tasks: BackgroundTasks;
  publicUrl: string;
  supportEmail: string;
  audit: (origin: RequestOrigin, actor: AuditActor, entry: AuditEntry) => Promise<void>;
}

/** Who unlocks a record for sign-up: the primary of its household (a signed-in member user), or staff. */
export type SignupUnlocker = { primaryUserId: number } | 'staff';

/** The actor of an attempt no account is known for yet (the rows are of the member portal, as before). */
const anonymous = memberActor(null);

const LINK_PATHS: Record<'signup' | 'verify_email', string> = {
  signup: '/signup',
  verify_email: '/signup-authenticated',
};

export function signupService({ repo, codes, mailer, clock, tasks, publicUrl, supportEmail, audit }: SignupDeps) {
  /** A new code of `purpose` for the user, written in `tx`; answers the link to mail. */
  async function newLink(tx: DbOrTx, userId: number, purpose: 'signup' | 'verify_email', now: Date): Promise<string> {
    const code = randomSecret();
    await codes.replaceCode(tx, {
      userId,
      purpose,
      codeHash: hashSecret(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGNUP_CODE_VALID_HOURS * 3_600_000),
    });
    return `${publicUrl}${LINK_PATHS[purpose]}?code=${encodeURIComponent(code)}`;
  }

  function linkMail(to: string, firstName: string, purpose: 'signup' | 'verify_email', link: string) {
    return memberMail({
      to,
      subject: purpose === 'signup' ? 'Finish signing up for the Member Portal' : 'Verify your email address',
      firstName,
      paragraphs: [
        purpose === 'signup'
          ? `Open this link within ${SIGNUP_CODE_VALID_HOURS} hours to choose your password and finish signing up. It works once.`
          : `Open this link within ${SIGNUP_CODE_VALID_HOURS} hours to verify your email address and finish signing up. It works once.`,
      ],
      link: { url: link, label: purpose === 'signup' ? 'Finish signing up' : 'Verify your email address' },
      closing: 'If you did not sign up, ignore this email.',
    });
  }

  /** Tells the owner of an address that already has an account (the requester learns nothing). */
  function alreadyRegisteredMail(account: MemberAccount) {
    return memberMail({
      to: account.email,
      subject: 'You already have a Member Portal account',
      firstName: account.firstName,
      paragraphs: [
        'Someone tried to sign up with this email address, but it already has a Member Portal account. Sign in, or reset your password if you have forgotten it.',
      ],
      closing: 'If this was not you, you can ignore this email.',
    });
  }

  async function throttled(
    kind: string,
    email: string,
    origin: RequestOrigin,
    now: Date,
    entry: AuditEntry,
  ): Promise<boolean> {
    if (await withinMailLimits(codes, `${kind}:${email.toLowerCase()}`, origin.ip, now)) return false;
    await audit(origin, anonymous, { ...entry, outcome: 'failure', details: { reason: 'throttled' } });
    return true;
  }

  /**
   * Tells the household's primary that someone gave wrong details for one of its records, or that the record
   * is now locked (decision 0012). The requester learns nothing: the answer was sent before this runs.
   */
  async function tellHousehold(
    patient: SignupPatient,
    check: Extract<AnswerCheck, { outcome: 'wrong' }>,
  ): Promise<void> {
    const contact = await repo.householdContact(patient.householdId);
    if (!contact) return;
    const who = `${patient.firstName} ${patient.lastName}`;
    const left = MAX_SIGNUP_ANSWER_FAILURES - check.failedAttempts;
    const mail = check.lockedNow
      ? memberMail({
          to: contact.email,
          subject: `Member Portal sign-up is locked for ${patient.firstName}`,
          firstName: contact.firstName,
          paragraphs: [
            `Someone tried ${MAX_SIGNUP_ANSWER_FAILURES} times to sign up for the Member Portal as ${who} with a date of birth or tax id that did not match our records, so we have locked sign-up for ${who}. Nobody can sign up as them until it is unlocked.`,
            `If it was you or your family, contact us at ${supportEmail} to unlock it. If not, no action is needed: nothing was changed.`,
          ],
        })
      : memberMail({
          to: contact.email,
          subject: `Someone tried to sign up as ${patient.firstName}`,
          firstName: contact.firstName,
          paragraphs: [
            `Someone tried to sign up for the Member Portal as ${who} with a date of birth or tax id that did not match our records. Nothing was changed.`,
            `After ${left} more wrong ${left === 1 ? 'try' : 'tries'}, sign-up for ${who} will be locked. If this was not you or your family, contact us at ${supportEmail}.`,
          ],
        });
    if (check.lockedNow && contact.userId !== null) {
      const userId = contact.userId;
      await codes.transaction((tx) =>
        notify(
          tx,
          userId,
          'account',
          `Sign-up locked for ${patient.firstName}`,
          `After ${MAX_SIGNUP_ANSWER_FAILURES} tries with wrong details, nobody can sign up as ${who} until it is unlocked.`,
        ),
      );
    }
    await mailer.send(mail);
  }

  async function initiateInBackground(
    body: SignupInitiateRequest & { email: string },
    origin: RequestOrigin,
  ): Promise<void> {
    const now = clock();
    const entry: AuditEntry = {
      action: AUDIT_ACTIONS.signupInitiate,
      outcome: 'failure',
      subjectType: 'patient',
      subjectId: null,
    };
    if (await throttled('signup', body.email, origin, now, entry)) return;
    // Counted per member record (issue 15, item 1): however many emails and addresses ask, a record takes
    // MAX_SIGNUP_ANSWER_FAILURES wrong answers, then no answer at all until it is unlocked.
    const check = await repo.checkAnswers({
      memberId: body.member_id,
      dateOfBirth: body.date_of_birth,
      taxIdLast4: body.tax_id_last4,
      now,
      maxFailures: MAX_SIGNUP_ANSWER_FAILURES,
    });
    if (check.outcome === 'unknown_member') {
      await audit(origin, anonymous, { ...entry, details: { reason: 'no_match' } });
      return;
    }
    const { patient } = check;
    if (check.outcome === 'locked') {
      await audit(origin, anonymous, { ...entry, subjectId: patient.patientId, details: { reason: 'locked' } });
      return;
    }
    if (check.outcome === 'wrong') {
      await audit(origin, anonymous, {
        ...entry,
        subjectId: patient.patientId,
        details: { reason: 'no_match', failed_attempts: check.failedAttempts, locked: check.lockedNow },
      });
      await tellHousehold(patient, check);
      return;
    }
    // A minor's coverage is managed by the primary: no sign-in of their own (spec §5: age 18 or older).
    const reason = patient.signupComplete
      ? 'already_signed_up'
      : !isAdult(body.date_of_birth, isoDay(now))
        ? 'minor'
        : null;
    if (reason) {
      await audit(origin, anonymous, { ...entry, subjectId: patient.patientId, details: { reason } });
      return;
    }
    const taken = await codes.memberAccountByEmail(body.email);
    if (taken && taken.id !== patient.userId) {
      await audit(origin, anonymous, { ...entry, subjectId: patient.patientId, details: { reason: 'email_taken' } });
      await mailer.send(alreadyRegisteredMail(taken));
      return;
    }
    const unusablePasswordHash = await hashPassword(randomSecret());
    const link = await codes.transaction(async (tx) => {
      const userId = await repo.claimPatient(tx, { patient, email: body.email, unusablePasswordHash, now });
      await writeAudit(tx, origin, memberActor(userId), { ...entry, outcome: 'success', subjectId: patient.patientId });
      return newLink(tx, userId, 'signup', now);
    });
    await mailer.send(linkMail(body.email, patient.firstName, 'signup', link));
  }

  async function newMemberInBackground(
    body: NewMemberSignupRequest & { email: string; password: string },
    place: { city: string; state: string },
    origin: RequestOrigin,
  ): Promise<void> {
    const now = clock();
    const entry: AuditEntry = {
      action: AUDIT_ACTIONS.newMemberSignup,
      outcome: 'failure',
      subjectType: 'patient',
      subjectId: null,
    };
    if (await throttled('new_member', body.email, origin, now, entry)) return;
    const taken = await codes.memberAccountByEmail(body.email);
    if (taken) {
      await audit(origin, anonymous, { ...entry, details: { reason: 'email_taken' } });
      await mailer.send(alreadyRegisteredMail(taken));
      return;
    }
    const passwordHash = await hashPassword(body.password);
    const link = await codes.transaction(async (tx) => {
      const created = await repo.createNewMember(tx, {
        email: body.email,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        dateOfBirth: body.date_of_birth,
        zip: body.zip,
        city: place.city,
        state: place.state,
        today: isoDay(now),
      });
      await writeAudit(tx, origin, memberActor(created.userId), {
        ...entry,
        outcome: 'success',
        subjectId: created.patientId,
      });
      return newLink(tx, created.userId, 'verify_email', now);
    });
    await mailer.send(linkMail(body.email, body.first_name, 'verify_email', link));
  }

  async function resendInBackground(email: string, origin: RequestOrigin): Promise<void> {
    const now = clock();
    const entry: AuditEntry = {
      action: AUDIT_ACTIONS.resendVerification,
      outcome: 'failure',
      subjectType: 'user',
      subjectId: null,
    };
    if (await throttled('verify', email, origin, now, entry)) return;
    const account = await codes.memberAccountByEmail(email);
    if (!account || account.emailVerifiedAt || account.disabledAt) {
      await audit(origin, memberActor(account?.id ?? null), {
        ...entry,
        subjectId: account?.id ?? null,
        details: { reason: account ? 'not_waiting' : 'unknown_email' },
      });
      return;
    }
    const purpose = account.signupComplete ? 'verify_email' : 'signup';
    const link = await codes.transaction(async (tx) => {
      await writeAudit(tx, origin, memberActor(account.id), {
        ...entry,
        outcome: 'success',
        subjectId: account.id,
        details: { purpose },
      });
      return newLink(tx, account.id, purpose, now);
    });
    await mailer.send(linkMail(account.email, account.firstName, purpose, link));
  }

  /** Uses a valid code of `purpose` and applies `apply` with it, in one transaction; else 400. */
  async function redeem(
    code: string,
    purpose: MemberCodePurpose,
    action: AuditEntry['action'],
    origin: RequestOrigin,
    apply: (tx: DbOrTx, userId: number, now: Date) => Promise<void>,
  ): Promise<void> {
    const now = clock();
    const found = await codes.findCode(hashSecret(code.trim()));
    const problem =
      !found || found.purpose !== purpose
        ? 'unknown_code'
        : found.usedAt
          ? 'used'
          : found.expiresAt <= now
            ? 'expired'
            : found.account.disabledAt
              ? 'disabled'
              : null;
    const actor = memberActor(found?.userId ?? null);
    const entry: AuditEntry = { action, outcome: 'failure', subjectType: 'user', subjectId: found?.userId ?? null };
    if (problem || !found) {
      await audit(origin, actor, { ...entry, details: { reason: problem } });
      throw new ValidationError(MSG_SIGNUP_LINK_INVALID);
    }
    const done = await codes.transaction(async (tx) => {
      if (!(await codes.useCode(tx, found.id, now))) return false;
      await apply(tx, found.userId, now);
      await writeAudit(tx, origin, actor, { ...entry, outcome: 'success' });
      return true;
    });
    if (!done) {
      await audit(origin, actor, { ...entry, details: { reason: 'used' } });
      throw new ValidationError(MSG_SIGNUP_LINK_INVALID);
    }
  }

  return {
    /** POST member/v4/signup/initiate/. */
    initiate(body: SignupInitiateRequest & { email: string }, origin: RequestOrigin): string {
      tasks.run('sign-up mail', origin.requestId, () => initiateInBackground(body, origin));
      return MSG_SIGNUP_LINK_SENT;
    },

    /** POST member/v4/signup/complete/: sets the password, verifies the email, completes sign-up. */
    async complete(code: string, password: string, origin: RequestOrigin): Promise<string> {
      const passwordHash = await hashPassword(password);
      await redeem(code, 'signup', AUDIT_ACTIONS.signupComplete, origin, (tx, userId, now) =>
        repo.completeSignup(tx, userId, passwordHash, now),
      );
      return MSG_SIGNUP_COMPLETE;
    },

    /** POST member/v4/signup/new-member/: an unknown zip is a field error; everything else answers alike. */
    newMember(
      body: NewMemberSignupRequest & { email: string; password: string; zip: string },
      origin: RequestOrigin,
    ): string {
      const place = zipcodes.lookup(body.zip);
      const errors: Record<string, string> = {};
      // spec §5: a member signs up for themself, 18 or older.
      if (!isAdult(body.date_of_birth, isoDay(clock()))) errors.date_of_birth = MSG_MIN_AGE;
      if (!place || !isUsStateCode(place.state)) errors.zip = MSG_INVALID;
      if (!place || Object.keys(errors).length > 0) throw new ValidationError(errors);
      tasks.run('new member sign-up', origin.requestId, () =>
        newMemberInBackground(body, { city: place.city, state: place.state }, origin),
      );
      return MSG_NEW_MEMBER_LINK_SENT;
    },

    /** POST member/v4/signup/resend-verification/. */
    resendVerification(email: string, origin: RequestOrigin): string {
      tasks.run('verification mail', origin.requestId, () => resendInBackground(email.trim(), origin));
      return MSG_VERIFICATION_SENT;
    },

    /**
     * Unlocks a member record for sign-up after wrong answers locked it (decision 0012): the primary of its
     * household, or staff (`npm run signup:unlock`). False when there was nothing to unlock that they may unlock.
     */
    async unlockSignup(patientId: number, by: SignupUnlocker, origin: RequestOrigin): Promise<boolean> {
      const householdId = by === 'staff' ? null : await repo.householdHeadedBy(by.primaryUserId);
      const unlocked = by === 'staff' || householdId !== null ? await repo.unlockSignup(patientId, householdId) : false;
      await audit(origin, memberActor(by === 'staff' ? null : by.primaryUserId), {
        action: AUDIT_ACTIONS.signupUnlock,
        outcome: unlocked ? 'success' : 'failure',
        subjectType: 'patient',
        subjectId: patientId,
        details: { by: by === 'staff' ? 'staff' : 'primary' },
      });
      return unlocked;
    },

    /** POST member/v4/signup/verify-email/. */
    async verifyEmail(code: string, origin: RequestOrigin): Promise<string> {
      await redeem(code, 'verify_email', AUDIT_ACTIONS.verifyEmail, origin, (tx, userId, now) =>
        repo.verifyEmail(tx, userId, now),
      );
      return MSG_EMAIL_VERIFIED;
    },
  };
}
export type SignupService = ReturnType<typeof signupService>;
