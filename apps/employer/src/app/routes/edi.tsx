// Issue 27 item 5: `/edi`, an EDI company's 834 files. Drawn at the server (router.tsx, decision 0067).
import { companyProfile, prefetchQueries } from '../first-screen';

export { EdiPage as Component } from '../../features/edi/components/edi-page';

/** The company (whether it enrols by EDI), decisions 0031 and 0063. */
export const prefetch = prefetchQueries(companyProfile);
