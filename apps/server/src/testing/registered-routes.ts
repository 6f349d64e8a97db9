// The routes an app serves, read from Fastify's own route tree, so a test covers a route the day it is added.

export interface RegisteredRoute {
  method: string;
  /** The route's path as registered, parameters included (`/api/member/v4/family-members/:id/`). */
  path: string;
}

/**
 * Every 'METHOD path' of an app, from printRoutes (one node a line, 4 characters of indent a level, methods
 * in brackets; HEAD mirrors GET and is left out).
 */
export function registeredRoutes(app: { printRoutes(options: { commonPrefix: boolean }): string }): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ')) if (method && method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

/** A concrete path for a route: each parameter filled with `1`, a wildcard with `x`. */
export function concretePath(path: string): string {
  return path.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
}
