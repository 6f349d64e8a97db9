// Issue 6: GET member/v4/price-check/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { requireMember, memberRoute } from '../member/index.js';
import type { PriceCheckService } from './price-check.service.js';

export function priceCheckRoutes(service: PriceCheckService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('priceCheck'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "Procedures priced at the nearest in-network practices for a family member, with the member's estimated share",
          querystring: ENDPOINTS.priceCheck.query,
          response: { 200: ENDPOINTS.priceCheck.response },
        },
      },
      async (request) => ({ data: await service.check(requireMember(request).user.id, request.query) }),
    );
  };
}
