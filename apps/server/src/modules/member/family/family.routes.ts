// spec §7: GET member/v4/family-members/ and PATCH member/v4/family-members/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { requireMember } from '../shared/member-auth.js';
import { originOf } from '../../../platform/request-origin.js';
import { memberRoute } from '../shared/member-route.js';
import type { FamilyService } from './family.service.js';

export function familyRoutes(service: FamilyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('familyMembers'),
      { onRequest: app.authenticate, schema: { tags: ['member'], summary: "The other people of the caller's household", response: { 200: ENDPOINTS.familyMembers.response } } },
      async (request) => ({ data: await service.list(requireMember(request).user.id, originOf(request)) }),
    );
    app.patch(
      memberRoute('updateFamilyMember'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: 'Updates a family member (the primary: anyone in the household; an adult dependent: themself)',
          description: 'Anyone else, and any id outside the household: 404.',
          params: ENDPOINTS.updateFamilyMember.params,
          body: ENDPOINTS.updateFamilyMember.body,
          response: { 200: ENDPOINTS.updateFamilyMember.response },
        },
      },
      async (request) => ({ data: await service.update(requireMember(request).user.id, request.params.id, request.body, originOf(request)) }),
    );
  };
}
