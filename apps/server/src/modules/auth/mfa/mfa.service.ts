// The second factor (issue 14 item 3, OWASP ASVS 5.0 §6.3, decision 0025): the second step of sign-in (an
// authenticator code, a recovery code or an emailed code), enrolment, and turning it off. Every code is
// checked under the sign-in throttle (decision 0011) and works once.
import {
  ERRORS,
  MSG_MFA_CODE_INVALID,
  MSG_MFA_EMAIL_CODE_SENT,
  MSG_MFA_TURNED_OFF,
  errorAnswerOf,
  PORTAL_CONFIG,
  type AuthMethod,
  type MfaEnrolment,
  type MfaMethod,
  type MfaStatus,
  type MfaVerifyRequestParsed,
  type Portal,
} from '@dental/domain';
import { TooManyRequestsError, ValidationError, appError } from '../../../http/errors.js';
import type { Mailer } from '../../../mail/mailer.js';
import { accountKeyOf, type AuthRepository, type AuthUser } from '../auth.repository.js';
import { AUDIT_ACTIONS, type RequestOrigin } from '../../../platform/audit.repository.js';
import type { SessionAuditEntry as AuditEntry } from '../session-audit.js';
import type { AuthService, SignedIn } from '../auth.service.js';
import type { Clock } from '../../../platform/clock.js';
import type { KnownDevices } from '../known-device.js';
import { verifyPassword } from '../password-hashing.js';
import { SIGN_IN_WINDOW_MS, throttleOf, waitMinutes } from '../sign-in-throttle.js';
import { mfaCodeMail } from './mfa-code.mail.js';
import type { MfaGate } from './mfa-gate.js';
import type { MfaRepository, StoredChallenge } from './mfa.repository.js';
import { newEmailCode, newRecoveryCodes, normalisedRecoveryCode, type MfaSecrets } from './mfa-secrets.js';
import { acceptedTotpStep, newTotpSecret, qrSvgDataUrl, totpUri } from './totp.js';

export const EMAIL_CODE_VALID_MINUTES = 10;
/** Emailed codes per user per hour: enough for a slow inbox, too few to flood one. */
export const MAX_EMAIL_CODES_PER_HOUR = 5;
export const MSG_MFA_WRONG_PASSWORD = 'That password is not right.';

/** Who a signed-in MFA call is for. */
export type MfaUser = Pick<AuthUser, 'id' | 'email' | 'accountType'>;

export interface MfaServiceDeps {
  portal: Portal;
  repo: MfaRepository;
  gate: MfaGate;
  secrets: MfaSecrets;
  auth: AuthService;
  authRepo: AuthRepository;
  devices: KnownDevices;
  mailer: Mailer;
  clock: Clock;
  audit: (origin: RequestOrigin, entry: Omit<AuditEntry, 'portal'>) => Promise<void>;
}

/** Where a second-step call comes from: the challenge cookie, the browser's session and known-device cookie. */
export interface SecondStepRequest {
  challengeCookie: string | undefined;
  origin: RequestOrigin;
  previousSessionId: string | undefined;
  deviceCookie: string | undefined;
}

const AUTH_METHOD_OF = { totp: 'otp', recovery: 'recovery', email: 'email-code' } as const satisfies Record<
  MfaMethod,
  Exclude<AuthMethod, 'pwd'>
>;

