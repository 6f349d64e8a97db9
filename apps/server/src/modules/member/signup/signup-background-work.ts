// The work of member sign-up done after answering (spec §2 routes, issue 4): every answer that could tell
// whether a person or an account exists is the same, so what differs (the checks, the account, the mail)
// happens here, throttled per address, with an audit row for each outcome.
import { isAdult, type NewMemberSignupRequest, type SignupInitiateRequest } from '@dental/domain';
import { hashPassword, randomSecret } from '../../auth/index.js';
import { AUDIT_ACTIONS, writeAudit, type AuditEntry } from '../../../platform/audit.repository.js';
import { actorAs, type Caller } from '../../../platform/caller.js';
import { withinMailLimits } from '../../../platform/mail-throttle.js';
import { isoDay } from '../../../platform/dates.js';
import { notify } from '../notifications/notify.js';
import type { AnswerCheck, SignupPatient } from './signup.repository.js';
import { alreadyRegisteredMail, signupLinkMail, wrongAnswersMail } from './signup.mail.js';
import { MAX_SIGNUP_ANSWER_FAILURES } from './signup.messages.js';
import type { SignupDeps } from './signup-deps.js';
import type { signupLinks } from './signup-links.js';

/** The three kinds of work a sign-up request leaves to run after its answer. */
export function signupBackgroundWork(
  { repo, codes, mailer, clock, supportEmail, audit }: Omit<SignupDeps, 'tasks' | 'publicUrl'>,
  { newLink }: Pick<ReturnType<typeof signupLinks>, 'newLink'>,
) {
  async function throttled(
    kind: string,
    email: string,
    caller: Caller,
    now: Date,
    entry: AuditEntry,
  ): Promise<boolean> {
    if (await withinMailLimits(codes, `${kind}:${email.toLowerCase()}`, caller.origin.ip, now)) return false;
    await audit(caller, { ...entry, outcome: 'failure', details: { reason: 'throttled' } });
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
    const mail = wrongAnswersMail(contact, patient, check, supportEmail);
    if (check.lockedNow && contact.userId !== null) {
      const userId = contact.userId;
      const who = `${patient.firstName} ${patient.lastName}`;
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

  async function initiateInBackground(body: SignupInitiateRequest & { email: string }, caller: Caller): Promise<void> {
    const now = clock();
    const entry: AuditEntry = {
      action: AUDIT_ACTIONS.signupInitiate,
      outcome: 'failure',
      subjectType: 'patient',
      subjectId: null,
    };
    if (await throttled('signup', body.email, caller, now, entry)) return;
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
      await audit(caller, { ...entry, details: { reason: 'no_match' } });
      return;
    }
    const { patient } = check;
    if (check.outcome === 'locked') {
      await audit(caller, { ...entry, subjectId: patient.patientId, details: { reason: 'locked' } });
      return;
    }
    if (check.outcome === 'wrong') {
      await audit(caller, {
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
      await audit(caller, { ...entry, subjectId: patient.patientId, details: { reason } });
      return;
    }
    const taken = await codes.memberAccountByEmail(body.email);
    if (taken && taken.id !== patient.userId) {
      await audit(caller, { ...entry, subjectId: patient.patientId, details: { reason: 'email_taken' } });
      await mailer.send(alreadyRegisteredMail(taken));
      return;
    }
    const unusablePasswordHash = await hashPassword(randomSecret());
    const link = await codes.transaction(async (tx) => {
      const userId = await repo.claimPatient(tx, { patient, email: body.email, unusablePasswordHash, now });
      // The account made or found for the patient acts from here on.
      const by = { origin: caller.origin, actor: actorAs(caller.actor, userId) };
      await writeAudit(tx, by, { ...entry, outcome: 'success', subjectId: patient.patientId });
      return newLink(tx, userId, 'signup', now);
    });
    await mailer.send(signupLinkMail(body.email, patient.firstName, 'signup', link));
  }

  async function newMemberInBackground(
    body: NewMemberSignupRequest & { email: string; password: string },
    place: { city: string; state: string },
    caller: Caller,
  ): Promise<void> {
    const now = clock();
    const entry: AuditEntry = {
      action: AUDIT_ACTIONS.newMemberSignup,
      outcome: 'failure',
      subjectType: 'patient',
      subjectId: null,
    };
    if (await throttled('new_member', body.email, caller, now, entry)) return;
    const taken = await codes.memberAccountByEmail(body.email);
    if (taken) {
      await audit(caller, { ...entry, details: { reason: 'email_taken' } });
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
      await writeAudit(
        tx,
        { origin: caller.origin, actor: actorAs(caller.actor, created.userId) },
        {
          ...entry,
          outcome: 'success',
          subjectId: created.patientId,
        },
      );
      return newLink(tx, created.userId, 'verify_email', now);
    });
    await mailer.send(signupLinkMail(body.email, body.first_name, 'verify_email', link));
  }

  async function resendInBackground(email: string, caller: Caller): Promise<void> {
    const now = clock();
    const entry: AuditEntry = {
      action: AUDIT_ACTIONS.resendVerification,
      outcome: 'failure',
      subjectType: 'user',
      subjectId: null,
    };
    if (await throttled('verify', email, caller, now, entry)) return;
    const account = await codes.memberAccountByEmail(email);
    if (!account || account.emailVerifiedAt || account.disabledAt) {
      await audit(
        { origin: caller.origin, actor: account ? actorAs(caller.actor, account.id) : caller.actor },
        {
          ...entry,
          subjectId: account?.id ?? null,
          details: { reason: account ? 'not_waiting' : 'unknown_email' },
        },
      );
      return;
    }
    const purpose = account.signupComplete ? 'verify_email' : 'signup';
    const link = await codes.transaction(async (tx) => {
      await writeAudit(
        tx,
        { origin: caller.origin, actor: actorAs(caller.actor, account.id) },
        {
          ...entry,
          outcome: 'success',
          subjectId: account.id,
          details: { purpose },
        },
      );
      return newLink(tx, account.id, purpose, now);
    });
    await mailer.send(signupLinkMail(account.email, account.firstName, purpose, link));
  }

  return {
    initiate: initiateInBackground,
    newMember: newMemberInBackground,
    resend: resendInBackground,
  };
}
