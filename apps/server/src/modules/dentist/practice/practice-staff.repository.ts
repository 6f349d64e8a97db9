// Issue 16 item 2 (decision 0029): the queries of the practice's staff, invitations, PINs and screen locks.
// Staff and invitation statements are scoped by the caller's practice id; PINs and locks by the caller's own
// user and session ids, which come from the session, never from a request.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PracticeRole } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import {
  practiceInvites,
  practiceUserPins,
  practiceUsers,
  practices,
  sessionLocks,
  sessions,
  users,
} from '../../../db/schema/index.js';
import { revokeUserSessions } from '../../auth/index.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';
import { NEW_USER_ACCOUNT } from '../../../platform/caller.js';

export interface StaffUserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: PracticeRole;
}

export type InviteRow = typeof practiceInvites.$inferSelect;

/** Transaction-scoped advisory lock namespace of a practice's invitations (issue 26 item 15). */
const INVITE_PRACTICE_LOCK = 160_008;

/** An audit row to write: who acted and from where (the caller), and what. */
export interface Audit {
  by: AuditBy;
  entry: AuditEntry;
}

export function practiceStaffRepository(db: Database) {
  return {
    /** The practice's users that can sign in, owner first. */
    users(practiceId: number): Promise<StaffUserRow[]> {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: practiceUsers.role,
        })
        .from(practiceUsers)
        .innerJoin(users, eq(users.id, practiceUsers.userId))
        .where(and(eq(practiceUsers.practiceId, practiceId), isNull(users.disabledAt)))
        .orderBy(asc(practiceUsers.role), asc(users.lastName), asc(users.id));
    },

    /** Invitations neither accepted nor revoked (expired ones too: the owner sees them and may invite again). */
    openInvites(practiceId: number): Promise<InviteRow[]> {
      return db
        .select()
        .from(practiceInvites)
        .where(
          and(
            eq(practiceInvites.practiceId, practiceId),
            isNull(practiceInvites.acceptedAt),
            isNull(practiceInvites.revokedAt),
          ),
        )
        .orderBy(asc(practiceInvites.createdAt), asc(practiceInvites.id));
    },

    async audit({ by, entry }: Audit): Promise<void> {
      await writeAudit(db, by, entry);
    },

    async dentistAccountExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.accountType, 'dentist'), sql`lower(${users.email}) = lower(${email})`));
      return row !== undefined;
    },

    /** Whether `email` is a dentist portal user of this practice (removed ones too: the practice knew them). */
    async practiceUserExists(practiceId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(practiceUsers)
        .innerJoin(users, eq(users.id, practiceUsers.userId))
        .where(and(eq(practiceUsers.practiceId, practiceId), sql`lower(${users.email}) = lower(${email})`));
      return row !== undefined;
    },

    async pendingInviteExists(practiceId: number, email: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: practiceInvites.id })
        .from(practiceInvites)
        .where(
          and(
            eq(practiceInvites.practiceId, practiceId),
            sql`lower(${practiceInvites.email}) = lower(${email})`,
            isNull(practiceInvites.acceptedAt),
            isNull(practiceInvites.revokedAt),
            gt(practiceInvites.expiresAt, now),
          ),
        );
      return row !== undefined;
    },

    /**
     * Writes the invitation and its audit row, then `deliver`s it (sends the mail) before committing: an
     * invitation whose mail could not go leaves nothing behind. Issue 26 item 15: under a lock on the practice's
     * invitations it checks that no invitation to the email is pending and that fewer than `perDay.max` were
     * made since `perDay.since` (decision 0046), so parallel invitations of one email make one.
     */
    async createInvite(
      values: typeof practiceInvites.$inferInsert,
      perDay: { since: Date; max: number },
      audit: Audit,
      deliver: () => Promise<void>,
    ): Promise<{ invite: InviteRow } | { refused: 'pending' } | { refused: 'throttled'; oldest: Date }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(INVITE_PRACTICE_LOCK))}, ${values.practiceId}::int)`,
        );
        const [counted] = await tx
          .select({
            pending: sql<number>`count(*) filter (where lower(${practiceInvites.email}) = lower(${values.email})
              and ${practiceInvites.acceptedAt} is null and ${practiceInvites.revokedAt} is null
              and ${practiceInvites.expiresAt} > ${values.createdAt})::int`,
            today: sql<number>`count(*) filter (where ${practiceInvites.createdAt} > ${perDay.since})::int`,
            oldest: sql<
              string | null
            >`min(${practiceInvites.createdAt}) filter (where ${practiceInvites.createdAt} > ${perDay.since})`,
          })
          .from(practiceInvites)
          .where(eq(practiceInvites.practiceId, values.practiceId));
        if (counted && counted.pending > 0) return { refused: 'pending' as const };
        if (counted && counted.today >= perDay.max)
          return { refused: 'throttled' as const, oldest: new Date(counted.oldest ?? values.createdAt) };
        const [row] = await tx.insert(practiceInvites).values(values).returning();
        await writeAudit(tx, audit.by, { ...audit.entry, details: { invite_id: row!.id } });
        await deliver();
        return { invite: row! };
      });
    },

    /** Revokes an open invitation of this practice; false when there is none with that id. */
    async revokeInvite(practiceId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(practiceInvites)
        .set({ revokedAt: now })
        .where(
          and(
            eq(practiceInvites.id, id),
            eq(practiceInvites.practiceId, practiceId),
            isNull(practiceInvites.acceptedAt),
            isNull(practiceInvites.revokedAt),
          ),
        )
        .returning({ id: practiceInvites.id });
      return rows.length > 0;
    },

    async inviteByCodeHash(codeHash: string): Promise<InviteRow | null> {
      const [row] = await db.select().from(practiceInvites).where(eq(practiceInvites.codeHash, codeHash));
      return row ?? null;
    },

    /**
     * Uses the invitation once and creates the front-desk user of its practice, in one transaction: the
     * conditional update is the single use (a second accept finds it used). Null when it was used meanwhile.
     */
    async acceptInvite(
      invite: InviteRow,
      user: { firstName: string; lastName: string; passwordHash: string },
      now: Date,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(practiceInvites)
          .set({ acceptedAt: now })
          .where(
            and(
              eq(practiceInvites.id, invite.id),
              isNull(practiceInvites.acceptedAt),
              isNull(practiceInvites.revokedAt),
              gt(practiceInvites.expiresAt, now),
            ),
          )
          .returning({ id: practiceInvites.id });
        if (used.length === 0) return null;
        const [created] = await tx
          .insert(users)
          .values({
            accountType: NEW_USER_ACCOUNT.practiceStaff,
            email: invite.email,
            passwordHash: user.passwordHash,
            firstName: user.firstName,
            lastName: user.lastName,
            // The link reached this address: it is verified.
            emailVerifiedAt: now,
          })
          .returning({ id: users.id });
        await tx
          .insert(practiceUsers)
          .values({ userId: created!.id, practiceId: invite.practiceId, role: 'front_desk' });
        return created!.id;
      });
    },

    /**
     * Removes a front-desk user from the practice: their membership goes, their account is disabled and every
     * session of theirs ends, together. 'owner' for the owner (not removable), null when not of this practice.
     */
    async removeUser(
      practiceId: number,
      userId: number,
      now: Date,
      audit: Audit,
    ): Promise<'removed' | 'not_removable' | null> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ role: practiceUsers.role })
          .from(practiceUsers)
          .innerJoin(users, eq(users.id, practiceUsers.userId))
          .where(
            and(eq(practiceUsers.practiceId, practiceId), eq(practiceUsers.userId, userId), isNull(users.disabledAt)),
          )
          .for('update');
        if (!member) return null;
        // Only the front desk is removed here; the owner stays (the provider changes owners).
        const removed = await tx
          .delete(practiceUsers)
          .where(
            and(
              eq(practiceUsers.practiceId, practiceId),
              eq(practiceUsers.userId, userId),
              eq(practiceUsers.role, 'front_desk'),
            ),
          )
          .returning({ userId: practiceUsers.userId });
        if (removed.length === 0) return 'not_removable';
        await tx.update(users).set({ disabledAt: now }).where(eq(users.id, userId));
        await revokeUserSessions(tx, userId, 'removed_from_practice', now);
        await writeAudit(tx, audit.by, audit.entry);
        return 'removed';
      });
    },

    async practiceName(practiceId: number): Promise<string> {
      const [row] = await db.select({ name: practices.name }).from(practices).where(eq(practices.id, practiceId));
      return row?.name ?? '';
    },

    /** The password hash of a user, to confirm a PIN change (never leaves the service). */
    async passwordHashOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      return row?.hash ?? null;
    },

    async pinOf(userId: number): Promise<{ pinHash: string; failedAttempts: number } | null> {
      const [row] = await db
        .select({ pinHash: practiceUserPins.pinHash, failedAttempts: practiceUserPins.failedAttempts })
        .from(practiceUserPins)
        .where(eq(practiceUserPins.userId, userId));
      return row ?? null;
    },

    async setPin(userId: number, pinHash: string, now: Date): Promise<void> {
      await db
        .insert(practiceUserPins)
        .values({ userId, pinHash, failedAttempts: 0, updatedAt: now })
        .onConflictDoUpdate({ target: practiceUserPins.userId, set: { pinHash, failedAttempts: 0, updatedAt: now } });
    },

    /**
     * Issue 26 item 15: takes one PIN try before the PIN is checked, so parallel unlocks cannot check more PINs
     * than the run allows (61 were checked for a limit of 5). Under a lock on the user's PIN row it reads the
     * session in a statement of its own (it sees a lock-out committed before the lock was granted), and counts
     * the try only while the session is live and fewer than `max` tries are counted. Null: no try left.
     */
    async takePinTry(
      userId: number,
      sessionId: string,
      max: number,
    ): Promise<{ pinHash: string; attempt: number } | null> {
      return db.transaction(async (tx) => {
        const [pin] = await tx
          .select({ failedAttempts: practiceUserPins.failedAttempts })
          .from(practiceUserPins)
          .where(eq(practiceUserPins.userId, userId))
          .for('update');
        if (!pin || pin.failedAttempts >= max) return null;
        const [live] = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
        if (!live) return null;
        const [row] = await tx
          .update(practiceUserPins)
          .set({ failedAttempts: sql`${practiceUserPins.failedAttempts} + 1` })
          .where(eq(practiceUserPins.userId, userId))
          .returning({ pinHash: practiceUserPins.pinHash, attempt: practiceUserPins.failedAttempts });
        return row ?? null;
      });
    },

    /**
     * The run's last wrong PIN: ends the session (its lock goes with it) and starts the run again, together
     * under the PIN row's lock, so no try is taken for the ended session in between.
     */
    async lockOut(userId: number, sessionId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .select({ userId: practiceUserPins.userId })
          .from(practiceUserPins)
          .where(eq(practiceUserPins.userId, userId))
          .for('update');
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokeReason: 'pin_lockout' })
          .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
        await tx.delete(sessionLocks).where(eq(sessionLocks.sessionId, sessionId));
        await tx.update(practiceUserPins).set({ failedAttempts: 0 }).where(eq(practiceUserPins.userId, userId));
      });
    },

    async resetPinFailures(userId: number): Promise<void> {
      await db.update(practiceUserPins).set({ failedAttempts: 0 }).where(eq(practiceUserPins.userId, userId));
    },

    async isLocked(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ sessionId: sessionLocks.sessionId })
        .from(sessionLocks)
        .where(eq(sessionLocks.sessionId, sessionId));
      return row !== undefined;
    },

    async lock(sessionId: string, now: Date): Promise<void> {
      await db.insert(sessionLocks).values({ sessionId, lockedAt: now }).onConflictDoNothing();
    },

    async unlock(sessionId: string): Promise<void> {
      await db.delete(sessionLocks).where(eq(sessionLocks.sessionId, sessionId));
    },
  };
}

export type PracticeStaffRepository = ReturnType<typeof practiceStaffRepository>;
