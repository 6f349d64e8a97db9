// spec §7: GET member/v4/in-office-plan-purchases/ and GET member/v4/in-office-plan-purchases/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { originOf } from '../../platform/request-origin.js';
import { requireMember, memberRoute } from '../member/index.js';
import type { PlanPurchasesService } from './plan-purchases.service.js';

export function planPurchasesRoutes(service: PlanPurchasesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('planPurchases'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "The household's in-office plan purchases, current or past, filtered by payment status",
          querystring: ENDPOINTS.planPurchases.query,
          response: { 200: ENDPOINTS.planPurchases.response },
        },
      },
      async (request) => service.list(requireMember(request).user.id, request.query),
    );
    app.get(
      memberRoute('planPurchase'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "One of the household's purchases (another household's: 404)",
          params: ENDPOINTS.planPurchase.params,
          response: { 200: ENDPOINTS.planPurchase.response },
        },
      },
      async (request) => ({ data: await service.one(requireMember(request).user.id, request.params.id, originOf(request)) }),
    );
  };
}
