// The dentist portal's API (issue 16), registered on the dentist app only (portal-routes.ts, decision 0020):
// each area of the practice's work, one folder each under modules/dentist/ (issue 25 item 10).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import type { Clock } from '../../platform/clock.js';
import { dentistEligibilityPlugin } from './eligibility/index.js';
import { dentistEstimatesPlugin } from './estimates/index.js';
import { dentistPatientsPlugin } from './patients/index.js';
import { dentistPracticePlugin } from './practice/index.js';
import { dentistReportsPlugin } from './reports/index.js';
import { dentistVisitsPlugin } from './visits/index.js';

export interface DentistPluginDeps {
  db: Database;
  /** The visits report's reads (the read replica's when there is one, issue 29 item 2). */
  reads: Database;
  clock: Clock;
  /** The card gateway a visit is charged through (decision 0033). */
  gateway: PaymentGateway;
  /** The server's filing limit for a visit's date (decision 0049; 0: none). */
  filingLimitMonths: number;
  /** Staff invitations send at once, in their transaction: a refused address is the inviter's field error. */
  inviteMailer: Mailer;
  /** The dentist portal's public address, for the invitation links. */
  publicUrl: string;
}

export function dentistPlugin(deps: DentistPluginDeps): FastifyPluginAsyncZod {
  const { db, reads, clock, gateway, filingLimitMonths, inviteMailer, publicUrl } = deps;
  return async (dentist) => {
    await dentist.register(dentistEligibilityPlugin(db, clock));
    await dentist.register(dentistVisitsPlugin(db, clock, gateway, filingLimitMonths));
    await dentist.register(dentistEstimatesPlugin(db, clock, filingLimitMonths));
    await dentist.register(dentistPatientsPlugin(db));
    await dentist.register(dentistReportsPlugin({ db, reads }, clock));
    await dentist.register(dentistPracticePlugin({ db, mailer: inviteMailer, clock, publicUrl }));
  };
}
