// A browser's own business date on the test server (DEV_CLOCK, decision 0062): GET /api/dev/clock/ says the date the
// server judges this browser's requests on; POST moves it whole days ahead by a cookie of this browser context
// only, so the specs running beside it keep today.
import { expect, type Page } from '@playwright/test';
import { portalUrl, type Portal } from './portals.ts';

/** apps/server/src/modules/dev-clock: outside the API contract (no portal makes it). */
const DEV_CLOCK_PATH = '/api/dev/clock/';
const DAY_MS = 86_400_000;

export interface DevClock {
  offset_days: number;
  now: string;
  /** The UTC date cover is judged on for this browser, 'YYYY-MM-DD'. */
  today: string;
}

/** The server's date for this page's browser context. */
export async function serverClock(page: Page, portal: Portal = 'member'): Promise<DevClock> {
  const response = await page.request.get(portalUrl(portal, DEV_CLOCK_PATH));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DevClock;
}

/** Moves this page's browser context `days` ahead of the server's clock (0: back to today), as its XSRF token allows. */
export async function moveClock(page: Page, days: number, portal: Portal = 'member'): Promise<DevClock> {
  const xsrf = (await page.context().cookies(portalUrl(portal))).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await page.request.post(portalUrl(portal, DEV_CLOCK_PATH), {
    data: { offset_days: days },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf?.value ?? '') },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as DevClock;
}

/** The last day of the month of an ISO date. */
export function lastDayOfMonth(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
