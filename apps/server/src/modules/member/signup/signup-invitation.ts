// Issue 27: an employer invites its employee to the member portal with sign-up's own machinery: the pending
// member user of the employee's patient (made as `initiate` makes it for a record that answered right, with an
// unusable password) and a one-time /signup?code= link. Completing sign-up with the code (signup/complete/)
// makes the employee a member user who sees their employer benefit.
import type { Database } from '../../../db/database.js';
import { hashPassword, randomSecret } from '../../auth/index.js';
import type { OutgoingMail } from '../../../mail/mailer.js';
import { writeAudit } from '../../../platform/audit.repository.js';
import type { Clock } from '../../../platform/clock.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { memberCodesRepository } from '../shared/member-codes.repository.js';
import { memberMail } from '../shared/member-mail.js';
import { signupLinks } from './signup-links.js';
import { SIGNUP_CODE_VALID_HOURS } from './signup.messages.js';
import { signupRepository, type SignupPatient } from './signup.repository.js';

/** The patient invited: the employee's Primary patient, with their sign-in if they have one. */
export type InvitedPatient = Omit<SignupPatient, 'signupComplete'>;

/** An invitation made (its link to mail), or why none could be: the address signs in to another account. */
export type Invitation = { link: string } | { refused: 'email_taken' };

/** An invitation's address, the account that signs in with it (if any), and the pending user's password. */
export interface PreparedInvitation {
  email: string;
  accountId: number | null;
  unusablePasswordHash: string;
}

export function signupInvitations(deps: { db: Database; clock: Clock; publicUrl: string }) {
  const repo = signupRepository(deps.db);
  const codes = memberCodesRepository(deps.db);
  const { newLink } = signupLinks({
    codes,
    clock: deps.clock,
    audit: (by, entry) => writeAudit(deps.db, by, entry),
    publicUrl: deps.publicUrl,
  });
  return {
    /**
     * Before the transaction (its reads use the pool, not the transaction): who signs in with `email` today,
     * and the unusable password the pending user is made with (hashing is slow: not under the change's locks).
     */
    async prepare(email: string): Promise<PreparedInvitation> {
      const taken = await codes.memberAccountByEmail(email);
      return { email, accountId: taken?.id ?? null, unusablePasswordHash: await hashPassword(randomSecret()) };
    },

    /**
     * In the caller's transaction: the patient's pending member user at the prepared address (made, or the
     * unfinished one moved to it) and a new sign-up code replacing any earlier one. Refused when another member
     * account signs in with that address (the invitation would take it over).
     */
    async invite(tx: DbOrTx, patient: InvitedPatient, prepared: PreparedInvitation, now: Date): Promise<Invitation> {
      if (prepared.accountId !== null && prepared.accountId !== patient.userId) return { refused: 'email_taken' };
      const userId = await repo.claimPatient(tx, {
        patient: { ...patient, signupComplete: false },
        email: prepared.email,
        unusablePasswordHash: prepared.unusablePasswordHash,
        now,
      });
      return { link: await newLink(tx, userId, 'signup', now) };
    },
  };
}
export type SignupInvitations = ReturnType<typeof signupInvitations>;

/** The invitation mail: the company's name, the one-time link, how long it works. */
export function signupInvitationMail(input: {
  to: string;
  firstName: string;
  companyName: string;
  link: string;
}): OutgoingMail {
  return memberMail({
    to: input.to,
    subject: `${input.companyName} invites you to the Member Portal`,
    firstName: input.firstName,
    paragraphs: [
      `${input.companyName} has enrolled you in its dental benefit. Sign up for the Member Portal to see your cover, your family's and your member ID card.`,
      `Open this link within ${SIGNUP_CODE_VALID_HOURS} hours to choose your password and finish signing up. It works once; your employer can send you a new one.`,
    ],
    link: { url: input.link, label: 'Sign up for the Member Portal' },
    closing: 'If you did not expect this, you can ignore this email.',
  });
}
