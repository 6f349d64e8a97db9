// Single-use mailed codes of sign-up, email verification and email change, and the throttling of the
// mail they send (STYLE: only repositories use Drizzle). Codes are stored as SHA-256 hashes only.
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { memberCodes, memberMailRequests, users } from '../../../db/schema/index.js';
import { inTransaction, type DbOrTx } from '../../../platform/transaction.js';

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

/** Advisory lock classes (the two-key form) of the member mail throttle: one account key, one address. */
const MAIL_ACCOUNT_LOCK = 7304;
const MAIL_ADDRESS_LOCK = 7305;

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
    async replaceCode(
      tx: DbOrTx,
      code: {
        userId: number;
        purpose: MemberCodePurpose;
        codeHash: string;
        newEmail?: string | null;
        createdAt: Date;
        expiresAt: Date;
      },
    ): Promise<void> {
      await tx
        .update(memberCodes)
        .set({ usedAt: code.createdAt })
        .where(
          and(eq(memberCodes.userId, code.userId), eq(memberCodes.purpose, code.purpose), isNull(memberCodes.usedAt)),
        );
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
     * Counts the requests since `since` for the account key and for the address, then records this one, in
     * one atomic step: transaction-scoped advisory locks on the account key, then the address (never a cycle),
     * make concurrent requests on any connection or API instance each see the ones before them (issue 15, item 6).
     */
    async recordRequest(
      request: { at: Date; accountKey: string; ip: string },
      since: Date,
    ): Promise<{ account: number; ip: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(MAIL_ACCOUNT_LOCK))}, hashtext(${request.accountKey}))`,
        );
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(MAIL_ADDRESS_LOCK))}, hashtext(${request.ip}))`,
        );
        const recent = async (where: ReturnType<typeof and>) =>
          (await tx.select({ n: count() }).from(memberMailRequests).where(where))[0]?.n ?? 0;
        const window = gte(memberMailRequests.at, since);
        const account = await recent(and(window, eq(memberMailRequests.accountKey, request.accountKey)));
        const address = await recent(and(window, eq(memberMailRequests.ip, request.ip)));
        await tx.insert(memberMailRequests).values(request);
        return { account, ip: address };
      });
    },

    async deleteRequestsBefore(before: Date): Promise<void> {
      await db.delete(memberMailRequests).where(lt(memberMailRequests.at, before));
    },

    transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return inTransaction(db, work);
    },
  };
}
export type MemberCodesRepository = ReturnType<typeof memberCodesRepository>;
