import { useApiClient, useBankVerification } from '@dental/ui';
import { practiceKeys } from './practice';

/** Issue 27 item 6: the practice's bank verification and the panel's calls, on the dentist's own entries (owner). */
export function usePracticeBank() {
  const client = useApiClient();
  return useBankVerification({
    queryKey: [...practiceKeys.all, 'bank'],
    read: async () => (await client.call('dentist.bankVerification')).data,
    calls: {
      addOwner: async (body) => (await client.call('dentist.addBankOwner', { body })).data,
      addAccount: async (body) => (await client.call('dentist.addBankAccount', { body })).data,
      verifyDeposits: async (body) => (await client.call('dentist.verifyBankDeposits', { body })).data,
    },
    // The practice page's bank warning follows.
    alsoShowsStatus: practiceKeys.profile(),
  });
}
