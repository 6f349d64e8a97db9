// The queries of sign-in, sessions and refresh tokens (STYLE: the only auth file that touches Drizzle).
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Portal } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { refreshTokens, sessions, signInAttempts, users } from '../../db/schema/index.js';

/** The fields of a user that sessions and sign-in answers need (never the hash, except for sign-in). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  accountType: Portal;
  signupComplete: boolean;
  disabledAt: Date | null;
}

export interface StoredSession {
  id: string;
  userId: number;
  portal: Portal;
  createdAt: Date;
  lastActiveAt: Date;
  absoluteExpiresAt: Date;
  revokedAt: Date | null;
}

/** The throttling key of an account: its portal and its email without case. */
export function accountKeyOf(portal: Portal, email: string): string {
  return `${portal}:${email.trim().toLowerCase()}`;
}

const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  accountType: users.accountType,
  signupComplete: users.signupComplete,
  disabledAt: users.disabledAt,
};

const storedSessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  portal: sessions.portal,
  createdAt: sessions.createdAt,
  lastActiveAt: sessions.lastActiveAt,
  absoluteExpiresAt: sessions.absoluteExpiresAt,
  revokedAt: sessions.revokedAt,
};

export function authRepository(db: Database) {
  // Every authenticated call runs this: built once, and prepared once per connection on a server.
  const findSessionStatement = db
    .select({ session: storedSessionColumns, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('auth_find_session');

  return {
    /** The account of a portal with this email (compared without case), with its password hash. */
    async findUserByEmail(portal: Portal, email: string): Promise<(AuthUser & { passwordHash: string; emailVerifiedAt: Date | null }) | null> {
      const [row] = await db
        .select({ ...sessionUserColumns, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(and(eq(users.accountType, portal), sql`lower(${users.email}) = lower(${email})`))
        .limit(1);
      return row ?? null;
    },

    async updatePasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** Failed sign-ins since `since` for the account and for the address. */
    async countRecentFailures(accountKey: string, ip: string, since: Date): Promise<{ account: number; ip: number }> {
      const failures = (where: ReturnType<typeof and>) =>
        db.select({ n: count() }).from(signInAttempts).where(where).then(([row]) => row?.n ?? 0);
      const recent = and(eq(signInAttempts.succeeded, false), gte(signInAttempts.at, since));
      const [account, address] = await Promise.all([
        failures(and(recent, eq(signInAttempts.accountKey, accountKey))),
        failures(and(recent, eq(signInAttempts.ip, ip))),
      ]);
      return { account, ip: address };
    },

    async recordAttempt(attempt: { at: Date; accountKey: string; ip: string; succeeded: boolean }): Promise<number> {
      const [row] = await db.insert(signInAttempts).values(attempt).returning({ id: signInAttempts.id });
      if (!row) throw new Error('sign-in attempt not recorded');
      return row.id;
    },

    async markAttemptSucceeded(attemptId: number): Promise<void> {
      await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
    },

    async deleteAttemptsBefore(before: Date): Promise<void> {
      await db.delete(signInAttempts).where(lt(signInAttempts.at, before));
    },

    /** Creates a session and its first refresh token in one transaction. */
    async createSession(input: {
      id: string;
      userId: number;
      portal: Portal;
      now: Date;
      absoluteExpiresAt: Date;
      ip: string;
      userAgent: string | undefined;
      refreshTokenHash: string;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sessions).values({
          id: input.id,
          userId: input.userId,
          portal: input.portal,
          createdAt: input.now,
          lastActiveAt: input.now,
          absoluteExpiresAt: input.absoluteExpiresAt,
          ip: input.ip,
          userAgent: input.userAgent?.slice(0, 512) ?? null,
        });
        await tx.insert(refreshTokens).values({ sessionId: input.id, tokenHash: input.refreshTokenHash, createdAt: input.now });
      });
    },

    /** A session with its user, for authenticating a request. */
    async findSession(sessionId: string): Promise<{ session: StoredSession; user: AuthUser } | null> {
      const [row] = await findSessionStatement.execute({ sessionId });
      return row ?? null;
    },

    /** A refresh token by its hash, with its session and user. */
    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          token: { id: refreshTokens.id, usedAt: refreshTokens.usedAt },
          session: storedSessionColumns,
          user: sessionUserColumns,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Marks a token used and stores its successor, in one transaction. False when another request used
     * it first (the caller then treats this request as a concurrent or repeated refresh).
     */
    async rotateRefreshToken(tokenId: number, sessionId: string, successorHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (used.length === 0) return false;
        const [successor] = await tx
          .insert(refreshTokens)
          .values({ sessionId, tokenHash: successorHash, createdAt: now })
          .returning({ id: refreshTokens.id });
        await tx.update(refreshTokens).set({ replacedById: successor?.id ?? null }).where(eq(refreshTokens.id, tokenId));
        return true;
      });
    },

    /** Records activity, at most once per `interval` (the condition makes the write a no-op otherwise). */
    async touchSession(sessionId: string, now: Date, intervalMs: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastActiveAt: now })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastActiveAt, new Date(now.getTime() - intervalMs))));
    },

    async revokeSession(sessionId: string, reason: string, now: Date): Promise<boolean> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length > 0;
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;

/**
 * Ends every live session of a user (password reset, password change, disabling). Takes the database or
 * a transaction so callers can end sessions together with the change that requires it.
 */
export async function revokeUserSessions(db: Database, userId: number, reason: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
