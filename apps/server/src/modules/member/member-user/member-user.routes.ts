// spec §7: GET and PATCH member/v4/user/, PATCH member/v4/user/password/, GET member/v4/user/custom-ui-data/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { MemberUserService } from './member-user.service.js';

export function memberUserRoutes(service: MemberUserService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'member.getMemberUser',
      { summary: 'The signed-in member: email, patient and address fields' },
      async (_request, caller) => ({
        data: await service.member(caller),
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
      async (request, caller) => ({ data: await service.update(caller, request.body) }),
    );
    contractRoute(
      app,
      'member.changePassword',
      {
        summary: 'Changes the password; ends every other session of the user',
        description:
          'A wrong current password: 400 with a message on old_password; past the sign-in throttle’s free failures, 429 (issue 26 item 13).',
      },
      async (request, caller) => ({
        data: { message: await service.changePassword(caller, request.body) },
      }),
    );
    contractRoute(
      app,
      'member.customUiData',
      { summary: 'Custom UI data: the healthshare flag of the household' },
      async (_request, caller) => ({
        data: await service.customUiData(caller),
      }),
    );
  };
}
