import type { AuditActor } from '../../../platform/audit.repository.js';

/**
 * The actor of an audit row written by a member-portal call: the member user the request's session (or a
 * mailed code) names, or null for an anonymous attempt. Member routes serve member sessions only (decision 0020).
 */
export function memberActor(userId: number | null): AuditActor {
  return { accountType: 'member', userId };
}
