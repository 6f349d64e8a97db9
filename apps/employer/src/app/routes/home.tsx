// Issue 27: `/`, the employees list (the portal's home). Drawn at the server (router.tsx, decisions 0063 and 0067).
// Named home as every portal's `/` module is: the server announces its chunk with the page (portal-page.ts).
import type { RoutePrefetch } from '@dental/ui';
import { employeesQuery } from '../../features/employees/api/employees';
import { employeesQueryOf, filtersFromSearch } from '../../features/employees/components/employee-filters';
import { companyProfile, prefetchQueries } from '../first-screen';

export { EmployeesPage as Component } from '../../features/employees/components/employees-page';

/**
 * The company (its EDI lock), the list of the address's filters and page, and the unfiltered first page the
 * plan filter's choices come from (plan-options.ts): one call when the address has no filter.
 */
export const prefetch: RoutePrefetch = (deps) =>
  prefetchQueries(
    companyProfile,
    (client) => employeesQuery(client, employeesQueryOf(filtersFromSearch(new URLSearchParams(deps.search)))),
    (client) => employeesQuery(client, {}),
  )(deps);
