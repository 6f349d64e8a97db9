// The dentist reports module's door (decision 21): portal-routes.ts registers its routes.
import type { Database } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import { dashboardRepository } from './dashboard.repository.js';
import { dentistReportsRoutes } from './dentist-reports.routes.js';
import { dentistReportsService } from './dentist-reports.service.js';
import { visitsReportRepository } from './visits-report.repository.js';

/**
 * The visits report, its CSV export and Home's dashboard of the dentist portal. The report may read from the
 * replica (`reads`, issue 29 item 2); Home's dashboard, which counts the visit just recorded, reads the primary.
 */
export function dentistReportsPlugin({ db, reads }: { db: Database; reads: Database }, clock: Clock) {
  return dentistReportsRoutes(
    dentistReportsService({ reports: visitsReportRepository(reads), dashboard: dashboardRepository(db), clock }),
  );
}
