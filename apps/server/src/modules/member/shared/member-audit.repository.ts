// Who read or changed a member's personal data (issue 4, DESIGN §4): one append-only audit row per event.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { auditLog } from '../../../db/schema/index.js';
import type { RequestOrigin } from '../../auth/index.js';

/** The member actions written to the audit log. */
export const MEMBER_AUDIT_ACTIONS = {
  memberRead: 'member_read',
  memberUpdate: 'member_update',
  passwordChange: 'member_password_change',
  emailChangeInitiate: 'email_change_initiate',
  emailChangeComplete: 'email_change_complete',
  familyRead: 'family_read',
  familyUpdate: 'family_update',
  idCardRead: 'id_card_read',
  signupInitiate: 'signup_initiate',
  signupComplete: 'signup_complete',
  signupUnlock: 'signup_unlock',
  newMemberSignup: 'new_member_signup',
  resendVerification: 'resend_verification',
  verifyEmail: 'verify_email',
  appointmentRead: 'appointment_read',
  reimbursementRead: 'reimbursement_read',
  estimateRead: 'estimate_read',
} as const;
export type MemberAuditAction = (typeof MEMBER_AUDIT_ACTIONS)[keyof typeof MEMBER_AUDIT_ACTIONS];

export interface MemberAuditEntry {
  action: MemberAuditAction;
  outcome: 'success' | 'failure';
  /** The signed-in member, or the user a code belongs to; null for anonymous sign-up attempts. */
  actorUserId: number | null;
  subjectType: 'patient' | 'household' | 'user' | null;
  subjectId: number | null;
  /** Ids, field names and reasons only: never a password, code or the personal values themselves. */
  details?: Record<string, string | number | boolean | null | string[]>;
}

/** A database or an open transaction: audit rows of a change are written with the change. */
export type DbOrTx = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute'>;

/** Appends one member audit row. */
export async function writeMemberAudit(db: DbOrTx, origin: RequestOrigin, entry: MemberAuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...rowOf(origin, entry), actorAccountType: 'member' });
}

/** The values of one member audit row, in the order of the columns written. */
function rowOf(origin: RequestOrigin, entry: MemberAuditEntry) {
  return {
    actorUserId: entry.actorUserId,
    action: entry.action,
    outcome: entry.outcome,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === null ? null : String(entry.subjectId),
    ip: origin.ip,
    requestId: origin.requestId,
    details: entry.details ?? null,
  };
}

/**
 * The audit row of a read on its own (outside a change's transaction), as a statement built once and prepared
 * once per connection: the member home's user and family reads write one on every call (decision 0006).
 */
export function preparedMemberAudit(db: Database): (origin: RequestOrigin, entry: MemberAuditEntry) => Promise<void> {
  const statement = db
    .insert(auditLog)
    .values({
      actorUserId: sql.placeholder('actorUserId'),
      actorAccountType: 'member',
      action: sql.placeholder('action'),
      outcome: sql.placeholder('outcome'),
      subjectType: sql.placeholder('subjectType'),
      subjectId: sql.placeholder('subjectId'),
      ip: sql.placeholder('ip'),
      requestId: sql.placeholder('requestId'),
      details: sql.placeholder('details'),
    })
    .prepare('member_audit_insert');
  return async (origin, entry) => {
    await statement.execute(rowOf(origin, entry));
  };
}
