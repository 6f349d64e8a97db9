// Applying an email change (STYLE: only repositories use Drizzle).
import { and, eq, ne, sql } from 'drizzle-orm';
import { patients, users } from '../../../db/schema/index.js';
import type { DbOrTx } from '../../../platform/transaction.js';

/** Whether another member account already uses the address (compared without case). */
export async function emailTakenByOther(tx: DbOrTx, email: string, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountType, 'member'), sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Moves the user (and their patient record) to the new, now verified, address. */
export async function applyEmailChange(tx: DbOrTx, userId: number, email: string, now: Date): Promise<void> {
  await tx.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
  await tx.update(patients).set({ email, updatedAt: now }).where(eq(patients.userId, userId));
}
