// Sign-in and sign-out (DESIGN §3, issue 3): credentials, brute-force throttling, sessions and their audit.
import { randomUUID } from 'node:crypto';
import { ERRORS, errorAnswerOf, type SignInRequest, type TokenRefreshResponse } from '@dental/domain';
import { TooManyRequestsError, appError } from '../../http/errors.js';
import type { IssuedTokens } from './auth-cookies.js';
import { accountKeyOf, type AuthRepository, type AuthUser } from './auth.repository.js';
import { AUDIT_ACTIONS, type RequestOrigin } from '../../platform/audit.repository.js';
import type { Clock } from '../../platform/clock.js';
import type { SessionAuditEntry as AuditEntry } from './session-audit.js';
import { needsRehash, hashPassword, verifyAgainstDummy, verifyPassword } from './password-hashing.js';
import { accessExpiryOf, type SessionPolicy } from './session-policy.js';
import type { KnownDevices } from './known-device.js';
import { SIGN_IN_WINDOW_MS, throttleOf, waitMinutes } from './sign-in-throttle.js';
import { hashSecret, newRefreshToken, type AccessTokens } from './tokens.js';

/** Attempts older than this are deleted now and then; only the last window matters. */
const ATTEMPT_RETENTION_MS = 24 * 3_600_000;
const CLEANUP_PROBABILITY = 0.02;

export const MSG_SIGNED_OUT = 'You have been signed out.';

export interface AuthServiceDeps {
  repo: AuthRepository;
  tokens: AccessTokens;
  devices: KnownDevices;
  policy: SessionPolicy;
  clock: Clock;
  audit: (origin: RequestOrigin, entry: Omit<AuditEntry, 'portal'>) => Promise<void>;
  /** The second factor's check after the password; without it every right password opens a session. */
  mfa?: SecondStepGate;
}

export interface SignedIn {
  user: AuthUser;
  sessionId: string;
  tokens: Required<IssuedTokens>;
  /** The known-device cookie to set (decision 0011). */
  deviceCookie: string;
}

