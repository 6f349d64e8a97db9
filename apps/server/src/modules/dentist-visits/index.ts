// The dentist visits module's door (decision 21): portal-routes.ts registers its routes.
import type { Database } from '../../db/database.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import type { Clock } from '../../platform/clock.js';
import { patientLookupThrottle } from '../dentist-eligibility/index.js';
import { dentistVisitsRepository } from './dentist-visits.repository.js';
import { dentistVisitsRoutes } from './dentist-visits.routes.js';
import { dentistVisitsService } from './dentist-visits.service.js';
import { visitCardChargeRepository } from './visit-card-charge.repository.js';
import { visitCardChargeService } from './visit-card-charge.service.js';

/** Recording, listing, voiding and paying the practice's visits (issue 16 item 4; card charges: decision 0033). */
export function dentistVisitsPlugin(db: Database, clock: Clock, gateway: PaymentGateway) {
  const visits = dentistVisitsRepository(db);
  return dentistVisitsRoutes(
    dentistVisitsService({ repo: visits, clock, throttle: patientLookupThrottle(db, clock) }),
    visitCardChargeService({ visits, charges: visitCardChargeRepository(), gateway, clock }),
  );
}
