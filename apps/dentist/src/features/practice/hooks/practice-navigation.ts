import { isBankVerified } from '@dental/domain';
import { usePracticeProfile } from '../api/practice';

/** spec §2 and §6: the Practice entry's warning while the bank account is not verified (payouts wait for it). */
export const MSG_BANK_NOT_VERIFIED = 'Bank account not verified';

/** The warning of the Practice navigation entry, or undefined (also while the profile loads). */
export function usePracticeNavWarning(): string | undefined {
  const profile = usePracticeProfile();
  return profile.data && !isBankVerified(profile.data.bank_status) ? MSG_BANK_NOT_VERIFIED : undefined;
}
