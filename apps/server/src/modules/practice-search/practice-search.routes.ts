// Issue 6: GET member/v4/dentist-search/, GET public/v4/dentist-search/ (signed out, for the plan-purchase
// flow) and GET member/v4/practices/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.js';
import type { DentistSearchService } from './practice-search.service.js';

export function practiceSearchRoutes(service: DentistSearchService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.dentistSearch',
      { summary: "Practice locations near a zip or point, in the member's network by default, filtered and paginated" },
      async (request, caller) => service.search(caller.actor.userId, request.query),
    );
    contractRoute(
      app,
      'member.publicDentistSearch',
      { summary: 'Signed-out dentist search (plan-purchase flow): minimum_network stands for the plan' },
      async (request, caller) => service.search(caller.actor.userId, request.query),
    );
    contractRoute(
      app,
      'member.practiceDetails',
      { summary: 'A practice page: locations and hours, dentists, in-office plans, network, when last verified' },
      async (request, caller) => ({
        data: await service.practice(caller.actor.userId, request.params.id),
      }),
    );
  };
}
