// Decision 0062: on a dev or test instance that turns it on (DEV_CLOCK), one browser may see the server's
// business date moved forward by whole days, per request, without moving anyone else's: the browser tests run
// in parallel against one server, and the journey's member must see "after the end date" while other specs
// see today. The shift is carried by the request's async context, so every service that takes the business
// clock reads it without knowing of it; sessions, tokens and the job runner keep the wall clock.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from './clock.js';

/** The cookie a browser carries its shift in: whole days ahead of the server's clock. */
export const DEV_CLOCK_COOKIE = 'dev_clock_days';
/** The farthest a browser may move its date: ten years, past any cover, reinstatement or renewal window. */
export const DEV_CLOCK_MAX_DAYS = 3660;

const DAY_MS = 86_400_000;
const shiftOfRequest = new AsyncLocalStorage<number>();

/** The days a cookie value asks for, or 0 when absent or not a whole number of days in range. */
export function shiftDaysOf(cookieValue: string | undefined): number {
  if (cookieValue === undefined || !/^[0-9]{1,4}$/.test(cookieValue)) return 0;
  const days = Number(cookieValue);
  return days <= DEV_CLOCK_MAX_DAYS ? days : 0;
}

/** Runs `work` (and everything it starts) with the business clock `days` ahead. */
export function runShifted<T>(days: number, work: () => T): T {
  return shiftOfRequest.run(days, work);
}

/** `base` moved forward by the shift of the request being served (none outside a shifted request). */
export function shiftedClock(base: Clock): Clock {
  return () => clockAhead(base, shiftOfRequest.getStore() ?? 0);
}

/** `base` moved forward by `days` (what a request with that shift reads). */
export function clockAhead(base: Clock, days: number): Date {
  return days === 0 ? base() : new Date(base().getTime() + days * DAY_MS);
}
