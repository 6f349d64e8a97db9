// The admin portal's module door (DESIGN §2, issue 25 item 10's layout): portal-routes.ts registers its routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMeRoutes } from './staff-me.routes.js';

/** Every call of the admin portal built so far (issue 25 item 3: the staff user's own profile). */
export function adminPlugin(): FastifyPluginAsyncZod {
  return async (admin) => {
    await admin.register(staffMeRoutes());
  };
}
