// Living sessions (issue 3): authenticating calls and rotating refresh tokens, with reuse detection.
import { UnauthorizedError } from '../../http/errors.js';
import type { IssuedTokens } from './auth-cookies.js';
import type { AuthRepository, AuthUser, StoredSession } from './auth.repository.js';
import { AUDIT_ACTIONS, type RequestOrigin } from '../../platform/audit.repository.js';
import type { SessionAuditEntry as AuditEntry } from './session-audit.js';
import type { AuthService } from './auth.service.js';
import type { Clock } from '../../platform/clock.js';
import type { AuthContext } from '../../platform/caller.js';
import { sessionEndReason, type SessionPolicy } from './session-policy.js';
import { hashSecret, newRefreshToken, type AccessClaims } from './tokens.js';

// The signed-in caller's type lives in src/platform/caller.ts (issue 25 item 9); the module's door still offers it.
export type { AuthContext } from '../../platform/caller.js';

/** 401 for a token or session that no longer authorizes anything (the portal then signs out, spec §8). */
export const MSG_SESSION_ENDED = 'Your session has ended. Please sign in again.';

export interface SessionServiceDeps {
  repo: AuthRepository;
  auth: AuthService;
  policy: SessionPolicy;
  clock: Clock;
  refreshReuseGraceMs: number;
  audit: (origin: RequestOrigin, entry: Omit<AuditEntry, 'portal'>) => Promise<void>;
}

export type Refreshed = { user: AuthUser; sessionId: string; tokens: IssuedTokens };

export function sessionService({ repo, auth, policy, clock, refreshReuseGraceMs, audit }: SessionServiceDeps) {
  const portal = policy.portal;

  /** Why this session and user may not continue, or null. */
  function problemOf(session: StoredSession, user: AuthUser, now: Date): string | null {
    if (session.portal !== portal || user.accountType !== portal) return 'wrong_portal';
    if (user.disabledAt) return 'user_disabled';
    return sessionEndReason(policy, session, now);
  }

  return {
    /** Checks an access token's expiry, its session (alive, this portal) and its user (enabled). */
    async authenticate(claims: AccessClaims): Promise<AuthContext> {
      const now = clock();
      if (claims.expiresAt.getTime() <= now.getTime()) throw new UnauthorizedError(MSG_SESSION_ENDED);
      const found = await repo.findSession(claims.sessionId);
      if (!found || found.user.id !== claims.userId || problemOf(found.session, found.user, now)) {
        throw new UnauthorizedError(MSG_SESSION_ENDED);
      }
      const { session, user, tenant } = found;
      // Rare by design: one write per interval per session, never a statement added to an ordinary call.
      if (now.getTime() - session.lastActiveAt.getTime() >= policy.activityWriteIntervalMs) {
        await repo.touchSession(session.id, now, policy.activityWriteIntervalMs);
      }
      const { disabledAt: _disabledAt, ...visible } = user;
      return {
        user: visible,
        session: { id: session.id, createdAt: session.createdAt, absoluteExpiresAt: session.absoluteExpiresAt },
        tenant,
      };
    },

    /**
     * Exchanges a refresh token for a new one and a new access token. A token used before is either a
     * second tab refreshing at the same moment (within the grace: a new access token only) or a stolen
     * copy (later: the whole session is revoked). Refreshing is not activity: an idle tab still times out.
     */
    async refresh(refreshToken: string | undefined, origin: RequestOrigin): Promise<Refreshed> {
      const now = clock();
      const found = refreshToken ? await repo.findRefreshToken(hashSecret(refreshToken)) : null;
      if (!found) throw new UnauthorizedError(MSG_SESSION_ENDED);
      const { token, session, user } = found;
      const problem = problemOf(session, user, now);
      if (problem) {
        await audit(origin, {
          action: AUDIT_ACTIONS.tokenRefresh,
          outcome: 'failure',
          userId: user.id,
          sessionId: session.id,
          details: { reason: problem },
        });
        throw new UnauthorizedError(MSG_SESSION_ENDED);
      }

      let usedAt = token.usedAt;
      if (!usedAt) {
        const next = newRefreshToken(session.id);
        if (await repo.rotateRefreshToken(token.id, session.id, next.hash, now)) {
          const access = await auth.accessTokenFor(user.id, session.id, session.absoluteExpiresAt, now);
          await audit(origin, {
            action: AUDIT_ACTIONS.tokenRefresh,
            outcome: 'success',
            userId: user.id,
            sessionId: session.id,
          });
          return {
            user,
            sessionId: session.id,
            tokens: { ...access, refreshToken: next.token, sessionExpiresAt: session.absoluteExpiresAt },
          };
        }
        usedAt = now; // another request rotated it this instant
      }

      if (now.getTime() - usedAt.getTime() <= refreshReuseGraceMs) {
        const access = await auth.accessTokenFor(user.id, session.id, session.absoluteExpiresAt, now);
        await audit(origin, {
          action: AUDIT_ACTIONS.tokenRefresh,
          outcome: 'success',
          userId: user.id,
          sessionId: session.id,
          details: { within_grace: true },
        });
        return { user, sessionId: session.id, tokens: { ...access, sessionExpiresAt: session.absoluteExpiresAt } };
      }

      await repo.revokeSession(session.id, 'refresh_token_reuse', now);
      await audit(origin, {
        action: AUDIT_ACTIONS.refreshTokenReuse,
        outcome: 'failure',
        userId: user.id,
        sessionId: session.id,
      });
      throw new UnauthorizedError(MSG_SESSION_ENDED);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
