// spec §7: GET member/v4/benefit/ and the plan details (designed here).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { BenefitService } from './benefit.service.js';

export function benefitRoutes(service: BenefitService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.benefit',
      { summary: "The caller's benefit: plan and limit, used and remaining in cents" },
      async (_request, caller) => ({
        data: await service.benefit(caller),
      }),
    );
    contractRoute(
      app,
      'member.planDetails',
      { summary: "The caller's plan: coverage per service type, network, limits and period" },
      async (_request, caller) => ({
        data: await service.planDetails(caller),
      }),
    );
  };
}
