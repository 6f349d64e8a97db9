// Issue 6: GET member/v4/price-check/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { PriceCheckService } from './price-check.service.js';

export function priceCheckRoutes(service: PriceCheckService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.priceCheck',
      {
        summary:
          "Procedures priced at the nearest in-network practices for a family member, with the member's estimated share",
      },
      async (request, caller) => ({ data: await service.check(caller, request.query) }),
    );
  };
}
