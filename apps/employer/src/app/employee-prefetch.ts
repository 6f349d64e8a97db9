// The first screen of the employee's page and of its edit form (decision 0063): one module for both routes, so
// the edit form's chunk does not load the employee page's for its prefetch.
import type { RoutePrefetch } from '@dental/ui';
import { employeeQuery } from '../features/employees/api/employees';
import { employeeIdOf } from '../features/employees/components/employee-id';
import { companyProfile, prefetchQueries } from './first-screen';

/**
 * The company (its EDI lock) and the employee, an audited read made once (decisions 0031 and 0063). Another
 * company's employee answers 404: the page is then not drawn, and the browser's page goes to its 404 screen as
 * before. The browser's own start has no path parameters: its page asks for the employee as it renders.
 */
export const prefetchEmployee: RoutePrefetch = (deps) => {
  const id = employeeIdOf(deps.params?.employeeId);
  return Number.isNaN(id)
    ? prefetchQueries(companyProfile)(deps)
    : prefetchQueries(companyProfile, (client) => employeeQuery(client, id))(deps);
};
