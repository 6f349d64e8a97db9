// The dentist reports module's door (decision 21): portal-routes.ts registers its routes.
import { readsDatabase, type ReadHandles } from '../../../http/contract-route.js';
import type { Clock } from '../../../platform/clock.js';
import { dashboardRepository } from './dashboard.repository.js';
import { dentistReportsRoutes } from './dentist-reports.routes.js';
import { dentistReportsService } from './dentist-reports.service.js';
import { visitsReportRepository } from './visits-report.repository.js';

/**
 * The visits report, its CSV export and Home's dashboard of the dentist portal, each reading where its entry
 * says: the report from the replica (issue 29 item 2); Home's dashboard, which counts the visit just recorded,
 * from the primary.
 */
export function dentistReportsPlugin(handles: ReadHandles, clock: Clock) {
  return dentistReportsRoutes(
    dentistReportsService({
      reports: visitsReportRepository(readsDatabase(['dentist.visitsReport', 'dentist.visitsReportCsv'], handles)),
      dashboard: dashboardRepository(readsDatabase(['dentist.dashboard'], handles)),
      clock,
    }),
  );
}
