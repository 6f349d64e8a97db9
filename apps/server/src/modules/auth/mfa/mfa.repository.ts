// The queries of the second factor (STYLE: the only MFA file that touches Drizzle).
import { and, count, eq, gt, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { MfaPracticeRole, Portal } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import {
  mfaChallenges,
  mfaEmailCodes,
  mfaFactors,
  mfaRecoveryCodes,
  practiceUsers,
  users,
} from '../../../db/schema/index.js';
import type { AuthUser } from '../auth.repository.js';

export type ChallengePurpose = 'verify' | 'enrol';

export interface StoredFactor {
  totpSecretEnc: string;
  enabledAt: Date | null;
  lastTotpStep: number | null;
}

export interface StoredChallenge {
  id: string;
  portal: Portal;
  purpose: ChallengePurpose;
  expiresAt: Date;
  usedAt: Date | null;
  user: AuthUser;
}

export function mfaRepository(db: Database) {
  return {
    /** A dentist-portal user's role at their practice (the policy requires MFA of owners), or null. */
    async practiceRoleOf(userId: number): Promise<MfaPracticeRole | null> {
      const [row] = await db
        .select({ role: practiceUsers.role })
        .from(practiceUsers)
        .where(eq(practiceUsers.userId, userId))
        .limit(1);
      return row?.role ?? null;
    },

    async findFactor(userId: number): Promise<StoredFactor | null> {
      const [row] = await db
        .select({
          totpSecretEnc: mfaFactors.totpSecretEnc,
          enabledAt: mfaFactors.enabledAt,
          lastTotpStep: mfaFactors.lastTotpStep,
        })
        .from(mfaFactors)
        .where(eq(mfaFactors.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Stores a new secret waiting for its first code; false when a factor is already on (it is never replaced so). */
    async savePendingFactor(userId: number, totpSecretEnc: string, now: Date): Promise<boolean> {
      const saved = await db
        .insert(mfaFactors)
        .values({ userId, totpSecretEnc, createdAt: now })
        .onConflictDoUpdate({
          target: mfaFactors.userId,
          set: { totpSecretEnc, createdAt: now, lastTotpStep: null },
          setWhere: isNull(mfaFactors.enabledAt),
        })
        .returning({ userId: mfaFactors.userId });
      return saved.length > 0;
    },

    /** Turns a pending factor on at its first accepted step, with a new set of recovery codes, in one transaction. */
    async enableFactor(
      userId: number,
      step: number,
      recoveryCodeHashes: readonly string[],
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const enabled = await tx
          .update(mfaFactors)
          .set({ enabledAt: now, lastTotpStep: step })
          .where(and(eq(mfaFactors.userId, userId), isNull(mfaFactors.enabledAt)))
          .returning({ userId: mfaFactors.userId });
        if (enabled.length === 0) return false;
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
        await tx
          .insert(mfaRecoveryCodes)
          .values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
        return true;
      });
    },

    /** Records an accepted TOTP step, only if it is later than the last one (two requests with one code: one wins). */
    async acceptTotpStep(userId: number, step: number): Promise<boolean> {
      const accepted = await db
        .update(mfaFactors)
        .set({ lastTotpStep: step })
        .where(
          and(
            eq(mfaFactors.userId, userId),
            isNotNull(mfaFactors.enabledAt),
            or(isNull(mfaFactors.lastTotpStep), lt(mfaFactors.lastTotpStep, step)),
          ),
        )
        .returning({ userId: mfaFactors.userId });
      return accepted.length > 0;
    },

    /** Uses a recovery code once; false when it is not one of the user's unused codes. */
    async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const used = await db
        .update(mfaRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, codeHash),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      return used.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    /** Turns the factor off: the secret and the recovery codes go. */
    async deleteFactor(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
        await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
      });
    },

    async createChallenge(input: {
      id: string;
      userId: number;
      portal: Portal;
      purpose: ChallengePurpose;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(mfaChallenges).values({
        id: input.id,
        userId: input.userId,
        portal: input.portal,
        purpose: input.purpose,
        createdAt: input.now,
        expiresAt: input.expiresAt,
      });
    },

    async findChallenge(id: string): Promise<StoredChallenge | null> {
      const [row] = await db
        .select({
          id: mfaChallenges.id,
          portal: mfaChallenges.portal,
          purpose: mfaChallenges.purpose,
          expiresAt: mfaChallenges.expiresAt,
          usedAt: mfaChallenges.usedAt,
          user: {
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            accountType: users.accountType,
            signupComplete: users.signupComplete,
            disabledAt: users.disabledAt,
          },
        })
        .from(mfaChallenges)
        .innerJoin(users, eq(users.id, mfaChallenges.userId))
        .where(eq(mfaChallenges.id, id))
        .limit(1);
      return row ? { ...row, purpose: row.purpose === 'enrol' ? 'enrol' : 'verify' } : null;
    },

    /** Marks a live challenge used; false when it was used already or has expired (single use). */
    async consumeChallenge(id: string, now: Date): Promise<boolean> {
      const used = await db
        .update(mfaChallenges)
        .set({ usedAt: now })
        .where(and(eq(mfaChallenges.id, id), isNull(mfaChallenges.usedAt), gt(mfaChallenges.expiresAt, now)))
        .returning({ id: mfaChallenges.id });
      return used.length > 0;
    },

    async deleteChallengesBefore(before: Date): Promise<void> {
      await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, before));
    },

    async createEmailCode(input: {
      userId: number;
      challengeId: string;
      codeHash: string;
      now: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(mfaEmailCodes).values({
        userId: input.userId,
        challengeId: input.challengeId,
        codeHash: input.codeHash,
        createdAt: input.now,
        expiresAt: input.expiresAt,
      });
    },

    async emailCodesSentSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ sent: count() })
        .from(mfaEmailCodes)
        .where(and(eq(mfaEmailCodes.userId, userId), gte(mfaEmailCodes.createdAt, since)));
      return row?.sent ?? 0;
    },

    /** Uses an emailed code of this challenge once, while it is valid. */
    async useEmailCode(challengeId: string, codeHash: string, now: Date): Promise<boolean> {
      const used = await db
        .update(mfaEmailCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(mfaEmailCodes.challengeId, challengeId),
            eq(mfaEmailCodes.codeHash, codeHash),
            isNull(mfaEmailCodes.usedAt),
            gt(mfaEmailCodes.expiresAt, now),
          ),
        )
        .returning({ id: mfaEmailCodes.id });
      return used.length > 0;
    },

    /** The user's password hash, for turning the factor off. */
    async passwordHashOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.passwordHash ?? null;
    },
  };
}

export type MfaRepository = ReturnType<typeof mfaRepository>;
