// spec §5 and §7: POST member/v4/user/initiate-email-change/ (signed in) and POST .../complete-email-change/
// (the mailed code proves it; no session needed).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { EmailChangeService } from './email-change.service.js';

export function initiateEmailChangeRoutes(service: EmailChangeService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.initiateEmailChange',
      {
        summary: 'Mails a single-use 24-hour confirmation link to the new address (and a notice to the old one)',
        description: 'The same answer whether or not another account uses the address. The same address as now: 400.',
      },
      async (request, caller) => ({
        data: { message: await service.initiate(caller, request.body.email) },
      }),
    );
  };
}

export function completeEmailChangeRoutes(service: EmailChangeService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.completeEmailChange',
      {
        summary: "Applies an email change with the mailed code (to the code's user, whoever is signed in)",
        description: 'A used, expired or unknown code: 400.',
      },
      async (request, caller) => ({ data: { message: await service.complete(request.body.code, caller) } }),
    );
  };
}
