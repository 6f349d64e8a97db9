// spec §7: GET and PATCH member/v4/user/, PATCH member/v4/user/password/, GET member/v4/user/custom-ui-data/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../../platform/request-origin.js';
import { contractRoute } from '../../../http/contract-route.js';
import type { MemberUserService } from './member-user.service.js';

export function memberUserRoutes(service: MemberUserService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.getMemberUser',
      { summary: 'The signed-in member: email, patient and address fields' },
      async (request, ctx) => ({
        data: await service.member(ctx.user.id, originOf(request)),
      }),
    );
    contractRoute(
      app,
      'member.updateMemberUser',
      {
        summary: "Updates the member's personal fields and the household address",
        description:
          'A different email is refused (400 on email): it changes through initiate-email-change. Only the primary changes the address.',
      },
      async (request, ctx) => ({ data: await service.update(ctx.user.id, request.body, originOf(request)) }),
    );
    contractRoute(
      app,
      'member.changePassword',
      {
        summary: 'Changes the password; ends every other session of the user',
        description: 'A wrong current password: 400 with a message on old_password.',
      },
      async (request, ctx) => ({
        data: { message: await service.changePassword(ctx, request.body, originOf(request)) },
      }),
    );
    contractRoute(
      app,
      'member.customUiData',
      { summary: 'Custom UI data: the healthshare flag of the household' },
      async (_request, ctx) => ({
        data: await service.customUiData(ctx.user.id),
      }),
    );
  };
}
