// Issue 27: `/company`, the company profile. Drawn at the server (router.tsx, decision 0067).
import { companyProfile, prefetchQueries } from '../first-screen';

export { CompanyPage as Component } from '../../features/company/components/company-page';

/** The company profile, decisions 0031 and 0063. */
export const prefetch = prefetchQueries(companyProfile);
