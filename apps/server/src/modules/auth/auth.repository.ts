// The queries of sign-in, sessions and refresh tokens (STYLE: the only auth file that touches Drizzle).
import { and, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EmployerRole, Portal, PracticeRole, StaffRole } from '@dental/domain';
import type { Database } from '../../db/database.js';
import {
  employerUsers,
  patients,
  practiceUsers,
  refreshTokens,
  sessions,
  signInAttempts,
  staffUsers,
  users,
} from '../../db/schema/index.js';
import type { AttemptStats } from './sign-in-throttle.js';
import type { CallerUser, SessionTenant } from '../../platform/caller.js';

export type { SessionTenant };

/** Advisory lock classes (the two-key form) of sign-in throttling: one account, one address. */
const SIGN_IN_ACCOUNT_LOCK = 7301;
const SIGN_IN_ADDRESS_LOCK = 7302;

/** The fields of a user that sessions and sign-in answers need (never the hash, except for sign-in). */
export interface AuthUser extends CallerUser {
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

/**
 * The tenant columns of the session lookup: scalar subqueries on the user's own rows (each by an index that
 * starts with user_id), so the one statement that checks the session also resolves every guard's scope and
 * a call gains no statement (issue 14). Each runs only for its account type (CASE evaluates lazily): a member's
 * call reads its household and nothing else. A user linked to several practices or companies acts for the first.
 */
const onlyFor = (accountType: Portal, subquery: SQL) =>
  sql`(case when ${users.accountType} = ${sql.raw(`'${accountType}'`)} then (${subquery}) end)`;
const firstLink = (table: typeof practiceUsers | typeof employerUsers, column: SQL, order: SQL) =>
  sql`select ${column} from ${table} where ${table.userId} = ${users.id} order by ${order} limit 1`;
const tenantColumns = {
  householdId: sql<
    number | null
  >`${onlyFor('member', sql`select ${patients.householdId} from ${patients} where ${patients.userId} = ${users.id}`)}`,
  practiceId: sql<
    number | null
  >`${onlyFor('dentist', firstLink(practiceUsers, sql`${practiceUsers.practiceId}`, sql`${practiceUsers.practiceId}`))}`,
  practiceRole: sql<PracticeRole | null>`${onlyFor('dentist', firstLink(practiceUsers, sql`${practiceUsers.role}`, sql`${practiceUsers.practiceId}`))}`,
  companyId: sql<
    number | null
  >`${onlyFor('employer', firstLink(employerUsers, sql`${employerUsers.employerId}`, sql`${employerUsers.employerId}`))}`,
  employerRole: sql<EmployerRole | null>`${onlyFor('employer', firstLink(employerUsers, sql`${employerUsers.role}`, sql`${employerUsers.employerId}`))}`,
  staffRole: sql<StaffRole | null>`${onlyFor('admin', sql`select ${staffUsers.role} from ${staffUsers} where ${staffUsers.userId} = ${users.id}`)}`,
};

type TenantRow = { [K in keyof typeof tenantColumns]: (typeof tenantColumns)[K]['_']['type'] };

function tenantOf(row: TenantRow): SessionTenant {
  return {
    householdId: row.householdId === null ? null : Number(row.householdId),
    practice:
      row.practiceId === null || row.practiceRole === null
        ? null
        : { id: Number(row.practiceId), role: row.practiceRole },
    company:
      row.companyId === null || row.employerRole === null
        ? null
        : { id: Number(row.companyId), role: row.employerRole },
    staffRole: row.staffRole,
  };
}

export function authRepository(db: Database) {
  // Every authenticated call runs this: built once, and prepared once per connection on a server.
  const findSessionStatement = db
    .select({ session: storedSessionColumns, user: sessionUserColumns, tenant: tenantColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('auth_find_session');

  return {
    /** The account of a portal with this email (compared without case), with its password hash. */
    async findUserByEmail(
      portal: Portal,
      email: string,
    ): Promise<(AuthUser & { passwordHash: string; emailVerifiedAt: Date | null }) | null> {
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

    /**
     * Checks and records a sign-in attempt in one atomic step (issue 15, item 6): under transaction-scoped
     * advisory locks on the account and on the address, it reads their recent failures, asks `decide`, and
     * records the attempt (as a failure until marked succeeded) only when admitted. Concurrent attempts that
     * share the account or the address, on any connection or API instance, each see the ones before them.
     * Locks are always taken account first, then address, so two attempts never wait on each other in a cycle.
     */
    async admitAttempt<Held>(
      attempt: { at: Date; accountKey: string; ip: string; deviceId: string | null; since: Date },
      decide: (stats: AttemptStats) => Held | null,
    ): Promise<{ attemptId: number; held: null } | { attemptId: null; held: Held }> {
      const { accountKey, ip, deviceId, since } = attempt;
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(SIGN_IN_ACCOUNT_LOCK))}, hashtext(${accountKey}))`,
        );
        await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SIGN_IN_ADDRESS_LOCK))}, hashtext(${ip}))`);
        const t = signInAttempts;
        const unknownDevice = sql`${t.deviceId} is null`;
        const scope = (where: SQL) => ({
          count: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
          lastAt: sql<number | null>`(extract(epoch from max(${t.at}) filter (where ${where})) * 1000)::float8`.mapWith(
            (value) => (value === null ? null : Number(value)),
          ),
        });
        const device = scope(
          deviceId === null ? sql`false` : sql`${t.deviceId} = ${deviceId} and ${t.accountKey} = ${accountKey}`,
        );
        const pair = scope(sql`${unknownDevice} and ${t.accountKey} = ${accountKey} and ${t.ip} = ${ip}`);
        const account = scope(sql`${unknownDevice} and ${t.accountKey} = ${accountKey}`);
        const address = scope(sql`${unknownDevice} and ${t.ip} = ${ip}`);
        const [row] = await tx
          .select({
            deviceCount: device.count,
            deviceLast: device.lastAt,
            pairCount: pair.count,
            pairLast: pair.lastAt,
            accountCount: account.count,
            accountLast: account.lastAt,
            addressCount: address.count,
            addressLast: address.lastAt,
          })
          .from(t)
          .where(and(eq(t.succeeded, false), gte(t.at, since), or(eq(t.accountKey, accountKey), eq(t.ip, ip))));
        const held = decide({
          device: { count: row?.deviceCount ?? 0, lastAt: row?.deviceLast ?? null },
          pair: { count: row?.pairCount ?? 0, lastAt: row?.pairLast ?? null },
          account: { count: row?.accountCount ?? 0, lastAt: row?.accountLast ?? null },
          address: { count: row?.addressCount ?? 0, lastAt: row?.addressLast ?? null },
        });
        if (held !== null) return { attemptId: null, held };
        const [recorded] = await tx
          .insert(t)
          .values({ at: attempt.at, accountKey, ip, deviceId, succeeded: false })
          .returning({ id: t.id });
        if (!recorded) throw new Error('sign-in attempt not recorded');
        return { attemptId: recorded.id, held: null };
      });
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
      /** How the user proved who they are (decision 0025); 'pwd' alone when absent. */
      authMethods?: readonly string[];
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
          ...(input.authMethods ? { authMethods: [...input.authMethods] } : {}),
        });
        await tx
          .insert(refreshTokens)
          .values({ sessionId: input.id, tokenHash: input.refreshTokenHash, createdAt: input.now });
      });
    },

    /** A session with its user, for authenticating a request. */
    async findSession(
      sessionId: string,
    ): Promise<{ session: StoredSession; user: AuthUser; tenant: SessionTenant } | null> {
      const [row] = await findSessionStatement.execute({ sessionId });
      return row ? { session: row.session, user: row.user, tenant: tenantOf(row.tenant) } : null;
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
        await tx
          .update(refreshTokens)
          .set({ replacedById: successor?.id ?? null })
          .where(eq(refreshTokens.id, tokenId));
        return true;
      });
    },

    /** Records activity, at most once per `interval` (the condition makes the write a no-op otherwise). */
    async touchSession(sessionId: string, now: Date, intervalMs: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastActiveAt: now })
        .where(and(eq(sessions.id, sessionId), lte(sessions.lastActiveAt, new Date(now.getTime() - intervalMs))));
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
