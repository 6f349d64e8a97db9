// The employer portal's module door (DESIGN §2, decision 0051): portal-routes.ts registers its routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { censusRoutes } from './census/census.routes.js';

/** Every call of the employer portal built so far (issue 27: the census file's check). */
export function employerPlugin(): FastifyPluginAsyncZod {
  return async (employer) => {
    await employer.register(censusRoutes());
  };
}
