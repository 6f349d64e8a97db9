// Issue 27 item 6: `/bank`, the company's bank account and its verification. Drawn at the server (router.tsx,
// decision 0067).
import { bankVerificationQuery } from '../../features/bank/api/bank';
import { prefetchQueries } from '../first-screen';

export { BankPage as Component } from '../../features/bank/components/bank-page';

/** The bank verification, decisions 0031 and 0063. */
export const prefetch = prefetchQueries(bankVerificationQuery);
