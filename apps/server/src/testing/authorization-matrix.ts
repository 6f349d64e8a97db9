// Issue 29 item 7: the authorization matrix. Every route of the contract (calls, files, uploads) is called on
// the app of every portal that serves it, as every role: anonymous, the member, the practice's owner and front
// desk, the company admin and each staff role (a role of another portal presents its own portal's session
// cookie, which this origin does not read). The answer each cell must give is read from the route's guard
// alone, so a route added tomorrow is in the matrix the day it is added. Ids are ids of no record: a role the
// guard admits meets a 404 or its body's 400; another tenant's ids are the tenancy harness's (tenancy.test.ts).
import { STAFF_PERMISSIONS, STAFF_ROLES, type Guard, type Portal, type StaffRole } from '@dental/domain';
import type { ListedRoute } from '../http/route-listing.js';
import type { TestClient } from './test-client.js';

/** Every role of the matrix, with the portal its session belongs to (null: no session). */
export const MATRIX_ROLES = {
  anonymous: null,
  member: 'member',
  owner: 'dentist',
  front_desk: 'dentist',
  company_admin: 'employer',
  ...(Object.fromEntries(STAFF_ROLES.map((role) => [role, 'admin'])) as Record<StaffRole, 'admin'>),
} as const satisfies Record<string, Portal | null>;
export type MatrixRole = keyof typeof MATRIX_ROLES;

/**
 * What a cell must answer: 'any' (a public call: the guard refuses no one, the handler may, as the second step
 * of sign-in does without its first), the call admitted (any status but 401 and 403, nor 404 on a route
 * without ids), or refused with that status: 401 without a session of this origin, 404 for a session the
 * guard does not admit (decision 0022: the call does not exist for it), 403 for a staff role without the
 * call's permission (decision 0040).
 */
export type Expected = 'any' | 'admitted' | 401 | 403 | 404;

/** The answer the guard gives `role` on the app of `portal`. */
export function expectedAnswer(guard: Guard, role: MatrixRole, portal: Portal): Expected {
  if (guard.kind === 'public') return 'any';
  const own = MATRIX_ROLES[role];
  // No session on this origin: the session cookies are named by portal (auth-cookies.ts).
  if (own === null || own !== portal) return 401;
  switch (guard.kind) {
    case 'session':
    case 'signedIn':
    case 'member':
      return 'admitted';
    case 'practice':
    case 'employer':
      return (guard.roles as readonly string[]).includes(role) ? 'admitted' : 404;
    case 'staff':
      return (STAFF_PERMISSIONS[guard.permission] as readonly string[]).includes(role) ? 'admitted' : 403;
  }
}

/** One cell of the matrix as called. */
export interface MatrixCell {
  route: string;
  method: string;
  portal: Portal;
  role: MatrixRole;
  expected: Expected;
  status: number;
  agrees: boolean;
}

/** An id that names no record. */
const NO_SUCH_ID = '2147483646';

/**
 * Calls every cell: each route on each app that serves it, as each role (`clients[portal][role]` is the role's
 * client on that portal's app). Routes that end the caller's session are called last.
 */
export async function callMatrix(
  routes: readonly ListedRoute[],
  clients: Readonly<Record<Portal, Readonly<Record<MatrixRole, TestClient>>>>,
  sessionEnding: readonly string[],
): Promise<MatrixCell[]> {
  const cells: MatrixCell[] = [];
  const ordered = [
    ...routes.filter((route) => !sessionEnding.includes(route.name)),
    ...routes.filter((route) => sessionEnding.includes(route.name)),
  ];
  for (const route of ordered) {
    const portals = route.portal === 'shared' ? (Object.keys(clients) as Portal[]) : [route.portal];
    const url = route.url.replace(/:[A-Za-z_]+/g, NO_SUCH_ID);
    const method = route.method as 'GET' | 'POST' | 'PATCH' | 'DELETE';
    // With ids of no record, an admitted call answers 404 too: there, only 401 and 403 tell a refusal.
    const hasPathIds = url.includes(NO_SUCH_ID);
    for (const portal of portals)
      for (const role of Object.keys(MATRIX_ROLES) as MatrixRole[]) {
        const expected = expectedAnswer(route.guard, role, portal);
        const response = await clients[portal][role].request(method, url, method === 'GET' ? undefined : {});
        const status = response.statusCode;
        const agrees =
          expected === 'any' ||
          (expected === 'admitted'
            ? status !== 401 && status !== 403 && (status !== 404 || hasPathIds)
            : status === expected);
        cells.push({ route: route.name, method, portal, role, expected, status, agrees });
      }
  }
  return cells;
}

/** The matrix as CSV, one line per cell. */
export function matrixCsv(cells: readonly MatrixCell[]): string {
  const lines = cells.map((c) => [c.route, c.method, c.portal, c.role, c.expected, c.status, c.agrees].join(','));
  return ['route,method,portal,role,expected,status,agrees', ...lines].join('\n') + '\n';
}
