// Issue 26 item 13: every check of a signed-in user's password (a PIN set, a password change) goes through the
// sign-in throttle (decision 0011): it counts as an attempt on the account from the caller's address, so
// guessing there is slowed down exactly as at sign-in, and a failure there slows sign-in too. Never a lockout.
import { ERRORS, errorAnswerOf, type Portal } from '@dental/domain';
import { TooManyRequestsError } from '../../http/errors.js';
import { accountKeyOf, type AuthRepository } from './auth.repository.js';
import { verifyPassword } from './password-hashing.js';
import { SIGN_IN_WINDOW_MS, throttleOf, waitMinutes } from './sign-in-throttle.js';

/** What a throttled password check needs: whose password, from where, and the stored hash to check against. */
export interface PasswordCheck {
  portal: Portal;
  email: string;
  ip: string;
  now: Date;
  passwordHash: string | null;
  password: string;
}

/** Why a check failed, for the caller's audit row. */
export type PasswordCheckFailure = 'wrong_password' | 'throttled';

/**
 * Checks `password` through the sign-in throttle. Answers true for the right password; false for a wrong one
 * (after `auditFailure('wrong_password')`); while the throttle holds, audits 'throttled' and throws its 429.
 */
export async function throttledPasswordCheck(
  repo: AuthRepository,
  check: PasswordCheck,
  auditFailure: (reason: PasswordCheckFailure) => Promise<void>,
): Promise<boolean> {
  const now = check.now.getTime();
  // A signed-in check has no known-device cookie to offer: it counts as an unknown device (pair, account, address).
  const admitted = await repo.admitAttempt(
    {
      at: check.now,
      accountKey: accountKeyOf(check.portal, check.email),
      ip: check.ip,
      deviceId: null,
      since: new Date(now - SIGN_IN_WINDOW_MS),
    },
    (stats) => throttleOf(stats, false, now),
  );
  if (admitted.attemptId === null) {
    await auditFailure('throttled');
    throw new TooManyRequestsError(
      errorAnswerOf(ERRORS.signInThrottled, waitMinutes(admitted.held.retryAt, now), 'password'),
      Math.ceil((admitted.held.retryAt - now) / 1000),
    );
  }
  const right = check.passwordHash !== null && (await verifyPassword(check.passwordHash, check.password));
  if (!right) {
    await auditFailure('wrong_password');
    return false;
  }
  await repo.markAttemptSucceeded(admitted.attemptId);
  return true;
}
