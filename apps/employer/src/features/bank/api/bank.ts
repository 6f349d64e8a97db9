import { queryOptions } from '@tanstack/react-query';
import { useApiClient, useBankVerification, type ApiClient } from '@dental/ui';
import { COMPANY_PROFILE_KEY } from '../../../shared/company-profile';

/** The company's bank verification's query key. */
export const BANK_KEY = ['employer-bank'] as const;

/** GET employer/v1/bank/ (the employer's own entry). */
const readBank = async (client: ApiClient) => (await client.call('employer.bankVerification')).data;

/** The page's read as query options, for its route's `prefetch` (decision 0063): the same key and call. */
export const bankVerificationQuery = (client: ApiClient) =>
  queryOptions({ queryKey: BANK_KEY, queryFn: () => readBank(client) });

/** Issue 27 item 6: the company's bank verification and the panel's calls, on the employer's own entries. */
export function useCompanyBank() {
  const client = useApiClient();
  return useBankVerification({
    queryKey: BANK_KEY,
    read: () => readBank(client),
    calls: {
      addOwner: async (body) => (await client.call('employer.addBankOwner', { body })).data,
      addAccount: async (body) => (await client.call('employer.addBankAccount', { body })).data,
      verifyDeposits: async (body) => (await client.call('employer.verifyBankDeposits', { body })).data,
    },
    // The company page's bank status follows.
    alsoShowsStatus: COMPANY_PROFILE_KEY,
  });
}
