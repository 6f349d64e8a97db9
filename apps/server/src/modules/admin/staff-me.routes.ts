// Issue 25 item 3 (decision 0040): GET admin/v1/me/, the admin portal's first call: the signed-in staff user,
// their role and the permissions STAFF_PERMISSIONS gives it (the portal shows only the actions they hold).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPermissionsOf } from '@dental/domain';
import { contractRoute } from '../../http/contract-route.js';

/** The staff user's own profile and permissions, all read by the guard with the session (no statement of its own). */
export function staffMeRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoute(
      app,
      'admin.staffMe',
      { summary: 'The signed-in staff user: name, email, role and the permissions the role holds' },
      async (_request, caller) => ({
        data: {
          first_name: caller.user.firstName,
          last_name: caller.user.lastName,
          email: caller.user.email,
          role: caller.actor.staffRole,
          permissions: staffPermissionsOf(caller.actor.staffRole),
        },
      }),
    );
  };
}
