// Issue 27 item 1 (decision 0058): the queries of a company's HR users and their invitations. Every statement is
// scoped by the caller's company id (the guard's scope); an invitation is found by its code's hash only when
// accepted (signed out: the code is the credential).
import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { EmployerRole } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { employerInvites, employerUsers, employers, users } from '../../../db/schema/index.js';
import { revokeUserSessions } from '../../auth/index.js';
import { writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';
import { NEW_USER_ACCOUNT } from '../../../platform/caller.js';

export interface CompanyUserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: EmployerRole;
}

export type CompanyInviteRow = typeof employerInvites.$inferSelect;

/** An audit row to write: who acted and from where (the caller), and what. */
export interface Audit {
  by: AuditBy;
  entry: AuditEntry;
}

/** Transaction-scoped advisory lock namespace of a company's invitations (as the practice's, decision 0046). */
const INVITE_COMPANY_LOCK = 270_001;

/** Invitations neither accepted nor withdrawn (nor replaced by one sent again). */
const open = and(isNull(employerInvites.acceptedAt), isNull(employerInvites.revokedAt));

/** A refused invitation: one to the email is pending, the day's count is reached, or the one to resend is gone. */
export type InviteRefusal = { refused: 'pending' } | { refused: 'throttled'; oldest: Date } | { refused: 'gone' };

