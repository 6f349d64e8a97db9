// Security events of sign-in, sessions and password reset, written to the audit log (issue 3).
// Details never carry a password, token, code or cookie: only ids, reasons and the email typed.
import type { Portal } from '@dental/domain';
import type { Database } from '../../db/database.js';
import { auditLog } from '../../db/schema/index.js';

export const AUDIT_ACTIONS = {
  signIn: 'sign_in',
  signInThrottled: 'sign_in_throttled',
  tokenRefresh: 'token_refresh',
  refreshTokenReuse: 'refresh_token_reuse',
  logout: 'logout',
  passwordResetInitiate: 'password_reset_initiate',
  passwordResetComplete: 'password_reset_complete',
  // The second factor (decision 0025).
  mfaVerify: 'mfa_verify',
  mfaThrottled: 'mfa_throttled',
  mfaEmailCode: 'mfa_email_code',
  mfaEnrol: 'mfa_enrol',
  mfaDisable: 'mfa_disable',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

/** Where a request came from, for the audit log. */
export interface RequestOrigin {
  ip: string;
  requestId: string;
  userAgent: string | undefined;
}

export interface AuditEntry {
  action: AuditAction;
  outcome: 'success' | 'failure';
  portal: Portal;
  userId?: number | null | undefined;
  sessionId?: string | null | undefined;
  details?: Record<string, string | number | boolean | null>;
}

/** Appends one event; the session (when any) is the subject. */
export async function writeAudit(db: Database, origin: RequestOrigin, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.userId ?? null,
    actorAccountType: entry.portal,
    action: entry.action,
    outcome: entry.outcome,
    subjectType: entry.sessionId ? 'session' : null,
    subjectId: entry.sessionId ?? null,
    ip: origin.ip,
    requestId: origin.requestId,
    details: entry.details ?? null,
  });
}
