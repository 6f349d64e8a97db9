// Issue 25 item 7: the audit row of a practice user's read or change of a patient's record (a visit, an
// estimate, a card charge): the practice user is the actor, the patient the subject, the practice in the details.
import {
  writeAudit,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type RequestOrigin,
} from '../../platform/audit.repository.js';
import type { DbOrTx } from '../../platform/transaction.js';

/** Who acts: the practice user and their practice (from the route's guard). */
export interface PracticeActor {
  userId: number;
  practiceId: number;
}

/** Ids and reasons only, as the audit log keeps them. */
export type PracticeAuditDetails = Record<string, string | number | null>;

/** The audit entry of the practice user's read or change of a patient's record. */
export function practiceAuditEntry(
  caller: PracticeActor,
  action: AuditAction,
  patientId: number,
  details: PracticeAuditDetails,
  outcome: AuditEntry['outcome'] = 'success',
): AuditEntry {
  return {
    action,
    outcome,
    subjectType: 'patient',
    subjectId: patientId,
    details: { practice_id: caller.practiceId, ...details },
  };
}

/** The practice user as the audit log's actor. */
export function practiceActor(caller: PracticeActor): AuditActor {
  return { accountType: 'dentist', userId: caller.userId };
}

/** Writes the entry of the practice user's read or change in `tx` (the read's or the change's transaction). */
export async function practiceAudit(
  tx: DbOrTx,
  caller: PracticeActor,
  origin: RequestOrigin,
  action: AuditAction,
  patientId: number,
  details: PracticeAuditDetails,
  outcome: AuditEntry['outcome'] = 'success',
): Promise<void> {
  await writeAudit(tx, origin, practiceActor(caller), practiceAuditEntry(caller, action, patientId, details, outcome));
}
