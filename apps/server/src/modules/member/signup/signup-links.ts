// The one-time links of member sign-up (spec §2 routes, issue 4): a new code mailed as a link, and a code
// redeemed once, within its hours, in the transaction of what it allows.
import { ERRORS } from '@dental/domain';
import { appError } from '../../../http/errors.js';
import { hashSecret, randomSecret } from '../../auth/index.js';
import { writeAudit, type AuditEntry } from '../../../platform/audit.repository.js';
import { actorAs, type Caller } from '../../../platform/caller.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import type { MemberCodePurpose } from '../shared/member-codes.repository.js';
import { SIGNUP_CODE_VALID_HOURS } from './signup.messages.js';
import type { SignupDeps } from './signup-deps.js';

const LINK_PATHS: Record<'signup' | 'verify_email', string> = {
  signup: '/signup',
  verify_email: '/signup-authenticated',
};

/** Issuing and redeeming sign-up codes with the service's codes, clock, audit and public address. */
export function signupLinks({
  codes,
  clock,
  audit,
  publicUrl,
}: Pick<SignupDeps, 'codes' | 'clock' | 'audit' | 'publicUrl'>) {
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

  /** Uses a valid code of `purpose` and applies `apply` with it, in one transaction; else 400. */
  async function redeem(
    code: string,
    purpose: MemberCodePurpose,
    action: AuditEntry['action'],
    caller: Caller,
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
    // The code's user acts (a sign-up link redeemed while signed out).
    const by = { origin: caller.origin, actor: found ? actorAs(caller.actor, found.userId) : caller.actor };
    const entry: AuditEntry = { action, outcome: 'failure', subjectType: 'user', subjectId: found?.userId ?? null };
    if (problem || !found) {
      await audit(by, { ...entry, details: { reason: problem } });
      throw appError(ERRORS.signupLinkInvalid);
    }
    const done = await codes.transaction(async (tx) => {
      if (!(await codes.useCode(tx, found.id, now))) return false;
      await apply(tx, found.userId, now);
      await writeAudit(tx, by, { ...entry, outcome: 'success' });
      return true;
    });
    if (!done) {
      await audit(by, { ...entry, details: { reason: 'used' } });
      throw appError(ERRORS.signupLinkInvalid);
    }
  }

  return { newLink, redeem };
}
