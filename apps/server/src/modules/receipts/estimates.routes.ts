// Issue 5: GET member/v4/estimates/ and GET member/v4/estimates/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { originOf } from '../../platform/request-origin.js';
import { requireMember, memberRoute } from '../member/index.js';
import type { EstimatesService } from './estimates.service.js';

export function estimatesRoutes(service: EstimatesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('estimates'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "The household's estimates, newest first, re-priced against today's plan and accumulators",
          querystring: ENDPOINTS.estimates.query,
          response: { 200: ENDPOINTS.estimates.response },
        },
      },
      async (request) => service.list(requireMember(request).user.id, request.query),
    );
    app.get(
      memberRoute('estimateDetails'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "One of the household's estimates with each line re-priced today (another household's: 404)",
          params: ENDPOINTS.estimateDetails.params,
          response: { 200: ENDPOINTS.estimateDetails.response },
        },
      },
      async (request) => ({ data: await service.one(requireMember(request).user.id, request.params.id, originOf(request)) }),
    );
  };
}
