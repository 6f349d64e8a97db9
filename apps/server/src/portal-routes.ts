// Decision 0020: each portal's app registers only its own calls. A member call does not exist on the dentist,
// employer or admin origin: it answers the API's 404 there, with or without a session, instead of relying on
// every guard to refuse another portal's session (DESIGN §2: a portal's routes are served only on its origin).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/app-config.js';
import type { Database } from './db/database.js';
import type { ReplicaStatus } from './db/replica-pool.js';
import type { Mailer } from './mail/mailer.js';
import type { Clock } from './platform/clock.js';
import { memberPlugin } from './modules/member/index.js';
import { inOfficePurchasesPlugin } from './modules/in-office-purchases/index.js';
import { practiceSearchPlugin } from './modules/practice-search/index.js';
import { dentistPlugin } from './modules/dentist/index.js';
import { adminPlugin } from './modules/admin/index.js';
import { employerPlugin } from './modules/employer/index.js';
import { bankAccountsPlugin } from './modules/bank-accounts/index.js';
import { publicUrlOf } from './config/env.js';
import { createGateway } from './payments/create-gateway.js';

export interface PortalRouteDeps {
  config: AppConfig;
  db: Database;
  /** Reads that may lag the primary by a bounded moment (the read replica's, issue 29 item 2). */
  reads: Database;
  /** Where `reads` go now and the replica's lag (the admin portal's system status). */
  replicaStatus: () => ReplicaStatus | null;
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
      return adminPlugin({ config: deps.config, replicaStatus: deps.replicaStatus });
    case 'employer':
      return employerPortalRoutes(deps);
  }
}

/** Everything under /api/employer/ (issue 27): the employer module, and the company's bank verification. */
function employerPortalRoutes(deps: PortalRouteDeps): FastifyPluginAsyncZod {
  const { config, db, clock } = deps;
  // Issue 27 item 6: the gateway the member portal charges with sends the micro-deposits (decision 0060) and
  // takes the invoices' bank debits (decision 0061).
  const gateway = createGateway(config.env, db, clock);
  return async (employer) => {
    await employer.register(
      employerPlugin({
        db,
        clock,
        secret: config.secret,
        mailer: deps.mailer,
        memberPublicUrl: publicUrlOf(config.env, 'member'),
        inviteMailer: deps.inviteMailer,
        publicUrl: publicUrlOf(config.env, 'employer'),
        gateway,
      }),
    );
    await employer.register(bankAccountsPlugin('employer', { db, clock, gateway }));
  };
}

/** Everything under /api/member/, and the signed-out dentist search of the member's plan-purchase flow. */
function memberPortalRoutes(
  api: FastifyInstance,
  { config, db, reads, mailer, clock }: PortalRouteDeps,
): FastifyPluginAsyncZod {
  return async (member) => {
    await member.register(memberPlugin(api, { config, db, reads, mailer, clock }));
    await member.register(inOfficePurchasesPlugin({ env: config.env, db, clock }));
    await member.register(practiceSearchPlugin({ db, reads }, clock));
  };
}

/** Everything under /api/dentist/ (issue 16), from the dentist module (issue 25 item 10). */
function dentistPortalRoutes({ config, db, reads, inviteMailer, clock }: PortalRouteDeps): FastifyPluginAsyncZod {
  // The gateway the member portal charges with (Stripe when configured, else offline): decision 0033.
  const gateway = createGateway(config.env, db, clock);
  return async (dentist) => {
    await dentist.register(
      dentistPlugin({
        db,
        reads,
        clock,
        gateway,
        filingLimitMonths: config.env.VISIT_FILING_LIMIT_MONTHS,
        inviteMailer,
        publicUrl: publicUrlOf(config.env, config.portal),
      }),
    );
    // Issue 27 item 6 (decision 0060): the practice's bank verification (payouts wait for it, spec §6).
    await dentist.register(bankAccountsPlugin('dentist', { db, clock, gateway }));
  };
}
