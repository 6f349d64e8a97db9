// spec §7: POST password-reset/initiate-forgot/ and PATCH password-reset/complete/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.js';
import { MSG_RESET_LINK_SENT, type PasswordResetService } from './password-reset.service.js';

export function passwordResetRoutes(service: PasswordResetService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'shared.passwordResetInitiate',
      { summary: 'Mail a single-use reset link; the same answer whether or not the account exists' },
      async (request, caller) => {
        service.initiate(request.body.email, request.body.account_type, caller.origin);
        return { data: { message: MSG_RESET_LINK_SENT } };
      },
    );

    contractRoute(
      app,
      'shared.passwordResetComplete',
      {
        summary: "Set a new password with the mailed code; ends all the user's sessions",
        description: 'A used, expired or unknown code: 400.',
      },
      async (request, caller) => {
        const message = await service.complete(request.body.code, request.body.password, caller.origin);
        return { data: { message } };
      },
    );
  };
}
