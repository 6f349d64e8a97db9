// The four portals as the real server serves them in e2e: one port each, from a base port.
import { PORTAL_CONFIG, PORTALS, type Portal } from '../../packages/domain/src/portals/portals.ts';

export { PORTAL_CONFIG, PORTALS, type Portal };

/** The port of the member portal; dentist, employer and admin follow (DESIGN §2: 8080..8083 in production). */
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 18080);

const PORT_OFFSET: Record<Portal, number> = { member: 0, dentist: 1, employer: 2, admin: 3 };

/** The address of a path in a portal. */
export function portalUrl(portal: Portal, path = '/'): string {
  return `http://127.0.0.1:${E2E_BASE_PORT + PORT_OFFSET[portal]}${path}`;
}