/** A right password of an account that needs a second step (decision 0025): no session yet, a challenge. */
export interface SecondStepNeeded {
  secondStep: 'verify' | 'enrol';
  /** The signed challenge to set in its httpOnly cookie. */
  challengeCookie: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** Decides after the password whether a second step is needed, and opens its challenge (mfa/mfa-gate.ts). */
export interface SecondStepGate {
  secondStepFor(user: AuthUser, now: Date): Promise<SecondStepNeeded | null>;
}

/** How a session's user proved who they are (stored on the session, decision 0025). */
export type SessionAuthMethods = readonly ['pwd', ...string[]];

/** The session answer of sign-in and refresh (domain `sessionSchema`). */
export function sessionResponse(user: AuthUser, accessExpiresAt: Date, policy: SessionPolicy): TokenRefreshResponse {
  return {
    data: {
      user_id: user.id,
      email: user.email,
      account_type: user.accountType,
      access_expires_at: accessExpiresAt.toISOString(),
      user: {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        account_type: user.accountType,
        signup_complete: user.signupComplete,
      },
      refresh_interval_seconds: policy.refreshIntervalSeconds,
    },
  };
}

export function authService({ repo, tokens, devices, policy, clock, audit, mfa }: AuthServiceDeps) {
  const portal = policy.portal;

  /** Signs an access token for a session, expiring at the TTL or the session's end. */
  async function accessTokenFor(userId: number, sessionId: string, absoluteExpiresAt: Date, now: Date) {
    const accessExpiresAt = accessExpiryOf(policy, now, absoluteExpiresAt);
    const accessToken = tokens.sign({ userId, sessionId, issuedAt: now, expiresAt: accessExpiresAt });
    return { issuedAt: now, accessToken, accessExpiresAt };
  }

  /**
   * Opens a session for a user who has proved who they are (after the password, and the second step when
   * one is needed): replaces the browser's previous session and marks the browser as known (decision 0011).
   */
  async function openSession(
    user: AuthUser,
    input: {
      origin: RequestOrigin;
      previousSessionId: string | undefined;
      deviceCookie: string | undefined;
      authMethods: SessionAuthMethods;
      now: Date;
    },
  ): Promise<SignedIn> {
    const { origin, previousSessionId, deviceCookie, authMethods, now } = input;
    // A new sign-in in this browser replaces the session it carried.
    if (previousSessionId) await repo.revokeSession(previousSessionId, 'signed_in_again', now);

    const sessionId = randomUUID();
    const absoluteExpiresAt = new Date(now.getTime() + policy.absoluteMs);
    const refresh = newRefreshToken(sessionId);
    await repo.createSession({
      id: sessionId,
      userId: user.id,
      portal,
      now,
      absoluteExpiresAt,
      ip: origin.ip,
      userAgent: origin.userAgent,
      refreshTokenHash: refresh.hash,
      authMethods,
    });
    const access = await accessTokenFor(user.id, sessionId, absoluteExpiresAt, now);
    const details = authMethods.length > 1 ? { auth_methods: authMethods.join(' ') } : undefined;
    await audit(origin, {
      action: AUDIT_ACTIONS.signIn,
      outcome: 'success',
      userId: user.id,
      sessionId,
      ...(details ? { details } : {}),
    });
    return {
      user,
      sessionId,
      tokens: { ...access, refreshToken: refresh.token, sessionExpiresAt: absoluteExpiresAt },
      deviceCookie: devices.issue(deviceCookie, accountKeyOf(portal, user.email)),
    };
  }

  return {
    accessTokenFor,
    openSession,

    /**
     * Checks the credentials and opens a session. Every failure (unknown email, wrong password, another
     * portal's account_type, a disabled account) is the same 400 after the same work (one argon2 verify).
     * Guessing is slowed down, not locked out (decision 0011): a browser that signed in to the account before
     * (`deviceCookie`) is throttled on its own; others per address on the account, per account and per address.
     */
    async signIn(
      input: SignInRequest,
      origin: RequestOrigin,
      previousSessionId: string | undefined,
      deviceCookie?: string,
    ): Promise<SignedIn | SecondStepNeeded> {
      const now = clock();
      const email = input.email.trim();
      const accountKey = accountKeyOf(portal, email);
      const deviceId = devices.deviceFor(deviceCookie, accountKey);
      // Checked and recorded (as a failure until the password is right) in one step, so parallel guesses count.
      const admitted = await repo.admitAttempt(
        { at: now, accountKey, ip: origin.ip, deviceId, since: new Date(now.getTime() - SIGN_IN_WINDOW_MS) },
        (stats) => throttleOf(stats, deviceId !== null, now.getTime()),
      );
      if (admitted.attemptId === null) {
        const { held } = admitted;
        await audit(origin, {
          action: AUDIT_ACTIONS.signInThrottled,
          outcome: 'failure',
          details: { email, limit: held.scope },
        });
        throw new TooManyRequestsError(
          errorAnswerOf(ERRORS.signInThrottled, waitMinutes(held.retryAt, now.getTime()), 'password'),
          Math.ceil((held.retryAt - now.getTime()) / 1000),
        );
      }

      const user = input.account_type === portal ? await repo.findUserByEmail(portal, email) : null;
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      const failure =
        input.account_type !== portal
          ? 'wrong_portal'
          : !user
            ? 'unknown_email'
            : !passwordMatches
              ? 'wrong_password'
              : user.disabledAt
                ? 'disabled'
                : null;
      if (failure || !user) {
        await audit(origin, {
          action: AUDIT_ACTIONS.signIn,
          outcome: 'failure',
          userId: user?.id,
          details: { email, reason: failure },
        });
        throw appError(ERRORS.invalidCredentials);
      }

      await repo.markAttemptSucceeded(admitted.attemptId);
      // Only after the right password, so the answer tells nothing to someone guessing (issue 4).
      if (portal === 'member' && !user.emailVerifiedAt) {
        await audit(origin, {
          action: AUDIT_ACTIONS.signIn,
          outcome: 'failure',
          userId: user.id,
          details: { email, reason: 'email_not_verified' },
        });
        throw appError(ERRORS.emailNotVerified);
      }
      if (Math.random() < CLEANUP_PROBABILITY)
        await repo.deleteAttemptsBefore(new Date(now.getTime() - ATTEMPT_RETENTION_MS));
      if (needsRehash(user.passwordHash)) await repo.updatePasswordHash(user.id, await hashPassword(input.password));
      // An account with a second factor (or one it must set up) gets a challenge, not a session (decision 0025).
      const secondStep = mfa ? await mfa.secondStepFor(user, now) : null;
      if (secondStep) {
        await audit(origin, {
          action: AUDIT_ACTIONS.signIn,
          outcome: 'success',
          userId: user.id,
          details: { second_step: secondStep.secondStep },
        });
        return secondStep;
      }
      return openSession(user, { origin, previousSessionId, deviceCookie, authMethods: ['pwd'], now });
    },

    /** Ends the session named by the access token or, failing that, by a valid refresh token. Idempotent. */
    async logout(
      accessSessionId: string | undefined,
      refreshToken: string | undefined,
      origin: RequestOrigin,
    ): Promise<void> {
      const now = clock();
      let sessionId = accessSessionId;
      if (!sessionId && refreshToken) {
        const found = await repo.findRefreshToken(hashSecret(refreshToken));
        if (found?.session.portal === portal) sessionId = found.session.id;
      }
      if (!sessionId) return;
      const found = await repo.findSession(sessionId);
      if (!found || found.session.portal !== portal) return;
      const ended = await repo.revokeSession(sessionId, 'logout', now);
      await audit(origin, {
        action: AUDIT_ACTIONS.logout,
        outcome: 'success',
        userId: found.user.id,
        sessionId,
        details: { was_active: ended },
      });
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
