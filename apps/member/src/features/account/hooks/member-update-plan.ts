import { isSameEmail, type Member, type MemberUpdateRequest } from '@dental/domain';
import { changedFields } from '@dental/ui';

/** What saving the member details form sends. */
export interface MemberUpdatePlan {
  /** The PATCH member/v4/user/ body with the changed personal fields (never the email), or null. */
  patch: Omit<MemberUpdateRequest, 'email'> | null;
  /** spec §5: the new email when it differs ignoring case and accents (a separate initiate-email-change call). */
  newEmail: string | null;
}

/**
 * spec §5 "Email change": a new email that differs from the current one (ignoring case and accents only)
 * is initiated separately from the update of the other personal fields.
 */
export function planMemberUpdate(current: Member, values: MemberUpdateRequest): MemberUpdatePlan {
  const { email, ...personal } = values;
  const changes = changedFields(current, personal);
  const newEmail = email !== undefined && !isSameEmail(email, current.email) ? email.trim() : null;
  return { patch: Object.keys(changes).length > 0 ? changes : null, newEmail };
}
