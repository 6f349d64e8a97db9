// The dentist visits module's door (decision 21): portal-routes.ts registers its routes.
import type { Database } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { dentistVisitsRepository } from './dentist-visits.repository.js';
import { dentistVisitsRoutes } from './dentist-visits.routes.js';
import { dentistVisitsService } from './dentist-visits.service.js';

/** Recording, listing, voiding and paying the practice's visits (issue 16 item 4). */
export function dentistVisitsPlugin(db: Database, clock: Clock) {
  return dentistVisitsRoutes(dentistVisitsService({ repo: dentistVisitsRepository(db), clock }));
}
