// The mails of member sign-up (spec §2 routes, issue 4): the link that finishes it, the note to the owner of an
// address that already has an account, and the household's warning of wrong answers (decision 0012).
import type { MemberAccount } from '../shared/member-codes.repository.js';
import { memberMail } from '../shared/member-mail.js';
import type { AnswerCheck, HouseholdContact, SignupPatient } from './signup.repository.js';
import { MAX_SIGNUP_ANSWER_FAILURES, SIGNUP_CODE_VALID_HOURS } from './signup.messages.js';

/** The mail with the one-time link that finishes sign-up (`signup`) or verifies a new member's address. */
export function signupLinkMail(to: string, firstName: string, purpose: 'signup' | 'verify_email', link: string) {
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
export function alreadyRegisteredMail(account: MemberAccount) {
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

/**
 * The household's primary told that someone gave wrong details for one of its records, or that the record is
 * now locked (decision 0012).
 */
export function wrongAnswersMail(
  contact: HouseholdContact,
  patient: SignupPatient,
  check: Extract<AnswerCheck, { outcome: 'wrong' }>,
  supportEmail: string,
) {
  const who = `${patient.firstName} ${patient.lastName}`;
  const left = MAX_SIGNUP_ANSWER_FAILURES - check.failedAttempts;
  return check.lockedNow
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
}