export function mfaService({
  portal,
  repo,
  gate,
  secrets,
  auth,
  authRepo,
  devices,
  mailer,
  clock,
  audit,
}: MfaServiceDeps) {
  const challengeEnded = () => appError(ERRORS.mfaChallengeEnded);

  /** The live challenge of this portal and purpose the cookie names, or 401 (the portal then asks for the password again). */
  async function liveChallenge(
    cookie: string | undefined,
    purpose: StoredChallenge['purpose'],
    now: Date,
  ): Promise<StoredChallenge> {
    const id = secrets.readChallenge(portal, cookie);
    const challenge = id ? await repo.findChallenge(id) : null;
    if (
      !challenge ||
      challenge.portal !== portal ||
      challenge.purpose !== purpose ||
      challenge.usedAt ||
      challenge.expiresAt <= now ||
      challenge.user.disabledAt
    ) {
      throw challengeEnded();
    }
    return challenge;
  }

  /**
   * Runs one code check under the sign-in throttle (decision 0011), counted apart from the password's
   * failures of the account ('mfa|' key) but with the same address scope and the same known device.
   */
  async function throttledCheck(
    user: MfaUser,
    origin: RequestOrigin,
    deviceCookie: string | undefined,
    now: Date,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    const passwordKey = accountKeyOf(portal, user.email);
    const deviceId = devices.deviceFor(deviceCookie, passwordKey);
    const admitted = await authRepo.admitAttempt(
      {
        at: now,
        accountKey: `mfa|${passwordKey}`,
        ip: origin.ip,
        deviceId,
        since: new Date(now.getTime() - SIGN_IN_WINDOW_MS),
      },
      (stats) => throttleOf(stats, deviceId !== null, now.getTime()),
    );
    if (admitted.attemptId === null) {
      await audit(origin, {
        action: AUDIT_ACTIONS.mfaThrottled,
        outcome: 'failure',
        userId: user.id,
        details: { limit: admitted.held.scope },
      });
      const { retryAt } = admitted.held;
      throw new TooManyRequestsError(
        errorAnswerOf(ERRORS.signInThrottled, waitMinutes(retryAt, now.getTime()), 'code'),
        Math.ceil((retryAt - now.getTime()) / 1000),
      );
    }
    const passed = await check();
    if (passed) await authRepo.markAttemptSucceeded(admitted.attemptId);
    return passed;
  }

  async function totpPasses(userId: number, code: string, now: Date): Promise<boolean> {
    const factor = await repo.findFactor(userId);
    if (!factor?.enabledAt) return false;
    let secret: string;
    try {
      secret = secrets.decryptTotpSecret(factor.totpSecretEnc, userId);
    } catch {
      return false; // a row this server cannot read (another secret; a demo factor in prod) passes no code
    }
    const step = await acceptedTotpStep(secret, code, now, factor.lastTotpStep);
    return step !== null && (await repo.acceptTotpStep(userId, step));
  }

  async function startEnrolment(user: MfaUser, now: Date): Promise<MfaEnrolment> {
    // Read first, so a refused start writes nothing; the write's own condition covers a race.
    if ((await repo.findFactor(user.id))?.enabledAt) throw appError(ERRORS.mfaAlreadyOn);
    const secret = newTotpSecret();
    if (!(await repo.savePendingFactor(user.id, secrets.encryptTotpSecret(secret, user.id), now)))
      throw appError(ERRORS.mfaAlreadyOn);
    const otpauthUri = totpUri({ issuer: PORTAL_CONFIG[portal].title, account: user.email, secret });
    return { secret, otpauth_uri: otpauthUri, qr_svg_data_url: await qrSvgDataUrl(otpauthUri) };
  }

  /** Turns a pending factor on with its first code; answers the recovery codes (shown once). */
  async function confirmEnrolment(
    user: MfaUser,
    code: string,
    origin: RequestOrigin,
    deviceCookie: string | undefined,
    now: Date,
  ): Promise<string[]> {
    const factor = await repo.findFactor(user.id);
    if (!factor) throw appError(ERRORS.mfaEnrolmentNotStarted);
    if (factor.enabledAt) throw appError(ERRORS.mfaAlreadyOn);
    const recoveryCodes = newRecoveryCodes();
    const enabled = await throttledCheck(user, origin, deviceCookie, now, async () => {
      const step = await acceptedTotpStep(secrets.decryptTotpSecret(factor.totpSecretEnc, user.id), code, now, null);
      const hashes = recoveryCodes.map((recovery) =>
        secrets.codeHash('recovery', user.id, normalisedRecoveryCode(recovery)),
      );
      return step !== null && (await repo.enableFactor(user.id, step, hashes, now));
    });
    if (!enabled) {
      await audit(origin, {
        action: AUDIT_ACTIONS.mfaEnrol,
        outcome: 'failure',
        userId: user.id,
        details: { reason: 'wrong_code' },
      });
      throw new ValidationError({ code: MSG_MFA_CODE_INVALID });
    }
    await audit(origin, { action: AUDIT_ACTIONS.mfaEnrol, outcome: 'success', userId: user.id });
    return recoveryCodes;
  }

  /** Ends the pending sign-in and opens its session, recording how the user proved who they are. */
  async function finishSignIn(
    challenge: StoredChallenge,
    request: SecondStepRequest,
    method: Exclude<AuthMethod, 'pwd'>,
    now: Date,
  ): Promise<SignedIn> {
    if (!(await repo.consumeChallenge(challenge.id, now))) throw challengeEnded();
    return auth.openSession(challenge.user, {
      origin: request.origin,
      previousSessionId: request.previousSessionId,
      deviceCookie: request.deviceCookie,
      authMethods: ['pwd', method],
      now,
    });
  }

  return {
    /** POST token/mfa/: the second step of sign-in. */
    async verify(request: SecondStepRequest, input: MfaVerifyRequestParsed): Promise<SignedIn> {
      const now = clock();
      const challenge = await liveChallenge(request.challengeCookie, 'verify', now);
      const { user } = challenge;
      const passed = await throttledCheck(user, request.origin, request.deviceCookie, now, () => {
        switch (input.method) {
          case 'totp':
            return totpPasses(user.id, input.code, now);
          case 'recovery':
            return repo.useRecoveryCode(user.id, secrets.codeHash('recovery', user.id, input.code), now);
          case 'email':
            return repo.useEmailCode(challenge.id, secrets.codeHash('email', user.id, input.code), now);
        }
      });
      if (!passed) {
        await audit(request.origin, {
          action: AUDIT_ACTIONS.mfaVerify,
          outcome: 'failure',
          userId: user.id,
          details: { method: input.method },
        });
        throw new ValidationError({ code: MSG_MFA_CODE_INVALID });
      }
      await audit(request.origin, {
        action: AUDIT_ACTIONS.mfaVerify,
        outcome: 'success',
        userId: user.id,
        details: { method: input.method },
      });
      return finishSignIn(challenge, request, AUTH_METHOD_OF[input.method], now);
    },

    /** POST token/mfa/email-code/: mails a 6-digit code for this pending sign-in (the fallback without the app). */
    async sendEmailCode(challengeCookie: string | undefined, origin: RequestOrigin): Promise<string> {
      const now = clock();
      const { id: challengeId, user } = await liveChallenge(challengeCookie, 'verify', now);
      if ((await repo.emailCodesSentSince(user.id, new Date(now.getTime() - 3_600_000))) >= MAX_EMAIL_CODES_PER_HOUR) {
        await audit(origin, {
          action: AUDIT_ACTIONS.mfaEmailCode,
          outcome: 'failure',
          userId: user.id,
          details: { reason: 'throttled' },
        });
        throw new TooManyRequestsError(errorAnswerOf(ERRORS.mfaEmailCodesThrottled));
      }
      const code = newEmailCode();
      const expiresAt = new Date(now.getTime() + EMAIL_CODE_VALID_MINUTES * 60_000);
      await repo.createEmailCode({
        userId: user.id,
        challengeId,
        codeHash: secrets.codeHash('email', user.id, code),
        now,
        expiresAt,
      });
      await mailer.send(
        mfaCodeMail({
          to: user.email,
          firstName: user.firstName,
          portal,
          code,
          validMinutes: EMAIL_CODE_VALID_MINUTES,
        }),
      );
      await audit(origin, { action: AUDIT_ACTIONS.mfaEmailCode, outcome: 'success', userId: user.id });
      return MSG_MFA_EMAIL_CODE_SENT;
    },

    /** POST token/mfa/enrolment/: the set-up a user for whom MFA is required meets right after the password. */
    async startSignInEnrolment(challengeCookie: string | undefined): Promise<MfaEnrolment> {
      const now = clock();
      const { user } = await liveChallenge(challengeCookie, 'enrol', now);
      return startEnrolment(user, now);
    },

    /** POST token/mfa/enrolment/confirm/: the first code turns the factor on and opens the session. */
    async confirmSignInEnrolment(
      request: SecondStepRequest,
      code: string,
    ): Promise<{ recoveryCodes: string[]; signedIn: SignedIn }> {
      const now = clock();
      const challenge = await liveChallenge(request.challengeCookie, 'enrol', now);
      const recoveryCodes = await confirmEnrolment(challenge.user, code, request.origin, request.deviceCookie, now);
      return { recoveryCodes, signedIn: await finishSignIn(challenge, request, 'otp', now) };
    },

    /** GET mfa/. */
    async status(user: MfaUser): Promise<MfaStatus> {
      const factor = await repo.findFactor(user.id);
      const enrolled = Boolean(factor?.enabledAt);
      return {
        enrolled,
        policy: await gate.policyOf(user),
        recovery_codes_left: enrolled ? await repo.recoveryCodesLeft(user.id) : 0,
      };
    },

    /** POST mfa/enrolment/. */
    startEnrolment: (user: MfaUser) => startEnrolment(user, clock()),

    /** POST mfa/enrolment/confirm/. */
    confirmEnrolment: (user: MfaUser, code: string, origin: RequestOrigin, deviceCookie: string | undefined) =>
      confirmEnrolment(user, code, origin, deviceCookie, clock()),

    /** POST mfa/disable/: with the password, and only where the policy offers MFA rather than requiring it. */
    async disable(
      user: MfaUser,
      password: string,
      origin: RequestOrigin,
      deviceCookie: string | undefined,
    ): Promise<string> {
      const now = clock();
      if ((await gate.policyOf(user)) === 'required') throw appError(ERRORS.mfaRequiredCannotTurnOff);
      const passwordHash = await repo.passwordHashOf(user.id);
      const matches = await throttledCheck(
        user,
        origin,
        deviceCookie,
        now,
        async () => passwordHash !== null && (await verifyPassword(passwordHash, password)),
      );
      if (!matches) {
        await audit(origin, {
          action: AUDIT_ACTIONS.mfaDisable,
          outcome: 'failure',
          userId: user.id,
          details: { reason: 'wrong_password' },
        });
        throw new ValidationError({ password: MSG_MFA_WRONG_PASSWORD });
      }
      await repo.deleteFactor(user.id);
      await audit(origin, { action: AUDIT_ACTIONS.mfaDisable, outcome: 'success', userId: user.id });
      return MSG_MFA_TURNED_OFF;
    },
  };
}

export type MfaService = ReturnType<typeof mfaService>;
