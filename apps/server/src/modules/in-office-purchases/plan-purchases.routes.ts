// spec §7: GET member/v4/in-office-plan-purchases/ and GET member/v4/in-office-plan-purchases/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.js';
import type { PlanPurchasesService } from './plan-purchases.service.js';

export function planPurchasesRoutes(service: PlanPurchasesService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.planPurchases',
      { summary: "The household's in-office plan purchases, current or past, filtered by payment status" },
      async (request, caller) => service.list(caller, request.query),
    );
    contractRoute(
      app,
      'member.planPurchase',
      { summary: "One of the household's purchases (another household's: 404)" },
      async (request, caller) => ({
        data: await service.one(caller, request.params.id),
      }),
    );
  };
}
