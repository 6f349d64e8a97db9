// The admin portal's module door (DESIGN §2, issue 25 item 10's layout): portal-routes.ts registers its routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMeRoutes } from './staff-me.routes.js';
import { systemStatusRoutes, type SystemStatusDeps } from './system-status.routes.js';

/**
 * Every call of the admin portal built so far: the staff user's own profile (issue 25 item 3) and the system
 * status (issue 29 item 2).
 */
export function adminPlugin(deps: SystemStatusDeps): FastifyPluginAsyncZod {
  return async (admin) => {
    await admin.register(staffMeRoutes());
    await admin.register(systemStatusRoutes(deps));
  };
}
