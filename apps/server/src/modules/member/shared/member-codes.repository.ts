// Single-use mailed codes of sign-up, email verification and email change, and the throttling of the
// mail they send (STYLE: only repositories use Drizzle). Codes are stored as SHA-256 hashes only.
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { memberCodes, memberMailRequests, users } from '../../../db/schema/index.js';
import type { DbOrTx } from './member-audit.repository.js';

export type MemberCodePurpose = (typeof memberCodes.$inferSelect)['purpose'];

/** A member user found by email, with what the sign-up flows need to know. */
export interface MemberAccount {
  id: number;
  email: string;
  firstName: string;
  signupComplete: boolean;
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  signupComplete: users.signupComplete,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
};

export function memberCodesRepository(db: Database) {
  return {
    /** The member-portal account with this email (compared without case, as the unique index does). */
    async memberAccountByEmail(email: string): Promise<MemberAccount | null> {
      const [row] = await db
        .select(accountColumns)
        .from(users)
        .where(and(eq(users.accountType, 'member'), sql`lower(${users.email}) = lower(${email.trim()})`))
        .limit(1);
      return row ?? null;
    },

    /** Voids the user's open codes of a purpose, then stores a new one. */
    async replaceCode(tx: DbOrTx, code: { userId: number; purpose: MemberCodePurpose; codeHash: string; newEmail?: string | null; createdAt: Date; expiresAt: Date }): Promise<void> {
      await tx
        .update(memberCodes)
        .set({ usedAt: code.createdAt })
        .where(and(eq(memberCodes.userId, code.userId), eq(memberCodes.purpose, code.purpose), isNull(memberCodes.usedAt)));
      await tx.insert(memberCodes).values({ ...code, newEmail: code.newEmail ?? null });
    },

    /** A code by its hash, with its user's state. */
    async findCode(codeHash: string) {
      const [row] = await db
        .select({
          id: memberCodes.id,
          userId: memberCodes.userId,
          purpose: memberCodes.purpose,
          newEmail: memberCodes.newEmail,
          expiresAt: memberCodes.expiresAt,
          usedAt: memberCodes.usedAt,
          account: accountColumns,
        })
        .from(memberCodes)
        .innerJoin(users, eq(users.id, memberCodes.userId))
        .where(eq(memberCodes.codeHash, codeHash))
        .limit(1);
      return row ?? null;
    },

    /** Uses a code inside the caller's transaction; false when another request used it first. */
    async useCode(tx: DbOrTx, codeId: number, now: Date): Promise<boolean> {
      const used = await tx
        .update(memberCodes)
        .set({ usedAt: now })
        .where(and(eq(memberCodes.id, codeId), isNull(memberCodes.usedAt)))
        .returning({ id: memberCodes.id });
      return used.length > 0;
    },

    /**
     * Records this request, then counts the requests since `since` (this one included) for the account key
     * and for the address: recording first makes parallel requests see each other.
     */
    async recordRequest(request: { at: Date; accountKey: string; ip: string }, since: Date): Promise<{ account: number; ip: number }> {
      await db.insert(memberMailRequests).values(request);
      const recent = (where: ReturnType<typeof and>) =>
        db.select({ n: count() }).from(memberMailRequests).where(where).then(([row]) => row?.n ?? 0);
      const window = gte(memberMailRequests.at, since);
      const [account, address] = await Promise.all([
        recent(and(window, eq(memberMailRequests.accountKey, request.accountKey))),
        recent(and(window, eq(memberMailRequests.ip, request.ip))),
      ]);
      return { account, ip: address };
    },

    async deleteRequestsBefore(before: Date): Promise<void> {
      await db.delete(memberMailRequests).where(lt(memberMailRequests.at, before));
    },

    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}
export type MemberCodesRepository = ReturnType<typeof memberCodesRepository>;
