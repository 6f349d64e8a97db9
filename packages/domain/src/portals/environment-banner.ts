import { INSTANCES_SHOWING_VERSION, type Instance } from './portals.js';

/**
 * spec §2: outside production, a banner with the environment name, the server time in UTC and (qa, test, demo)
 * the version. The server writes it into each page above the app (apps/server portal-page), so it is there at
 * first paint and nothing moves when the app starts; the app keeps its time current (packages/ui
 * EnvironmentBanner), and draws the whole banner itself only where no server wrote the page (the dev server).
 */
export const ENVIRONMENT_BANNER_ID = 'environment-banner';

/** The attribute of the banner's part whose text the app keeps current. */
export const SERVER_TIME_ATTRIBUTE = 'data-server-time';

/** White on this brown: a contrast of 7.9:1 (WCAG AAA). */
export const ENVIRONMENT_BANNER_COLOURS = { background: '#6b4300', text: '#fff' } as const;

/** 'YYYY-MM-DD HH:mm UTC' of an instant. */
export function formatUtc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The banner's server-time part. */
export function serverTimeText(ms: number): string {
  return `Server time ${formatUtc(ms)}`;
}

/** The banner's other parts: the environment name, and the version where the instance shows it. */
export function environmentBannerFacts(instance: Instance, version: string): { name: string; version: string | null } {
  return {
    name: `${instance.toUpperCase()} environment`,
    version: INSTANCES_SHOWING_VERSION.includes(instance) ? `Version ${version}` : null,
  };
}
