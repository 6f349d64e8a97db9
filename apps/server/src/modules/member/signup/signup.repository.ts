// The queries of member sign-up (STYLE: only repositories use Drizzle).
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { benefits, households, patients, users } from '../../../db/schema/index.js';
import type { DbOrTx } from '../shared/member-audit.repository.js';

export interface SignupPatient {
  patientId: number;
  firstName: string;
  lastName: string;
  userId: number | null;
  signupComplete: boolean | null;
}

export function signupRepository(db: Database) {
  return {
    /** The patient with this member id, date of birth and last 4 of the tax id (all three must match). */
    async findPatient(memberId: string, dateOfBirth: string, taxIdLast4: string): Promise<SignupPatient | null> {
      const [row] = await db
        .select({ patientId: patients.id, firstName: patients.firstName, lastName: patients.lastName, userId: patients.userId, signupComplete: users.signupComplete })
        .from(patients)
        .leftJoin(users, eq(users.id, patients.userId))
        .where(and(eq(patients.memberId, memberId), eq(patients.dateOfBirth, dateOfBirth), eq(patients.taxIdLast4, taxIdLast4)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The unverified member user of an existing patient: created (with an unusable password until sign-up
     * completes) and linked, or the unfinished one moved to the new email. Answers the user id.
     */
    async claimPatient(tx: DbOrTx, input: { patient: SignupPatient; email: string; unusablePasswordHash: string; now: Date }): Promise<number> {
      const { patient, email, now } = input;
      if (patient.userId !== null) {
        await tx.update(users).set({ email, emailVerifiedAt: null, updatedAt: now }).where(eq(users.id, patient.userId));
        await tx.update(patients).set({ email, updatedAt: now }).where(eq(patients.id, patient.patientId));
        return patient.userId;
      }
      const [user] = await tx
        .insert(users)
        .values({ accountType: 'member', email, passwordHash: input.unusablePasswordHash, firstName: patient.firstName, lastName: patient.lastName, signupComplete: false, emailVerifiedAt: null })
        .returning({ id: users.id });
      if (!user) throw new Error('user not created');
      await tx.update(patients).set({ userId: user.id, email, updatedAt: now }).where(eq(patients.id, patient.patientId));
      return user.id;
    },

    /** Finishes an existing member's sign-up: the password, a verified email and signup_complete. */
    async completeSignup(tx: DbOrTx, userId: number, passwordHash: string, now: Date): Promise<void> {
      await tx.update(users).set({ passwordHash, emailVerifiedAt: now, signupComplete: true, updatedAt: now }).where(eq(users.id, userId));
    },

    async verifyEmail(tx: DbOrTx, userId: number, now: Date): Promise<void> {
      await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
    },

    /**
     * A new member: an unverified user, a household and its primary patient with an inactive benefit
     * (until they buy a plan). The member id is a random unused 9-digit number.
     */
    async createNewMember(
      tx: DbOrTx,
      input: { email: string; passwordHash: string; firstName: string; lastName: string; dateOfBirth: string; zip: string; city: string; state: string; today: string },
    ): Promise<{ userId: number; patientId: number }> {
      const [user] = await tx
        .insert(users)
        .values({ accountType: 'member', email: input.email, passwordHash: input.passwordHash, firstName: input.firstName, lastName: input.lastName, signupComplete: true, emailVerifiedAt: null })
        .returning({ id: users.id });
      if (!user) throw new Error('user not created');
      const [household] = await tx.insert(households).values({ addressLine1: '', city: input.city, state: input.state, zip: input.zip }).returning({ id: households.id });
      if (!household) throw new Error('household not created');
      let patientId: number | undefined;
      for (let attempt = 0; attempt < 20 && patientId === undefined; attempt++) {
        const memberId = String(randomInt(100_000_000, 1_000_000_000));
        const [row] = await tx
          .insert(patients)
          .values({ householdId: household.id, userId: user.id, relationship: 'Primary', firstName: input.firstName, lastName: input.lastName, dateOfBirth: input.dateOfBirth, email: input.email, memberId })
          .onConflictDoNothing()
          .returning({ id: patients.id });
        patientId = row?.id;
      }
      if (patientId === undefined) throw new Error('no free member id');
      await tx.insert(benefits).values({ patientId, benefitType: 'inactive', startDate: input.today });
      return { userId: user.id, patientId };
    },
  };
}
export type SignupRepository = ReturnType<typeof signupRepository>;

