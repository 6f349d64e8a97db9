// The dentist eligibility module's door (decision 21): portal-routes.ts registers its routes.
import type { Database } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import { dentistEligibilityRepository } from './dentist-eligibility.repository.js';
import { dentistEligibilityRoutes } from './dentist-eligibility.routes.js';
import { dentistEligibilityService } from './dentist-eligibility.service.js';
import { lookupThrottle, type LookupThrottle } from './lookup-throttle.js';

export type { LookupThrottle };

/** The eligibility look-up and Benefit Search of the dentist portal. */
export function dentistEligibilityPlugin(db: Database, clock: Clock) {
  return dentistEligibilityRoutes(dentistEligibilityService({ repo: dentistEligibilityRepository(db), clock }));
}

/** The look-up throttle every call that finds a patient by keys shares (decision 0030: one counter per user). */
export function patientLookupThrottle(db: Database, clock: Clock): LookupThrottle {
  return lookupThrottle(dentistEligibilityRepository(db), clock);
}
