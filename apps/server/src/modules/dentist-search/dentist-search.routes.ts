// Issue 6: GET member/v4/dentist-search/, GET public/v4/dentist-search/ (signed out, for the plan-purchase
// flow) and GET member/v4/practices/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { requireMember, memberRoute } from '../member/index.js';
import type { DentistSearchService } from './dentist-search.service.js';

export function dentistSearchRoutes(service: DentistSearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('dentistSearch'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "Practice locations near a zip or point, in the member's network by default, filtered and paginated",
          querystring: ENDPOINTS.dentistSearch.query,
          response: { 200: ENDPOINTS.dentistSearch.response },
        },
      },
      async (request) => service.search(requireMember(request).user.id, request.query),
    );
    app.get(
      memberRoute('publicDentistSearch'),
      {
        schema: {
          tags: ['public'],
          summary: 'Signed-out dentist search (plan-purchase flow): minimum_network stands for the plan',
          querystring: ENDPOINTS.publicDentistSearch.query,
          response: { 200: ENDPOINTS.publicDentistSearch.response },
        },
      },
      async (request) => service.search(null, request.query),
    );
    app.get(
      memberRoute('practiceDetails'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: 'A practice page: locations and hours, dentists, in-office plans, network, when last verified',
          params: ENDPOINTS.practiceDetails.params,
          response: { 200: ENDPOINTS.practiceDetails.response },
        },
      },
      async (request) => ({ data: await service.practice(requireMember(request).user.id, request.params.id) }),
    );
  };
}
