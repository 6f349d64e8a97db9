// The dentist visits module's door (decision 21): portal-routes.ts registers its routes; the estimates module
// records an accepted estimate as a visit with this module's own save (decision 0032).
import type { Database } from '../../../db/database.js';
import type { PaymentGateway } from '../../../payments/gateway.js';
import type { Clock } from '../../../platform/clock.js';
import { patientLookupThrottle } from '../eligibility/index.js';
import { practiceReceipts } from '../../member/index.js';
import { dentistVisitsRepository } from './dentist-visits.repository.js';
import { dentistVisitsRoutes } from './dentist-visits.routes.js';
import { dentistVisitsService } from './dentist-visits.service.js';
import { visitCardChargeRepository } from './visit-card-charge.repository.js';
import { visitCardChargeService } from './visit-card-charge.service.js';
import { visitVoidService } from './visit-void.service.js';
import { visitReceiptPdfService } from './visit-receipt-pdf.service.js';

export type { DentistVisitsService, PracticeCaller } from './dentist-visits.service.js';

/** The visits service on this database (its save and pricing, for a visit made from an estimate). */
export function visitsServiceFor(db: Database, clock: Clock, filingLimitMonths: number) {
  return dentistVisitsService({
    repo: dentistVisitsRepository(db),
    clock,
    throttle: patientLookupThrottle(db, clock),
    filingLimitMonths,
  });
}

/**
 * Recording, listing, voiding and paying the practice's visits (issue 16 item 4; card charges: decision 0033;
 * a void's card refunds: decision 0048; the receipt printout: issue 26 item 21).
 */
export function dentistVisitsPlugin(db: Database, clock: Clock, gateway: PaymentGateway, filingLimitMonths: number) {
  return dentistVisitsRoutes(
    visitsServiceFor(db, clock, filingLimitMonths),
    visitCardChargeService({
      visits: dentistVisitsRepository(db),
      charges: visitCardChargeRepository(),
      gateway,
      clock,
    }),
    visitVoidService({ repo: dentistVisitsRepository(db), gateway }),
    visitReceiptPdfService({ repo: dentistVisitsRepository(db), receipts: practiceReceipts(db, clock) }),
  );
}
