// Issue 16 item 6: `/reports`. Drawn at the server (router.tsx, decision 0063).
import type { ApiClient, RoutePrefetch } from '@dental/ui';
import { reportChoicesQuery, visitsReportQuery } from '../../features/reports/api/reports';
import { filtersFromSearch, reportQueryOf } from '../../features/reports/components/report-filters';
import { prefetchQueries } from '../first-screen';

export { ReportsPage as Component } from '../../features/reports/components/reports-page';

/**
 * The report of the address's filters (none asked while the range is reversed) and the filters' dentists and
 * locations (decisions 0031 and 0063). Without dates in the address the report is this month's, by the clock of
 * whoever draws it: the server's and the browser's agree but in the minutes around midnight between time zones.
 */
export const prefetch: RoutePrefetch = (deps) => {
  const query = reportQueryOf(filtersFromSearch(new URLSearchParams(deps.search)));
  const report = query === null ? [] : [(client: ApiClient) => visitsReportQuery(client, query)];
  return prefetchQueries(...report, reportChoicesQuery)(deps);
};
