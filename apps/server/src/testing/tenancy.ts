// The tenancy harness's bookkeeping (issue 14 item 2, decision 0023): for every route of a portal that takes
// an id in its path, query or body, the harness needs a case trying another tenant's id (another household,
// practice or company). This lists what lacks one, from the contract (route-contract.test.ts proves each app
// serves exactly its entries), so a new route or id field fails until its case is written.
import type { Portal } from '@dental/domain';
import { isTenantId, listedRoutes, type ListedRoute } from '../http/route-listing.js';

/** '<call or file name>.<id field>' of one id of a route: 'member.updateFamilyMember.id'. */
export type IdKey = string;

/** The route of a call or file name ('member.planPurchase'), or an error naming it. */
export function routeNamed(name: string, routes: readonly ListedRoute[] = listedRoutes()): ListedRoute {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`${name} is not a route of the contract`);
  return route;
}

/** Every id of the portal's routes that names a tenant's record (no PUBLIC_IDS entry): each needs a case. */
export function tenantIdKeys(portal: Portal | 'shared', routes: readonly ListedRoute[] = listedRoutes()): IdKey[] {
  return routes
    .filter((route) => route.portal === portal)
    .flatMap((route) => route.ids.filter((id) => isTenantId(route, id)).map((id) => `${route.name}.${id.name}`));
}

/**
 * What the portal's cases miss: tenant ids without a case, and cases naming no id of the portal's routes (a
 * renamed or removed call). A case may also cover an id that is not a tenant's (a signed-out probe).
 */
export function tenancyGaps(
  portal: Portal | 'shared',
  caseKeys: readonly IdKey[],
  routes: readonly ListedRoute[] = listedRoutes(),
): { missing: IdKey[]; stale: IdKey[] } {
  const cases = new Set(caseKeys);
  const all = new Set(
    routes
      .filter((route) => route.portal === portal)
      .flatMap((route) => route.ids.map((id) => `${route.name}.${id.name}`)),
  );
  return {
    missing: tenantIdKeys(portal, routes)
      .filter((key) => !cases.has(key))
      .sort(),
    stale: [...cases].filter((key) => !all.has(key)).sort(),
  };
}
