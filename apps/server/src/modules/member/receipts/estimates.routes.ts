// Issue 5: GET member/v4/estimates/ and GET member/v4/estimates/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { EstimatesService } from './estimates.service.js';

export function estimatesRoutes(service: EstimatesService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.estimates',
      { summary: "The household's estimates, newest first, re-priced against today's plan and accumulators" },
      async (request, caller) => service.list(caller, request.query),
    );
    contractRoute(
      app,
      'member.estimateDetails',
      { summary: "One of the household's estimates with each line re-priced today (another household's: 404)" },
      async (request, caller) => ({
        data: await service.one(caller, request.params.id),
      }),
    );
  };
}
