// spec §7: GET and PATCH member/v4/user/, PATCH member/v4/user/password/, GET member/v4/user/custom-ui-data/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@dental/domain';
import { requireMember } from '../shared/member-auth.js';
import { originOf } from '../../../platform/request-origin.js';
import { memberRoute } from '../shared/member-route.js';
import type { MemberUserService } from './member-user.service.js';

export function memberUserRoutes(service: MemberUserService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberRoute('getMemberUser'),
      { onRequest: app.authenticate, schema: { tags: ['member'], summary: 'The signed-in member: email, patient and address fields', response: { 200: ENDPOINTS.getMemberUser.response } } },
      async (request) => ({ data: await service.member(requireMember(request).user.id, originOf(request)) }),
    );
    app.patch(
      memberRoute('updateMemberUser'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: "Updates the member's personal fields and the household address",
          description: 'A different email is refused (400 on email): it changes through initiate-email-change. Only the primary changes the address.',
          body: ENDPOINTS.updateMemberUser.body,
          response: { 200: ENDPOINTS.updateMemberUser.response },
        },
      },
      async (request) => ({ data: await service.update(requireMember(request).user.id, request.body, originOf(request)) }),
    );
    app.patch(
      memberRoute('changePassword'),
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['member'],
          summary: 'Changes the password; ends every other session of the user',
          description: 'A wrong current password: 400 with a message on old_password.',
          body: ENDPOINTS.changePassword.body,
          response: { 200: ENDPOINTS.changePassword.response },
        },
      },
      async (request) => ({ data: { message: await service.changePassword(requireMember(request), request.body, originOf(request)) } }),
    );
    app.get(
      memberRoute('customUiData'),
      { onRequest: app.authenticate, schema: { tags: ['member'], summary: 'Custom UI data: the healthshare flag of the household', response: { 200: ENDPOINTS.customUiData.response } } },
      async (request) => ({ data: await service.customUiData(requireMember(request).user.id) }),
    );
  };
}
