// spec §7: GET member/v4/benefit/ and the plan details (designed here).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { memberRoute } from '../shared/member-route.js';
import { requireMember } from '../shared/member-auth.js';
import type { BenefitService } from './benefit.service.js';

export function benefitRoutes(service: BenefitService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('benefit'),
      {
        onRequest: app.authenticate,
        schema: { tags: ['member'], summary: "The caller's benefit: plan and limit, used and remaining in cents", response: { 200: ENDPOINTS.benefit.response } },
      },
      async (request) => ({ data: await service.benefit(requireMember(request).user.id) }),
    );
    app.get(
      memberRoute('planDetails'),
      {
        onRequest: app.authenticate,
        schema: { tags: ['member'], summary: "The caller's plan: coverage per service type, network, limits and period", response: { 200: ENDPOINTS.planDetails.response } },
      },
      async (request) => ({ data: await service.planDetails(requireMember(request).user.id) }),
    );
  };
}
