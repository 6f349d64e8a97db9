// The authorization harness (issue 25 item 3, decision 0040): every staff route of the contract is called as a
// user of every staff role, and who was admitted and who refused (403) is compared with STAFF_PERMISSIONS for
// the permission the route's entry declares. A route added with a staff guard is covered the day it is added.
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffGuard, type StaffPermission, type StaffRole } from '@dental/domain';
import { listedRoutes, type ListedRoute } from '../http/route-listing.js';
import type { TestClient } from './test-client.js';

/** A route whose guard is a staff guard, as listedRoutes() reads it from its entry. */
export type StaffRoute = ListedRoute & { guard: StaffGuard };

/** Every staff route of the contract (calls and files). */
export function staffRoutes(routes: readonly ListedRoute[] = listedRoutes()): StaffRoute[] {
  return routes.filter((route): route is StaffRoute => route.guard.kind === 'staff');
}

/** An id that names no record: a write the guard admits meets a 404 or its body's 400, and changes nothing. */
const NO_SUCH_ID = '2147483646';

/**
 * One line for each route and role where the answer disagrees with the table: admitted (any answer but 403)
 * where the table refuses, or refused (403) where it admits. A refused role is stopped before its request is
 * read (the guard is the route's onRequest hook), so the call is sent with no such ids and an empty body.
 */
export async function authorizationMismatches(
  routes: readonly StaffRoute[],
  clients: Readonly<Record<StaffRole, TestClient>>,
  table: Readonly<Record<StaffPermission, readonly StaffRole[]>> = STAFF_PERMISSIONS,
): Promise<string[]> {
  const mismatches: string[] = [];
  for (const route of routes) {
    const url = route.url.replace(/:[A-Za-z_]+/g, NO_SUCH_ID);
    const permission = route.guard.permission;
    for (const role of STAFF_ROLES) {
      const method = route.method as 'GET' | 'POST' | 'PATCH' | 'DELETE';
      const response = await clients[role].request(method, url, method === 'GET' ? undefined : {});
      const admitted = response.statusCode !== 403;
      const allowed = table[permission].includes(role);
      if (admitted !== allowed)
        mismatches.push(
          `${route.name} as ${role}: ${admitted ? `admitted (${response.statusCode})` : 'refused (403)'}, ` +
            `but ${permission} ${allowed ? 'admits' : 'refuses'} ${role}`,
        );
    }
  }
  return mismatches;
}
