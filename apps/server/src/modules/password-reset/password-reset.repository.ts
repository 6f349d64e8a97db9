// The queries of password reset (STYLE: the only password-reset file that touches Drizzle).
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Portal } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { passwordResetCodes, passwordResetRequests, signInAttempts, users } from '../../db/schema/index.js';
import { accountKeyOf, revokeUserSessions } from '../auth/index.js';

/** Advisory lock class (the two-key form) of forgot-password requests from one address. */
const RESET_ADDRESS_LOCK = 7303;

export function passwordResetRepository(db: Database) {
  return {
    /**
     * Records a forgot-password request and answers how many the account and the address had made since
     * `since` before it. Requests for one account, and requests from one address, are serialized by
     * transaction-scoped advisory locks (account first, then address: never a cycle), so concurrent requests on
     * several connections (or API instances) each see the ones before them (issue 15, item 6: the address
     * count raced before, when only the account was locked).
     */
    async recordRequest(
      request: { at: Date; accountKey: string; ip: string },
      since: Date,
    ): Promise<{ account: number; ip: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${request.accountKey}))`);
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(RESET_ADDRESS_LOCK))}, hashtext(${request.ip}))`,
        );
        const recent = gte(passwordResetRequests.at, since);
        const requests = async (where: ReturnType<typeof and>) =>
          (await tx.select({ n: count() }).from(passwordResetRequests).where(where))[0]?.n ?? 0;
        const account = await requests(and(recent, eq(passwordResetRequests.accountKey, request.accountKey)));
        const address = await requests(and(recent, eq(passwordResetRequests.ip, request.ip)));
        await tx.insert(passwordResetRequests).values(request);
        return { account, ip: address };
      });
    },

    async deleteRequestsBefore(before: Date): Promise<void> {
      await db.delete(passwordResetRequests).where(lt(passwordResetRequests.at, before));
    },

    async createCode(code: { userId: number; codeHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetCodes).values(code);
    },

    /** A code by its hash, with the portal and state of its user. */
    async findCode(codeHash: string) {
      const [row] = await db
        .select({
          id: passwordResetCodes.id,
          userId: passwordResetCodes.userId,
          expiresAt: passwordResetCodes.expiresAt,
          usedAt: passwordResetCodes.usedAt,
          accountType: users.accountType,
          email: users.email,
          disabledAt: users.disabledAt,
        })
        .from(passwordResetCodes)
        .innerJoin(users, eq(users.id, passwordResetCodes.userId))
        .where(eq(passwordResetCodes.codeHash, codeHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * In one transaction: uses the code (false if another request used it first), sets the new hash,
     * voids the user's other open codes and ends all their sessions.
     */
    async completeReset(input: {
      codeId: number;
      userId: number;
      passwordHash: string;
      now: Date;
    }): Promise<{ sessionsEnded: number } | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResetCodes)
          .set({ usedAt: input.now })
          .where(and(eq(passwordResetCodes.id, input.codeId), isNull(passwordResetCodes.usedAt)))
          .returning({ id: passwordResetCodes.id });
        if (used.length === 0) return null;
        await tx
          .update(users)
          .set({ passwordHash: input.passwordHash, updatedAt: input.now })
          .where(eq(users.id, input.userId));
        await tx
          .update(passwordResetCodes)
          .set({ usedAt: input.now })
          .where(and(eq(passwordResetCodes.userId, input.userId), isNull(passwordResetCodes.usedAt)));
        const sessionsEnded = await revokeUserSessions(tx, input.userId, 'password_reset', input.now);
        return { sessionsEnded };
      });
    },

    /** Forgets an account's failed sign-ins, so "or reset your password" (the 429 message) holds. */
    async clearSignInFailures(portal: Portal, email: string): Promise<void> {
      await db
        .delete(signInAttempts)
        .where(and(eq(signInAttempts.accountKey, accountKeyOf(portal, email)), eq(signInAttempts.succeeded, false)));
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;
