// Issue 27: `/census`, the census file's check and import. Drawn at the server (router.tsx, decision 0067).
import { companyProfile, prefetchQueries } from '../first-screen';

export { CensusPage as Component } from '../../features/census/components/census-page';

/** The company (its EDI lock), decisions 0031 and 0063. */
export const prefetch = prefetchQueries(companyProfile);
