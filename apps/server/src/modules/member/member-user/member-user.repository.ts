// The queries of the member's own record, password and custom UI data (STYLE: only repositories use Drizzle).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Gender, Relationship, UsStateCode } from '@dental/domain';
import type { Database } from '../../../db/database.js';
import { households, patients, sessions, users } from '../../../db/schema/index.js';
import { notify } from '../notifications/notify.js';
import { preparedAudit, writeAudit, type AuditBy, type AuditEntry } from '../../../platform/audit.repository.js';

/** The member's user, patient and household address, as stored. */
export interface MemberRow {
  userId: number;
  email: string;
  signupComplete: boolean;
  patientId: number;
  householdId: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string;
  gender: Gender | null;
  phone: string | null;
  memberId: string;
  relationship: Relationship;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface PatientChanges {
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  dateOfBirth?: string;
  gender?: Gender | null;
  phone?: string | null;
}

export interface AddressChanges {
  addressLine1?: string;
  addressLine2?: string | null;
  city?: string;
  state?: UsStateCode;
  zip?: string;
}

const memberColumns = {
  userId: users.id,
  email: users.email,
  signupComplete: users.signupComplete,
  patientId: patients.id,
  householdId: patients.householdId,
  firstName: patients.firstName,
  middleName: patients.middleName,
  lastName: patients.lastName,
  dateOfBirth: patients.dateOfBirth,
  gender: patients.gender,
  phone: patients.phone,
  memberId: patients.memberId,
  relationship: patients.relationship,
  addressLine1: households.addressLine1,
  addressLine2: households.addressLine2,
  city: households.city,
  state: households.state,
  zip: households.zip,
};

export function memberUserRepository(db: Database) {
  // The reads of the member home calls: built once, prepared once per connection on a server.
  const findMemberStatement = db
    .select(memberColumns)
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .innerJoin(households, eq(households.id, patients.householdId))
    .where(eq(patients.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('member_find_member');
  const isHealthshareStatement = db
    .select({ isHealthshare: households.isHealthshare })
    .from(households)
    .where(eq(households.id, sql.placeholder('householdId')))
    .limit(1)
    .prepare('member_is_healthshare');
  const auditOnItsOwn = preparedAudit(db);

  return {
    /** The signed-in member's record (one statement), or null when the user has no patient record. */
    async findMember(userId: number): Promise<MemberRow | null> {
      const [row] = await findMemberStatement.execute({ userId });
      return row ?? null;
    },

    /** Writes the changes and their audit row in one transaction; a name change also renames the user. */
    async updateMember(input: {
      member: MemberRow;
      patient: PatientChanges;
      address: AddressChanges;
      now: Date;
      by: AuditBy;
      audit: AuditEntry;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        const { member, now } = input;
        if (Object.keys(input.patient).length > 0) {
          await tx
            .update(patients)
            .set({ ...input.patient, updatedAt: now })
            .where(eq(patients.id, member.patientId));
          const { firstName, lastName } = input.patient;
          if (firstName !== undefined || lastName !== undefined) {
            await tx
              .update(users)
              .set({
                ...(firstName === undefined ? {} : { firstName }),
                ...(lastName === undefined ? {} : { lastName }),
                updatedAt: now,
              })
              .where(eq(users.id, member.userId));
          }
        }
        if (Object.keys(input.address).length > 0) {
          await tx
            .update(households)
            .set({ ...input.address, updatedAt: now })
            .where(eq(households.id, member.householdId));
        }
        await writeAudit(tx, input.by, input.audit);
      });
    },

    async findPasswordHash(userId: number): Promise<string | null> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.hash ?? null;
    },

    /**
     * In one transaction: the new hash, every OTHER live session of the user ended (the current one stays),
     * a notification and the audit row. Answers how many sessions ended.
     */
    async changePassword(input: {
      userId: number;
      passwordHash: string;
      keepSessionId: string;
      now: Date;
      by: AuditBy;
      audit: AuditEntry;
      notice: { title: string; body: string };
    }): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: input.passwordHash, updatedAt: input.now })
          .where(eq(users.id, input.userId));
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: input.now, revokeReason: 'password_changed' })
          .where(
            and(eq(sessions.userId, input.userId), isNull(sessions.revokedAt), ne(sessions.id, input.keepSessionId)),
          )
          .returning({ id: sessions.id });
        await notify(tx, input.userId, 'account', input.notice.title, input.notice.body);
        await writeAudit(tx, input.by, {
          ...input.audit,
          details: { ...input.audit.details, sessions_ended: ended.length },
        });
        return ended.length;
      });
    },

    /** spec §3: the caller's household's healthshare flag (one statement); null without the household. */
    async isHealthshare(householdId: number): Promise<boolean | null> {
      const [row] = await isHealthshareStatement.execute({ householdId });
      return row?.isHealthshare ?? null;
    },

    /** One audit row on its own (reads and refused changes; a change writes its row in its transaction). */
    async audit(by: AuditBy, entry: AuditEntry): Promise<void> {
      await auditOnItsOwn(by, entry);
    },
  };
}
export type MemberUserRepository = ReturnType<typeof memberUserRepository>;
