// Decision 0062: a browser's own business date on a dev or test instance (DEV_CLOCK). GET /api/dev/clock/ says what
// the server takes as now for this browser; POST /api/dev/clock/ {"offset_days": N} moves it N whole days ahead of
// the server's clock (0: back to today) by a cookie the browser then sends with every request, the member
// pages drawn at the server included (their calls carry the page's cookies). Under /api/ so that the session
// is read and the XSRF check binds to it as on every call, but not a contract entry: no portal makes it, people
// and the browser tests do. Registered only when devClockEnabled (never prod).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CookiePolicy } from '../../http/cookies.js';
import type { Clock } from '../../platform/clock.js';
import { isoDay } from '../../platform/dates.js';
import {
  DEV_CLOCK_COOKIE,
  DEV_CLOCK_MAX_DAYS,
  clockAhead,
  runShifted,
  shiftDaysOf,
  shiftedClock,
} from '../../platform/dev-clock.js';

export const DEV_CLOCK_PATH = '/api/dev/clock/';
export const MSG_OFFSET_DAYS = `Enter a whole number of days from 0 to ${DEV_CLOCK_MAX_DAYS}.`;

const offsetDays = z
  .number({ error: MSG_OFFSET_DAYS })
  .int({ error: MSG_OFFSET_DAYS })
  .min(0, { error: MSG_OFFSET_DAYS })
  .max(DEV_CLOCK_MAX_DAYS, { error: MSG_OFFSET_DAYS });
const devClockRequestSchema = z.object({ offset_days: offsetDays }).strict();
const devClockSchema = z.object({
  offset_days: z.number(),
  /** The instant this browser's requests read, ISO 8601. */
  now: z.string(),
  /** Its UTC calendar date, as cover and benefit status are judged on. */
  today: z.string(),
});

/**
 * Wraps every request of `app` in the shift its cookie asks for (a preHandler on the root instance, so after
 * the guards: sessions are checked on the wall clock), adds the two routes, and answers the business clock the
 * portals' services take: `base` moved by the shift of the request being served.
 */
export function registerDevClock(app: FastifyInstance, options: { base: Clock; cookies: CookiePolicy }): Clock {
  const { base, cookies } = options;
  app.addHook('preHandler', (request, _reply, done) => {
    const days = shiftDaysOf(request.cookies[DEV_CLOCK_COOKIE]);
    if (days === 0) done();
    else runShifted(days, () => done());
  });
  const answer = (days: number) => {
    const now = clockAhead(base, days);
    return { offset_days: days, now: now.toISOString(), today: isoDay(now) };
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(DEV_CLOCK_PATH, { schema: { hide: true, response: { 200: devClockSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer(shiftDaysOf(request.cookies[DEV_CLOCK_COOKIE]));
  });
  routes.post(
    DEV_CLOCK_PATH,
    { schema: { hide: true, body: devClockRequestSchema, response: { 200: devClockSchema } } },
    async (request, reply) => {
      const days = request.body.offset_days;
      if (days === 0) reply.clearCookie(DEV_CLOCK_COOKIE, cookies.clear());
      // A browser-session cookie: closing the browser brings back today.
      else reply.setCookie(DEV_CLOCK_COOKIE, String(days), cookies.httpOnly());
      reply.header('cache-control', 'no-store');
      return answer(days);
    },
  );
  return shiftedClock(base);
}
