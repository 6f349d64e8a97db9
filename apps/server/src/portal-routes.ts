// Decision 0020: each portal's app registers only its own calls. A member call does not exist on the dentist,
// employer or admin origin: it answers the API's 404 there, with or without a session, instead of relying on
// every guard to refuse another portal's session (DESIGN §2: a portal's routes are served only on its origin).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/app-config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { Clock } from './platform/clock.js';
import { memberPlugin } from './modules/member/index.js';
import { inOfficePurchasesPlugin } from './modules/in-office-purchases/index.js';
import {
  estimatesRepository,
  estimatesRoutes,
  estimatesService,
  receiptsRepository,
  receiptsRoutes,
  receiptsService,
} from './modules/receipts/index.js';
import { dentistSearchPlugin } from './modules/dentist-search/index.js';
import { priceCheckPlugin } from './modules/price-check/index.js';
import { dentistEligibilityPlugin } from './modules/dentist-eligibility/index.js';
import { dentistVisitsPlugin } from './modules/dentist-visits/index.js';
import { dentistEstimatesPlugin } from './modules/dentist-estimates/index.js';
import { dentistPatientsPlugin } from './modules/dentist-patients/index.js';
import { dentistReportsPlugin } from './modules/dentist-reports/index.js';
import { dentistPracticePlugin } from './modules/dentist-practice/index.js';
import { adminPlugin } from './modules/admin/index.js';
import { publicUrlOf } from './config/env.js';
import { createGateway } from './payments/create-gateway.js';

export interface PortalRouteDeps {
  config: AppConfig;
  db: Database;
  /** The apps' mailer: each message a durable mail job (decision 0041). */
  mailer: Mailer;
  /** Staff invitations send at once, in their transaction: a refused address is the inviter's field error. */
  inviteMailer: Mailer;
  clock: Clock;
}

/** The calls of config.portal alone, for the /api scope `api` (the calls all portals share are in app.ts). */
export function portalRoutes(api: FastifyInstance, deps: PortalRouteDeps): FastifyPluginAsyncZod {
  switch (deps.config.portal) {
    case 'member':
      return memberPortalRoutes(api, deps);
    case 'dentist':
      return dentistPortalRoutes(deps);
    case 'admin':
      return adminPlugin();
    case 'employer':
      // Its own calls are not built yet: its app serves the shared calls only.
      return async () => undefined;
  }
}

/** Everything under /api/member/, and the signed-out dentist search of the member's plan-purchase flow. */
function memberPortalRoutes(
  api: FastifyInstance,
  { config, db, mailer, clock }: PortalRouteDeps,
): FastifyPluginAsyncZod {
  return async (member) => {
    await member.register(memberPlugin(api, { config, db, mailer, clock }));
    await member.register(inOfficePurchasesPlugin({ env: config.env, db, clock }));
    await member.register(receiptsRoutes(receiptsService({ repo: receiptsRepository(db), clock })));
    await member.register(estimatesRoutes(estimatesService({ repo: estimatesRepository(db), clock })));
    await member.register(dentistSearchPlugin(db, clock));
    await member.register(priceCheckPlugin(db, clock));
  };
}

/** Everything under /api/dentist/ (issue 16): built part by part. */
function dentistPortalRoutes({ config, db, inviteMailer, clock }: PortalRouteDeps): FastifyPluginAsyncZod {
  return async (dentist) => {
    await dentist.register(dentistEligibilityPlugin(db, clock));
    // The gateway the member portal charges with (Stripe when configured, else offline): decision 0033.
    await dentist.register(
      dentistVisitsPlugin(db, clock, createGateway(config.env, db, clock), config.env.VISIT_FILING_LIMIT_MONTHS),
    );
    await dentist.register(dentistEstimatesPlugin(db, clock, config.env.VISIT_FILING_LIMIT_MONTHS));
    await dentist.register(dentistPatientsPlugin(db));
    await dentist.register(dentistReportsPlugin(db, clock));
    await dentist.register(
      dentistPracticePlugin({ db, mailer: inviteMailer, clock, publicUrl: publicUrlOf(config.env, config.portal) }),
    );
  };
}
