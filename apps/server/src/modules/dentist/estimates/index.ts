// The dentist estimates module's door (decision 21): portal-routes.ts registers its routes.
import type { Database } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import { visitsServiceFor } from '../visits/index.js';
import { dentistEstimatesRepository } from './dentist-estimates.repository.js';
import { dentistEstimatesRoutes } from './dentist-estimates.routes.js';
import { dentistEstimatesService } from './dentist-estimates.service.js';

/** Making, sending, voiding and recording as a visit the practice's estimates (issue 16 item 5). */
export function dentistEstimatesPlugin(db: Database, clock: Clock, filingLimitMonths: number) {
  return dentistEstimatesRoutes(
    dentistEstimatesService({
      repo: dentistEstimatesRepository(db),
      visits: visitsServiceFor(db, clock, filingLimitMonths),
      clock,
    }),
  );
}
