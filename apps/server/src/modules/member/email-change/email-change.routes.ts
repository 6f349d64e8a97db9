// spec §5 and §7: POST member/v4/user/initiate-email-change/ (signed in) and POST .../complete-email-change/
// (the mailed code proves it; no session needed).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { requireMember } from '../shared/member-auth.js';
import { originOf } from '../../../platform/request-origin.js';
import { memberRoute } from '../shared/member-route.js';
import type { EmailChangeService } from './email-change.service.js';

export function initiateEmailChangeRoutes(service: EmailChangeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      memberRoute('initiateEmailChange'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: 'Mails a single-use 24-hour confirmation link to the new address (and a notice to the old one)',
          description: 'The same answer whether or not another account uses the address. The same address as now: 400.',
          body: ENDPOINTS.initiateEmailChange.body,
          response: { 200: ENDPOINTS.initiateEmailChange.response },
        },
      },
      async (request) => ({ data: { message: await service.initiate(requireMember(request), request.body.email, originOf(request)) } }),
    );
  };
}

export function completeEmailChangeRoutes(service: EmailChangeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      memberRoute('completeEmailChange'),
      {
        schema: {
          tags: ['member'],
          summary: "Applies an email change with the mailed code (to the code's user, whoever is signed in)",
          description: 'A used, expired or unknown code: 400.',
          body: ENDPOINTS.completeEmailChange.body,
          response: { 200: ENDPOINTS.completeEmailChange.response },
        },
      },
      async (request) => ({ data: { message: await service.complete(request.body.code, originOf(request)) } }),
    );
  };
}
