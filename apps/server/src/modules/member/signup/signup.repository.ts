// The queries of member sign-up (STYLE: only repositories use Drizzle).
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { benefits, households, patientSignupLocks, patients, users } from '../../../db/schema/index.js';
import type { DbOrTx } from '../../../platform/transaction.js';
import { NEW_USER_ACCOUNT } from '../../../platform/caller.js';

export interface SignupPatient {
  patientId: number;
  householdId: number;
  firstName: string;
  lastName: string;
  userId: number | null;
  signupComplete: boolean | null;
}

/**
 * What checking sign-up answers against a member record found (decision 0012). Answers given for a locked
 * record are not even compared: right or wrong, they change nothing.
 */
export type AnswerCheck =
  | { outcome: 'unknown_member' }
  | { outcome: 'locked'; patient: SignupPatient }
  | { outcome: 'wrong'; patient: SignupPatient; failedAttempts: number; lockedNow: boolean }
  | { outcome: 'match'; patient: SignupPatient };

/** Where to tell a household about its records: the primary's sign-in email, or the email on file. */
export interface HouseholdContact {
  userId: number | null;
  email: string;
  firstName: string;
}

export function signupRepository(db: Database) {
  return {
    /**
     * Checks a date of birth and last 4 of the tax id against the record with this member id, in one
     * transaction holding the record's row lock, so concurrent answers for one record are counted one after
     * the other (issue 15, item 1). A wrong answer counts; the `maxFailures`-th locks the record; a right one
     * on an unlocked record clears the count.
     */
    async checkAnswers(input: {
      memberId: string;
      dateOfBirth: string;
      taxIdLast4: string;
      now: Date;
      maxFailures: number;
    }): Promise<AnswerCheck> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            patientId: patients.id,
            householdId: patients.householdId,
            firstName: patients.firstName,
            lastName: patients.lastName,
            userId: patients.userId,
            signupComplete: users.signupComplete,
            dateOfBirth: patients.dateOfBirth,
            taxIdLast4: patients.taxIdLast4,
          })
          .from(patients)
          .leftJoin(users, eq(users.id, patients.userId))
          .where(eq(patients.memberId, input.memberId))
          .for('update', { of: patients })
          .limit(1);
        if (!row) return { outcome: 'unknown_member' };
        const { dateOfBirth, taxIdLast4, ...patient } = row;
        const [guard] = await tx
          .select()
          .from(patientSignupLocks)
          .where(eq(patientSignupLocks.patientId, patient.patientId));
        if (guard?.lockedAt) return { outcome: 'locked', patient };
        // A record with no tax id on file can never be claimed by these answers.
        if (taxIdLast4 !== null && taxIdLast4 === input.taxIdLast4 && dateOfBirth === input.dateOfBirth) {
          if (guard && guard.failedAttempts > 0)
            await tx
              .update(patientSignupLocks)
              .set({ failedAttempts: 0 })
              .where(eq(patientSignupLocks.patientId, patient.patientId));
          return { outcome: 'match', patient };
        }
        const failedAttempts = (guard?.failedAttempts ?? 0) + 1;
        const lockedNow = failedAttempts >= input.maxFailures;
        await tx
          .insert(patientSignupLocks)
          .values({
            patientId: patient.patientId,
            failedAttempts,
            lastFailedAt: input.now,
            lockedAt: lockedNow ? input.now : null,
          })
          .onConflictDoUpdate({
            target: patientSignupLocks.patientId,
            set: { failedAttempts, lastFailedAt: input.now, lockedAt: lockedNow ? input.now : null },
          });
        return { outcome: 'wrong', patient, failedAttempts, lockedNow };
      });
    },

    /** The household's primary, to tell about sign-up attempts on its records; null when there is no address. */
    async householdContact(householdId: number): Promise<HouseholdContact | null> {
      const [row] = await db
        .select({
          userId: users.id,
          userEmail: users.email,
          disabledAt: users.disabledAt,
          emailOnFile: patients.email,
          firstName: patients.firstName,
        })
        .from(patients)
        .leftJoin(users, eq(users.id, patients.userId))
        .where(and(eq(patients.householdId, householdId), eq(patients.relationship, 'Primary')))
        .limit(1);
      if (!row) return null;
      const userEmail = row.userEmail && !row.disabledAt ? row.userEmail : null;
      const email = userEmail ?? row.emailOnFile;
      return email ? { userId: userEmail ? row.userId : null, email, firstName: row.firstName } : null;
    },

    /** The patient id of a member id, or null. */
    async patientIdOfMember(memberId: string): Promise<number | null> {
      const [row] = await db.select({ id: patients.id }).from(patients).where(eq(patients.memberId, memberId)).limit(1);
      return row?.id ?? null;
    },

    /** The household a member user heads (relationship Primary), or null. */
    async householdHeadedBy(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ householdId: patients.householdId })
        .from(patients)
        .where(and(eq(patients.userId, userId), eq(patients.relationship, 'Primary')))
        .limit(1);
      return row?.householdId ?? null;
    },

    /**
     * Unlocks a record for sign-up and clears its count, when it belongs to `householdId` (the household's
     * primary) or to any household (`householdId` null: staff). True when there was a lock or count to clear.
     */
    async unlockSignup(patientId: number, householdId: number | null): Promise<boolean> {
      const inScope =
        householdId === null
          ? sql`true`
          : sql`exists (select 1 from ${patients} where ${patients.id} = ${patientSignupLocks.patientId} and ${patients.householdId} = ${householdId})`;
      const cleared = await db
        .delete(patientSignupLocks)
        .where(and(eq(patientSignupLocks.patientId, patientId), inScope))
        .returning({ patientId: patientSignupLocks.patientId });
      return cleared.length > 0;
    },

    /**
     * The unverified member user of an existing patient: created (with an unusable password until sign-up
     * completes) and linked, or the unfinished one moved to the new email. Answers the user id.
     */
    async claimPatient(
      tx: DbOrTx,
      input: { patient: SignupPatient; email: string; unusablePasswordHash: string; now: Date },
    ): Promise<number> {
      const { patient, email, now } = input;
      if (patient.userId !== null) {
        await tx
          .update(users)
          .set({ email, emailVerifiedAt: null, updatedAt: now })
          .where(eq(users.id, patient.userId));
        await tx.update(patients).set({ email, updatedAt: now }).where(eq(patients.id, patient.patientId));
        return patient.userId;
      }
      const [user] = await tx
        .insert(users)
        .values({
          accountType: NEW_USER_ACCOUNT.patient,
          email,
          passwordHash: input.unusablePasswordHash,
          firstName: patient.firstName,
          lastName: patient.lastName,
          signupComplete: false,
          emailVerifiedAt: null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user not created');
      await tx
        .update(patients)
        .set({ userId: user.id, email, updatedAt: now })
        .where(eq(patients.id, patient.patientId));
      return user.id;
    },

    /** Finishes an existing member's sign-up: the password, a verified email and signup_complete. */
    async completeSignup(tx: DbOrTx, userId: number, passwordHash: string, now: Date): Promise<void> {
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: now, signupComplete: true, updatedAt: now })
        .where(eq(users.id, userId));
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
      input: {
        email: string;
        passwordHash: string;
        firstName: string;
        lastName: string;
        dateOfBirth: string;
        zip: string;
        city: string;
        state: string;
        today: string;
      },
    ): Promise<{ userId: number; patientId: number }> {
      const [user] = await tx
        .insert(users)
        .values({
          accountType: NEW_USER_ACCOUNT.patient,
          email: input.email,
          passwordHash: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          signupComplete: true,
          emailVerifiedAt: null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user not created');
      const [household] = await tx
        .insert(households)
        .values({ addressLine1: '', city: input.city, state: input.state, zip: input.zip })
        .returning({ id: households.id });
      if (!household) throw new Error('household not created');
      let patientId: number | undefined;
      for (let attempt = 0; attempt < 20 && patientId === undefined; attempt++) {
        const memberId = String(randomInt(100_000_000, 1_000_000_000));
        const [row] = await tx
          .insert(patients)
          .values({
            householdId: household.id,
            userId: user.id,
            relationship: 'Primary',
            firstName: input.firstName,
            lastName: input.lastName,
            dateOfBirth: input.dateOfBirth,
            email: input.email,
            memberId,
          })
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