export function companyUsersRepository(db: Database) {
  /** The company's users who can sign in (and match `also`, when given). */
  const activeMembers = (companyId: number, also?: SQL) =>
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: employerUsers.role,
      })
      .from(employerUsers)
      .innerJoin(users, eq(users.id, employerUsers.userId))
      .where(and(eq(employerUsers.employerId, companyId), isNull(users.disabledAt), also));

  return {
    /** The company's users who can sign in, by last name. */
    users(companyId: number): Promise<CompanyUserRow[]> {
      return activeMembers(companyId).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    /** Open invitations, expired ones too (the admin sees them and may send them again). */
    openInvites(companyId: number): Promise<CompanyInviteRow[]> {
      return db
        .select()
        .from(employerInvites)
        .where(and(eq(employerInvites.employerId, companyId), open))
        .orderBy(asc(employerInvites.createdAt), asc(employerInvites.id));
    },

    async audit({ by, entry }: Audit): Promise<void> {
      await writeAudit(db, by, entry);
    },

    async companyName(companyId: number): Promise<string> {
      const [row] = await db.select({ name: employers.name }).from(employers).where(eq(employers.id, companyId));
      return row?.name ?? '';
    },

    /** Whether `email` is a user of this company. */
    async companyUserExists(companyId: number, email: string): Promise<boolean> {
      const [row] = await activeMembers(companyId, sql`lower(${users.email}) = lower(${email})`);
      return row !== undefined;
    },

    async employerAccountExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.accountType, 'employer'), sql`lower(${users.email}) = lower(${email})`));
      return row !== undefined;
    },

    async openInvite(companyId: number, id: number): Promise<CompanyInviteRow | null> {
      const [row] = await db
        .select()
        .from(employerInvites)
        .where(and(eq(employerInvites.id, id), eq(employerInvites.employerId, companyId), open));
      return row ?? null;
    },

    /**
     * Writes the invitation (replacing `replaces`, an open one of the company sent again) and its audit row, then
     * `deliver`s it before committing: an invitation whose mail could not go leaves nothing behind. Under a lock
     * on the company's invitations: none other pending to the email, fewer than `perDay.max` made since
     * `perDay.since` (a resend is one more invitation: decision 0046 counts each link mailed).
     */
    async createInvite(
      values: typeof employerInvites.$inferInsert,
      options: { perDay: { since: Date; max: number }; replaces: number | null },
      audit: Audit,
      deliver: () => Promise<void>,
    ): Promise<{ invite: CompanyInviteRow } | InviteRefusal> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(INVITE_COMPANY_LOCK))}, ${values.employerId}::int)`,
        );
        const company = eq(employerInvites.employerId, values.employerId);
        if (options.replaces !== null) {
          const [replaced] = await tx
            .update(employerInvites)
            .set({ revokedAt: values.createdAt })
            .where(and(eq(employerInvites.id, options.replaces), company, open))
            .returning({ id: employerInvites.id });
          if (!replaced) return { refused: 'gone' as const };
        }
        const [counted] = await tx
          .select({
            pending: sql<number>`count(*) filter (where lower(${employerInvites.email}) = lower(${values.email})
              and ${employerInvites.acceptedAt} is null and ${employerInvites.revokedAt} is null
              and ${employerInvites.expiresAt} > ${values.createdAt})::int`,
            today: sql<number>`count(*) filter (where ${employerInvites.createdAt} > ${options.perDay.since})::int`,
            oldest: sql<
              string | null
            >`min(${employerInvites.createdAt}) filter (where ${employerInvites.createdAt} > ${options.perDay.since})`,
          })
          .from(employerInvites)
          .where(company);
        if (counted && counted.pending > 0) return { refused: 'pending' as const };
        if (counted && counted.today >= options.perDay.max)
          return { refused: 'throttled' as const, oldest: new Date(counted.oldest ?? values.createdAt) };
        const [row] = await tx.insert(employerInvites).values(values).returning();
        await writeAudit(tx, audit.by, { ...audit.entry, details: { invite_id: row!.id } });
        await deliver();
        return { invite: row! };
      });
    },

    /** Withdraws an open invitation of this company; false when there is none with that id. */
    async revokeInvite(companyId: number, id: number, now: Date, audit: Audit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(employerInvites)
          .set({ revokedAt: now })
          .where(and(eq(employerInvites.id, id), eq(employerInvites.employerId, companyId), open))
          .returning({ id: employerInvites.id });
        if (rows.length === 0) return false;
        await writeAudit(tx, audit.by, audit.entry);
        return true;
      });
    },

    async inviteByCodeHash(codeHash: string): Promise<CompanyInviteRow | null> {
      const [row] = await db.select().from(employerInvites).where(eq(employerInvites.codeHash, codeHash));
      return row ?? null;
    },

    /**
     * Uses the invitation once and creates the company's new admin, in one transaction: the conditional update
     * is the single use (a second accept finds it used). Null when it was used or withdrawn meanwhile.
     */
    async acceptInvite(
      invite: CompanyInviteRow,
      user: { firstName: string; lastName: string; passwordHash: string },
      now: Date,
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(employerInvites)
          .set({ acceptedAt: now })
          .where(and(eq(employerInvites.id, invite.id), open, sql`${employerInvites.expiresAt} > ${now}`))
          .returning({ id: employerInvites.id });
        if (used.length === 0) return null;
        const [created] = await tx
          .insert(users)
          .values({
            accountType: NEW_USER_ACCOUNT.companyUser,
            email: invite.email,
            passwordHash: user.passwordHash,
            firstName: user.firstName,
            lastName: user.lastName,
            // The link reached this address: it is verified.
            emailVerifiedAt: now,
          })
          .returning({ id: users.id });
        await tx
          .insert(employerUsers)
          .values({ userId: created!.id, employerId: invite.employerId, role: 'company_admin' });
        return created!.id;
      });
    },

    /**
     * Removes a user from the company under a lock on its users' rows: never the caller, never the last admin.
     * Their sessions end; the account is disabled unless another company still has them. Null: not this
     * company's user.
     */
    async removeUser(
      companyId: number,
      target: { userId: number; callerId: number },
      now: Date,
      audit: Audit,
    ): Promise<'removed' | 'yourself' | 'last_admin' | null> {
      return db.transaction(async (tx) => {
        const members = await tx
          // Who administers the company (the invariant kept here; who may call is the guard's).
          .select({ userId: employerUsers.userId, admin: sql<boolean>`${employerUsers.role} = 'company_admin'` })
          .from(employerUsers)
          .innerJoin(users, eq(users.id, employerUsers.userId))
          .where(and(eq(employerUsers.employerId, companyId), isNull(users.disabledAt)))
          .for('update', { of: employerUsers });
        const removed = members.find((member) => member.userId === target.userId);
        // The caller removed meanwhile (by another admin) acts for the company no more.
        if (!removed || !members.some((member) => member.userId === target.callerId)) return null;
        if (target.userId === target.callerId) return 'yourself';
        if (removed.admin && members.filter((member) => member.admin).length <= 1) return 'last_admin';
        await tx
          .delete(employerUsers)
          .where(and(eq(employerUsers.employerId, companyId), eq(employerUsers.userId, target.userId)));
        const [elsewhere] = await tx
          .select({ employerId: employerUsers.employerId })
          .from(employerUsers)
          .where(and(eq(employerUsers.userId, target.userId), ne(employerUsers.employerId, companyId)));
        if (!elsewhere) await tx.update(users).set({ disabledAt: now }).where(eq(users.id, target.userId));
        await revokeUserSessions(tx, target.userId, 'removed_from_company', now);
        await writeAudit(tx, audit.by, audit.entry);
        return 'removed';
      });
    },
  };
}

export type CompanyUsersRepository = ReturnType<typeof companyUsersRepository>;
