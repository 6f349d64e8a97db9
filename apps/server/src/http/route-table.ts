// Every route an app registers, with its schemas, as Fastify saw it. Read by the schema-driven request fuzz
// test (testing/fuzz/), so a route is fuzzed the day it is added, with the schemas it really validates with.
import type { FastifyInstance, FastifySchema } from 'fastify';

/** One registered route (HEAD routes Fastify adds for GET are left out). */
export interface RegisteredRoute {
  method: string;
  /** The full path as registered, prefix and parameters included: '/api/member/v4/family-members/:id/'. */
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes of this app, filled as they are registered. */
    routeTable: readonly RegisteredRoute[];
  }
}

/** Starts recording the app's routes: call before anything registers one. */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
