// Security events of sign-in, sessions and password reset (issue 3), written by the platform's audit writer:
// the actor is the user of this portal's account type the event is about (null when no account matched),
// the subject their session when there is one. Details never carry a password, token, code or cookie: only
// ids, reasons and the email typed.
import type { Portal } from '@dental/domain';
import { writeAudit, type AuditAction, type RequestOrigin } from '../../platform/audit.repository.js';
import type { DbOrTx } from '../../platform/transaction.js';

export interface SessionAuditEntry {
  action: AuditAction;
  outcome: 'success' | 'failure';
  portal: Portal;
  userId?: number | null | undefined;
  sessionId?: string | null | undefined;
  details?: Record<string, string | number | boolean | null>;
}

/** Appends one session event; the session (when any) is the subject. */
export async function writeSessionAudit(db: DbOrTx, origin: RequestOrigin, entry: SessionAuditEntry): Promise<void> {
  await writeAudit(
    db,
    { origin, actor: { accountType: entry.portal, userId: entry.userId ?? null } },
    {
      action: entry.action,
      outcome: entry.outcome,
      subjectType: entry.sessionId ? 'session' : null,
      subjectId: entry.sessionId ?? null,
      details: entry.details,
    },
  );
}
