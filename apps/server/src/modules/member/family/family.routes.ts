// spec §7: GET member/v4/family-members/ and PATCH member/v4/family-members/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { FamilyService } from './family.service.js';

export function familyRoutes(service: FamilyService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.familyMembers',
      { summary: "The other people of the caller's household" },
      async (_request, caller) => ({
        data: await service.list(caller),
      }),
    );
    contractRoute(
      app,
      'member.updateFamilyMember',
      {
        summary: 'Updates a family member (the primary: anyone in the household; an adult dependent: themself)',
        description: 'Anyone else, and any id outside the household: 404.',
      },
      async (request, caller) => ({
        data: await service.update(caller, request.params.id, request.body),
      }),
    );
  };
}
