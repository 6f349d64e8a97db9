// Issue 27 item 6 (decision 0060): the bank verification's rows: the account owner, the accounts added, and the
// holder's bank_status (employers or practices). The only file of the module that imports Drizzle (decision 21).
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { BankStatus } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { bankAccounts, bankOwners, employers, practices } from '../../db/schema/index.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../platform/audit.repository.js';
import { inTransaction, type DbOrTx } from '../../platform/transaction.js';

/** Whose bank it is: a company (employers.id) or a practice (practices.id). */
export type BankHolder = { kind: 'employer'; id: number } | { kind: 'practice'; id: number };

export type BankOwnerRow = typeof bankOwners.$inferSelect;
export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankOwnerValues = Omit<typeof bankOwners.$inferInsert, 'id' | 'employerId' | 'practiceId' | 'createdAt'>;
export type BankAccountValues = Omit<typeof bankAccounts.$inferInsert, 'id' | 'employerId' | 'practiceId'>;

/** The holder's columns of a bank row: its employer_id or practice_id set, the other null. */
const holderValues = (holder: BankHolder) =>
  holder.kind === 'employer'
    ? { employerId: holder.id, practiceId: null }
    : { employerId: null, practiceId: holder.id };
const ownerOf = (holder: BankHolder) =>
  holder.kind === 'employer' ? eq(bankOwners.employerId, holder.id) : eq(bankOwners.practiceId, holder.id);
const accountsOf = (holder: BankHolder) =>
  holder.kind === 'employer' ? eq(bankAccounts.employerId, holder.id) : eq(bankAccounts.practiceId, holder.id);
const holderTable = (holder: BankHolder) => (holder.kind === 'employer' ? employers : practices);
const current = (holder: BankHolder) => and(accountsOf(holder), ne(bankAccounts.state, 'removed'));

export function bankAccountsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => inTransaction(db, work),

    /** The holder's name and bank status, its row locked until the transaction ends (null: no such holder). */
    async lockHolder(tx: DbOrTx, holder: BankHolder): Promise<{ name: string; status: BankStatus } | null> {
      const { rows } = await tx.execute<{ name: string; status: BankStatus }>(sql`select name,
          bank_status::text as status from ${holderTable(holder)} where id = ${holder.id} for update`);
      return rows[0] ?? null;
    },

    /** Writes the holder's bank status (the rows' own, decided by the service). */
    async setStatus(tx: DbOrTx, holder: BankHolder, status: BankStatus): Promise<void> {
      await tx.execute(sql`update ${holderTable(holder)} set bank_status = ${status}::bank_status, updated_at = now()
        where id = ${holder.id}`);
    },

    async owner(exec: DbOrTx, holder: BankHolder): Promise<BankOwnerRow | null> {
      const [row] = await exec.select().from(bankOwners).where(ownerOf(holder));
      return row ?? null;
    },

    /** Adds the holder's owner, or replaces the one it had (one per holder). */
    async saveOwner(tx: DbOrTx, holder: BankHolder, owner: BankOwnerValues, at: Date): Promise<void> {
      const target = holder.kind === 'employer' ? bankOwners.employerId : bankOwners.practiceId;
      await tx
        .insert(bankOwners)
        .values({ ...holderValues(holder), ...owner, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target,
          set: { ...owner, updatedAt: at },
        });
    },

    /** The holder's current account (pending its deposits or verified), or null. */
    async currentAccount(exec: DbOrTx, holder: BankHolder): Promise<BankAccountRow | null> {
      const [row] = await exec.select().from(bankAccounts).where(current(holder));
      return row ?? null;
    },

    /** The account an add form's key made, whoever's it is (the caller compares), or null. */
    async accountByKey(tx: DbOrTx, idempotencyKey: string): Promise<BankAccountRow | null> {
      const [row] = await tx.select().from(bankAccounts).where(eq(bankAccounts.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** The gateway customer of the holder's latest account at that gateway (one holder, one customer). */
    async knownCustomer(tx: DbOrTx, holder: BankHolder, gateway: string): Promise<string | null> {
      const [row] = await tx
        .select({ customer: bankAccounts.customerReference })
        .from(bankAccounts)
        .where(and(accountsOf(holder), eq(bankAccounts.gateway, gateway), isNotNull(bankAccounts.customerReference)))
        .orderBy(desc(bankAccounts.id))
        .limit(1);
      return row?.customer ?? null;
    },

    /** Removes the holder's current account (replaced, or its tries used up): it answers no debit again. */
    async removeCurrent(tx: DbOrTx, holder: BankHolder, at: Date): Promise<BankAccountRow | null> {
      const [row] = await tx
        .update(bankAccounts)
        .set({ state: 'removed', removedAt: at })
        .where(current(holder))
        .returning();
      return row ?? null;
    },

    async insertAccount(tx: DbOrTx, holder: BankHolder, account: BankAccountValues): Promise<BankAccountRow> {
      const [row] = await tx
        .insert(bankAccounts)
        .values({ ...holderValues(holder), ...account })
        .returning();
      if (!row) throw new Error('bank account not stored');
      return row;
    },

    /** Counts one wrong try of the account's deposits; answers the tries made so far. */
    async countWrongTry(tx: DbOrTx, accountId: number): Promise<number> {
      const [row] = await tx
        .update(bankAccounts)
        .set({ failedAttempts: sql`${bankAccounts.failedAttempts} + 1` })
        .where(eq(bankAccounts.id, accountId))
        .returning({ tries: bankAccounts.failedAttempts });
      return row?.tries ?? 0;
    },

    async markVerified(tx: DbOrTx, accountId: number, at: Date): Promise<void> {
      await tx.update(bankAccounts).set({ state: 'verified', verifiedAt: at }).where(eq(bankAccounts.id, accountId));
    },

    async audit(tx: DbOrTx, by: AuditBy, entry: AuditEntry): Promise<void> {
      await writeAudit(tx, by, entry);
    },
  };
}
export type BankAccountsRepository = ReturnType<typeof bankAccountsRepository>;

/**
 * The gateway's payment method of the holder's verified bank account, or null while it has none (issue 27 item 6:
 * invoices debit it). A replaced account, or one waiting for its deposits, is never answered.
 */
export async function verifiedBankAccountOf(exec: DbOrTx, holder: BankHolder): Promise<string | null> {
  const [row] = await exec
    .select({ reference: bankAccounts.paymentMethodReference })
    .from(bankAccounts)
    .where(and(accountsOf(holder), eq(bankAccounts.state, 'verified')));
  return row?.reference ?? null;
}
