// Issue 27 item 1 (decision 0058): the company's HR users (GET, DELETE employer/v1/company/users/...), their
// invitations (POST, resend, DELETE .../invites/...) and the public acceptance (POST employer/v1/user-invites/accept/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route.js';
import type { CompanyUsersService } from './company-users.service.js';

export function companyUsersRoutes(service: CompanyUsersService): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'employer.companyUsers',
      { summary: "The company's HR users and open invitations (audited)" },
      async (_request, caller) => service.users(caller),
    );
    contractRoute(
      app,
      'employer.inviteCompanyUser',
      { summary: 'Invites an HR user by name and email (a single-use link, valid 7 days)', success: [201] },
      async (request, caller, reply) => reply.status(201).send({ data: await service.invite(caller, request.body) }),
    );
    contractRoute(
      app,
      'employer.resendCompanyInvite',
      { summary: 'Sends an open invitation again with a new link; the old link stops working' },
      async (request, caller) => ({ data: await service.resend(caller, request.params.id) }),
    );
    contractRoute(
      app,
      'employer.revokeCompanyInvite',
      { summary: 'Withdraws an open invitation' },
      async (request, caller) => {
        await service.revokeInvite(caller, request.params.id);
        return { data: { message: 'Invitation withdrawn' } };
      },
    );
    contractRoute(
      app,
      'employer.removeCompanyUser',
      { summary: 'Removes an HR user (not yourself, not the last admin); their sessions end' },
      async (request, caller) => {
        await service.removeUser(caller, request.params.id);
        return { data: { message: 'User removed' } };
      },
    );
    contractRoute(
      app,
      'employer.acceptCompanyInvite',
      { summary: 'Accepts an invitation: sets the name and password of the new HR user' },
      async (request, caller) => service.accept(request.body, caller),
    );
  };
}
