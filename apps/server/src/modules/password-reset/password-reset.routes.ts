// spec §7: POST password-reset/initiate-forgot/ and PATCH password-reset/complete/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetCompleteRequestSchema,
  passwordResetCompleteResponseSchema,
  passwordResetInitiateRequestSchema,
  passwordResetInitiateResponseSchema,
} from '@dental/domain';
import { originOf } from '../../platform/request-origin.js';
import { MSG_RESET_LINK_SENT, type PasswordResetService } from './password-reset.service.js';

export function passwordResetRoutes(service: PasswordResetService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/password-reset/initiate-forgot/',
      {
        schema: {
          tags: ['auth'],
          summary: 'Mail a single-use reset link; the same answer whether or not the account exists',
          body: passwordResetInitiateRequestSchema,
          response: { 200: passwordResetInitiateResponseSchema },
        },
      },
      async (request) => {
        service.initiate(request.body.email, request.body.account_type, originOf(request));
        return { data: { message: MSG_RESET_LINK_SENT } };
      },
    );

    app.patch(
      '/password-reset/complete/',
      {
        schema: {
          tags: ['auth'],
          summary: "Set a new password with the mailed code; ends all the user's sessions",
          description: 'A used, expired or unknown code: 400.',
          body: passwordResetCompleteRequestSchema,
          response: { 200: passwordResetCompleteResponseSchema },
        },
      },
      async (request) => {
        const message = await service.complete(request.body.code, request.body.password, originOf(request));
        return { data: { message } };
      },
    );
  };
}
