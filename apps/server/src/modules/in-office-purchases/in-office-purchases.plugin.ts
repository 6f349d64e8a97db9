// Issue 7: wires the in-office purchase routes (reads, shop, buying, paying, cards) to one payment gateway.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { createGateway } from '../../payments/create-gateway.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import { inOfficePlansRepository } from './in-office-plans.repository.js';
import { inOfficePlansService } from './in-office-plans.service.js';
import { planPurchasesRepository } from './plan-purchases.repository.js';
import { planPurchasesRoutes } from './plan-purchases.routes.js';
import { planPurchasesService } from './plan-purchases.service.js';
import { purchaseCommandsRoutes } from './purchase-commands.routes.js';
import { purchaseCommandsService } from './purchase-commands.service.js';
import { purchaseLedgerRepository } from './purchase-ledger.repository.js';
import { savedCardsRepository } from './saved-cards.repository.js';
import { savedCardsService } from './saved-cards.service.js';

export function inOfficePurchasesPlugin(deps: {
  env: Env;
  db: Database;
  clock: Clock;
  gateway?: PaymentGateway;
}): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const gateway = deps.gateway ?? createGateway(deps.env, db, clock);
  const reads = planPurchasesRepository(db);
  const ledger = purchaseLedgerRepository(db);
  return async (app) => {
    await app.register(planPurchasesRoutes(planPurchasesService({ repo: reads, clock })));
    await app.register(
      purchaseCommandsRoutes({
        plans: inOfficePlansService(inOfficePlansRepository(db)),
        commands: purchaseCommandsService({ ledger, reads, gateway, clock }),
        cards: savedCardsService({ repo: savedCardsRepository(db), gateway, clock }),
      }),
    );
  };
}
