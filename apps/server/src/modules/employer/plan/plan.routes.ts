// Issue 27 item 2 (decision 0058): GET employer/v1/plan/, POST .../plan/offerings/, DELETE .../offerings/{id}/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { PlanService } from './plan.service.js';

export function planRoutes(service: PlanService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'employer.groupPlan',
      { summary: "The company's group plan: the offerings in force today per class, the scheduled changes, history" },
      async (_request, caller) => service.plan(caller),
    );
    contractRoute(
      app,
      'employer.addPlanOffering',
      {
        summary: 'Schedules a plan change for a class (or every class) from a first of a month not in the past',
        success: [201],
      },
      async (request, caller, reply) => reply.status(201).send(await service.add(caller, request.body)),
    );
    contractRoute(
      app,
      'employer.cancelPlanOffering',
      { summary: 'Cancels a scheduled plan change; one in force or past is kept (409)' },
      async (request, caller) => service.cancel(caller, request.params.id),
    );
  };
}
