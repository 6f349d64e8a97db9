// Issue 25 item 7: the audit row of a practice user's read or change of a patient's record (a visit, an
// estimate, a card charge): the practice user is the actor (the request's caller, decision 0039), the patient
// the subject, the practice in the details.
import { writeAudit, type AuditAction, type AuditEntry } from '../../../platform/audit.repository.js';
import type { PracticeCaller } from '../../../platform/caller.js';
import type { DbOrTx } from '../../../platform/transaction.js';

/** Ids and reasons only, as the audit log keeps them. */
export type PracticeAuditDetails = Record<string, string | number | null>;

/** The audit entry of the practice user's read or change of a patient's record. */
export function practiceAuditEntry(
  caller: PracticeCaller,
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
    details: { practice_id: caller.scope.practiceId, ...details },
  };
}

/** Writes the entry of the practice user's read or change in `tx` (the read's or the change's transaction). */
export async function practiceAudit(
  tx: DbOrTx,
  caller: PracticeCaller,
  action: AuditAction,
  patientId: number,
  details: PracticeAuditDetails,
  outcome: AuditEntry['outcome'] = 'success',
): Promise<void> {
  await writeAudit(tx, caller, practiceAuditEntry(caller, action, patientId, details, outcome));
}
