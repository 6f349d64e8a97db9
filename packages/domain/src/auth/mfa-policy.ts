// Who must use a second factor (issue 14 item 3; OWASP ASVS 5.0 §6.3; decision 0025). Staff and practice
// owners act on many people's records: for them it is required. Everyone else may turn it on.
import type { Portal } from '../portals/portals.js';
import type { PracticeRole } from '../api/guards.js';

export const MFA_POLICIES = ['required', 'offered'] as const;
export type MfaPolicy = (typeof MFA_POLICIES)[number];

/** A practice user's role (issue 14 item 3): an owner, or a front-desk user an owner invited. */
export type MfaPracticeRole = PracticeRole;

export interface MfaPolicyInput {
  accountType: Portal;
  /** The user's role at their practice; null or absent for anyone who is not a practice user. */
  practiceRole?: MfaPracticeRole | null | undefined;
}

/** Required for staff (the admin portal's accounts) and practice owners; offered to everyone else. */
export function mfaPolicy({ accountType, practiceRole }: MfaPolicyInput): MfaPolicy {
  if (accountType === 'admin') return 'required';
  if (accountType === 'dentist' && practiceRole === 'owner') return 'required';
  return 'offered';
}
