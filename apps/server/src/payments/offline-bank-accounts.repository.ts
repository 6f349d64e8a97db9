// The offline gateway's bank accounts (issue 27 item 6, decision 0060): its records of the accounts it holds and
// the two micro-deposits it sent each, as offline_charges are its card charges. The SQL is here (decision 21).
import { eq, sql } from 'drizzle-orm';
import { offlineBankAccounts } from '../db/schema/index.js';
import type { DbOrTx } from '../platform/transaction.js';

export type OfflineBankAccount = typeof offlineBankAccounts.$inferSelect;

/** Stores an account under its key unless one is stored with that key already; answers the key's account. */
export async function storeOfflineBankAccountOnce(
  tx: DbOrTx,
  account: typeof offlineBankAccounts.$inferInsert,
): Promise<OfflineBankAccount> {
  const [fresh] = await tx.insert(offlineBankAccounts).values(account).onConflictDoNothing().returning();
  if (fresh) return fresh;
  const [known] = await tx
    .select()
    .from(offlineBankAccounts)
    .where(eq(offlineBankAccounts.idempotencyKey, account.idempotencyKey));
  if (!known) throw new Error('offline bank account not stored');
  return known;
}

/** The offline account by its id, or null. */
export async function offlineBankAccount(tx: DbOrTx, id: string): Promise<OfflineBankAccount | null> {
  const [row] = await tx.select().from(offlineBankAccounts).where(eq(offlineBankAccounts.id, id));
  return row ?? null;
}

/** Marks the account's deposits confirmed (the first time only). */
export async function markOfflineBankAccountVerified(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx
    .update(offlineBankAccounts)
    .set({ verifiedAt: sql`coalesce(${offlineBankAccounts.verifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(offlineBankAccounts.id, id));
}
