// Issue 27: `/employees/new`, an employee with their dependents. Drawn at the server (router.tsx, decision 0067):
// the empty form, held until hydrated, with the company's EDI lock.
import { companyProfile, prefetchQueries } from '../first-screen';

export { AddEmployeePage as Component } from '../../features/employees/components/add-employee-page';

/** The company (its EDI lock), decisions 0031 and 0063. */
export const prefetch = prefetchQueries(companyProfile);
