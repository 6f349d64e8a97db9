import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BankVerificationRecord } from '@dental/domain';
import type { BankVerificationCalls } from './bank-verification-panel';

export interface BankVerificationSource {
  /** The portal's query key of its verification. */
  queryKey: QueryKey;
  /** The portal's GET of it (its own contract entry). */
  read: () => Promise<BankVerificationRecord>;
  /** The portal's three writes (its own contract entries). */
  calls: BankVerificationCalls;
  /** Other queries that show the bank status (the company profile, the practice's warning). */
  alsoShowsStatus: QueryKey;
}

/**
 * Issue 27 item 6 (decision 0060): a portal's bank verification as a query and the panel's three calls as
 * mutations. Each answer is the verification as it stands; after a failure it is read again (a wrong pair of
 * deposits uses a try, and the last one removes the account). The failure is the form's to show, not a toast.
 */
export function useBankVerification({ queryKey, read, calls, alsoShowsStatus }: BankVerificationSource) {
  const queryClient = useQueryClient();
  const verification = useQuery({ queryKey, queryFn: read });
  const settled = (answer: BankVerificationRecord | undefined) => {
    if (answer) queryClient.setQueryData(queryKey, answer);
    else void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: alsoShowsStatus });
  };
  const options = { onSettled: settled, meta: { errorToast: false } } as const;
  const addOwner = useMutation({ mutationFn: calls.addOwner, ...options });
  const addAccount = useMutation({ mutationFn: calls.addAccount, ...options });
  const verifyDeposits = useMutation({ mutationFn: calls.verifyDeposits, ...options });
  const mutations: BankVerificationCalls = {
    addOwner: addOwner.mutateAsync,
    addAccount: addAccount.mutateAsync,
    verifyDeposits: verifyDeposits.mutateAsync,
  };
  return { verification, calls: mutations };
}
