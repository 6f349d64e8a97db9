/** spec §3: the portal values. */
export const PORTALS = ['admin', 'dentist', 'employer', 'member'] as const;
export type Portal = (typeof PORTALS)[number];

/** spec §9: default access-token refresh interval when a portal sets none (4 minutes). */
export const DEFAULT_REFRESH_INTERVAL_SECONDS = 4 * 60;

export interface PortalConfig {
  /** The browser tab title and the brand line of the portal (spec §1: each portal has its own title). */
  title: string;
  /** spec §9: how often the portal refreshes its access token. */
  refreshIntervalSeconds: number;
}

/** spec §1 and §9: each portal's own title and access-token refresh interval. */
export const PORTAL_CONFIG: Record<Portal, PortalConfig> = {
  admin: { title: 'Admin Portal', refreshIntervalSeconds: 86_400 },
  dentist: { title: 'Dentist Portal', refreshIntervalSeconds: 3_600 },
  employer: { title: 'Employer Portal', refreshIntervalSeconds: 3_600 },
  member: { title: 'Member Portal', refreshIntervalSeconds: 3_600 },
};

/** The refresh interval of a portal, falling back to the spec §9 default when unset. */
export function refreshIntervalSeconds(portal: Portal | undefined): number {
  return portal ? PORTAL_CONFIG[portal].refreshIntervalSeconds : DEFAULT_REFRESH_INTERVAL_SECONDS;
}

export function isPortal(value: unknown): value is Portal {
  return typeof value === 'string' && (PORTALS as readonly string[]).includes(value);
}

/** spec §3: environment names of the start-up response. */
export const INSTANCES = ['prod', 'qa', 'test', 'demo', 'dev'] as const;
export type Instance = (typeof INSTANCES)[number];

/** spec §2: the non-production banner also shows the version for these instances. */
export const INSTANCES_SHOWING_VERSION: readonly Instance[] = ['qa', 'test', 'demo'];

/**
 * The screen each portal's build prerenders (decision 0008), and the file beside index.html it is written
 * to; the server sends it for that path to a browser without a session.
 */
export const PRERENDERED_PAGE = { path: '/sign-in', file: 'sign-in.html' } as const;

/**
 * The page a browser with a session starts from (decision 0019): index.html with the signed-in layout's
 * skeleton inside #root instead of the signed-out splash, written by each portal's build beside index.html.
 */
export const SIGNED_IN_PAGE_FILE = 'signed-in.html';

/**
 * The server's build of a portal's route table (decision 0034), beside its dist folder: the server draws with
 * it the signed-in pages the portal's routes declare drawn (decision 0063). Every portal's build has one.
 */
export const SERVER_RENDER = { dir: 'dist-server', file: 'render.mjs' } as const;
