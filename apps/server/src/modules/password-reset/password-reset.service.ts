// Forgot and reset password (spec §7, issue 3). Initiate answers the same whether or not the account
// exists and does its work after answering; complete sets the password and ends every session.
import { ERRORS, MSG_PASSWORD_UPDATED, type Portal } from '@dental/domain';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  accountKeyOf,
  type AuthRepository,
  type SessionAuditEntry,
  hashPassword,
  hashSecret,
  randomSecret,
} from '../auth/index.js';
import { AUDIT_ACTIONS, type RequestOrigin } from '../../platform/audit.repository.js';
import type { Clock } from '../../platform/clock.js';
import { backgroundTasks } from '../../platform/background-tasks.js';
import { passwordResetMail } from './password-reset.mail.js';
import type { PasswordResetRepository } from './password-reset.repository.js';

export const RESET_CODE_VALID_MINUTES = 60;
/** Reset mails per account and per address per hour; more requests still get the same answer, and no mail. */
export const MAX_RESET_REQUESTS_PER_ACCOUNT = 5;
export const MAX_RESET_REQUESTS_PER_ADDRESS = 20;
const RESET_REQUEST_WINDOW_MS = 3_600_000;
/** Requests older than this are deleted now and then; only the last hour matters. */
const REQUEST_RETENTION_MS = 24 * 3_600_000;
const CLEANUP_PROBABILITY = 0.02;

export const MSG_RESET_LINK_SENT = 'If an account exists for that email, we have sent a link to reset your password.';
export { MSG_PASSWORD_UPDATED };

export interface PasswordResetDeps {
  portal: Portal;
  /** The portal's public address (config, never the Host header: reset-link poisoning). */
  publicUrl: string;
  repo: PasswordResetRepository;
  users: AuthRepository;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  audit: (origin: RequestOrigin, entry: Omit<SessionAuditEntry, 'portal'>) => Promise<void>;
}

export function passwordResetService({ portal, publicUrl, repo, users, mailer, clock, log, audit }: PasswordResetDeps) {
  // The shared registry, so tests (the request fuzz) can wait for this work too.
  const tasks = backgroundTasks(log);

  async function sendResetLink(email: string, accountType: Portal, origin: RequestOrigin): Promise<void> {
    const now = clock();
    const accountKey = accountKeyOf(portal, email);
    const recent = await repo.recordRequest(
      { at: now, accountKey, ip: origin.ip },
      new Date(now.getTime() - RESET_REQUEST_WINDOW_MS),
    );
    if (Math.random() < CLEANUP_PROBABILITY)
      await repo.deleteRequestsBefore(new Date(now.getTime() - REQUEST_RETENTION_MS));
    if (recent.account >= MAX_RESET_REQUESTS_PER_ACCOUNT || recent.ip >= MAX_RESET_REQUESTS_PER_ADDRESS) {
      await audit(origin, {
        action: AUDIT_ACTIONS.passwordResetInitiate,
        outcome: 'failure',
        details: { email, reason: 'throttled' },
      });
      return;
    }
    const user = accountType === portal ? await users.findUserByEmail(portal, email) : null;
    if (!user || user.disabledAt) {
      const reason = accountType !== portal ? 'wrong_portal' : user ? 'disabled' : 'unknown_email';
      await audit(origin, {
        action: AUDIT_ACTIONS.passwordResetInitiate,
        outcome: 'failure',
        userId: user?.id,
        details: { email, reason },
      });
      return;
    }
    const code = randomSecret();
    await repo.createCode({
      userId: user.id,
      codeHash: hashSecret(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_CODE_VALID_MINUTES * 60_000),
    });
    const link = `${publicUrl}/reset-password?code=${encodeURIComponent(code)}`;
    await mailer.send(
      passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        portal,
        link,
        validMinutes: RESET_CODE_VALID_MINUTES,
      }),
    );
    await audit(origin, {
      action: AUDIT_ACTIONS.passwordResetInitiate,
      outcome: 'success',
      userId: user.id,
      details: { email },
    });
  }

  return {
    /** Starts the reset in the background and returns at once: known and unknown emails take the same time. */
    initiate(email: string, accountType: Portal, origin: RequestOrigin): void {
      tasks.run('password reset mail', origin.requestId, () => sendResetLink(email.trim(), accountType, origin));
    },

    /** Waits for background work (app close; tests). */
    async settle(): Promise<void> {
      await tasks.settle();
    },

    /** Sets the new password with a valid code, voids the user's codes and ends all their sessions. */
    async complete(code: string, password: string, origin: RequestOrigin): Promise<string> {
      const now = clock();
      const found = await repo.findCode(hashSecret(code.trim()));
      const problem =
        !found || found.accountType !== portal
          ? 'unknown_code'
          : found.usedAt
            ? 'used'
            : found.expiresAt <= now
              ? 'expired'
              : found.disabledAt
                ? 'disabled'
                : null;
      if (problem || !found) {
        await audit(origin, {
          action: AUDIT_ACTIONS.passwordResetComplete,
          outcome: 'failure',
          userId: found?.userId,
          details: { reason: problem },
        });
        throw appError(ERRORS.resetLinkInvalid);
      }
      const passwordHash = await hashPassword(password);
      const done = await repo.completeReset({ codeId: found.id, userId: found.userId, passwordHash, now });
      if (!done) {
        await audit(origin, {
          action: AUDIT_ACTIONS.passwordResetComplete,
          outcome: 'failure',
          userId: found.userId,
          details: { reason: 'used' },
        });
        throw appError(ERRORS.resetLinkInvalid);
      }
      await repo.clearSignInFailures(portal, found.email);
      await audit(origin, {
        action: AUDIT_ACTIONS.passwordResetComplete,
        outcome: 'success',
        userId: found.userId,
        details: { sessions_ended: done.sessionsEnded },
      });
      return MSG_PASSWORD_UPDATED;
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
