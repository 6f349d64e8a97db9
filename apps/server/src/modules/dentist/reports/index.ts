// The dentist reports module's door (decision 21): portal-routes.ts registers its routes.
import type { Database } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import { dashboardRepository } from './dashboard.repository.js';
import { dentistReportsRoutes } from './dentist-reports.routes.js';
import { dentistReportsService } from './dentist-reports.service.js';
import { visitsReportRepository } from './visits-report.repository.js';

/** The visits report, its CSV export and Home's dashboard of the dentist portal. */
export function dentistReportsPlugin(db: Database, clock: Clock) {
  return dentistReportsRoutes(
    dentistReportsService({ reports: visitsReportRepository(db), dashboard: dashboardRepository(db), clock }),
  );
}
