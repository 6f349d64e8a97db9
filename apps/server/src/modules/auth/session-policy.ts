// How long sessions and their tokens live, per portal (issue 3; spec §9 for the refresh intervals).
import { refreshIntervalSeconds, type Portal } from '@dental/domain';
import type { Env } from '../../config/env.js';

/** The access token outlives the portal's refresh interval by this much, so a timer that fires a little late still refreshes in time. */
export const ACCESS_TTL_MARGIN_SECONDS = 15 * 60;
/**
 * last_active_at is written at most this often per session (not one write per request), and at most a
 * quarter of the idle limit apart, so the stored activity always trails the last call by less than that.
 */
export const LAST_ACTIVE_WRITE_INTERVAL_MS = 60_000;
const ACTIVITY_WRITES_PER_IDLE_LIMIT = 4;
/** A used refresh token presented again within this time is two tabs refreshing at once, not theft. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface SessionPolicy {
  portal: Portal;
  /** Time without an authenticated call after which the session ends. */
  idleMs: number;
  /** How stale the stored last activity may get before a call writes it again (issue 15, item 9). */
  activityWriteIntervalMs: number;
  /** Time after sign-in after which the session ends whatever happens. */
  absoluteMs: number;
  refreshIntervalSeconds: number;
  accessTtlMs: number;
}

/** The policy of one portal from SESSION_IDLE_MINUTES_<PORTAL> and SESSION_ABSOLUTE_HOURS_<PORTAL>. */
export function sessionPolicyOf(env: Env, portal: Portal): SessionPolicy {
  const limits: Record<Portal, [idleMinutes: number, absoluteHours: number]> = {
    admin: [env.SESSION_IDLE_MINUTES_ADMIN, env.SESSION_ABSOLUTE_HOURS_ADMIN],
    dentist: [env.SESSION_IDLE_MINUTES_DENTIST, env.SESSION_ABSOLUTE_HOURS_DENTIST],
    employer: [env.SESSION_IDLE_MINUTES_EMPLOYER, env.SESSION_ABSOLUTE_HOURS_EMPLOYER],
    member: [env.SESSION_IDLE_MINUTES_MEMBER, env.SESSION_ABSOLUTE_HOURS_MEMBER],
  };
  const [idleMinutes, absoluteHours] = limits[portal];
  const interval = refreshIntervalSeconds(portal);
  return {
    portal,
    idleMs: idleMinutes * 60_000,
    activityWriteIntervalMs: Math.min(
      LAST_ACTIVE_WRITE_INTERVAL_MS,
      (idleMinutes * 60_000) / ACTIVITY_WRITES_PER_IDLE_LIMIT,
    ),
    absoluteMs: absoluteHours * 3_600_000,
    refreshIntervalSeconds: interval,
    accessTtlMs: (interval + ACCESS_TTL_MARGIN_SECONDS) * 1000,
  };
}

/** When an access token issued now expires: the TTL, but never after the session's absolute end. */
export function accessExpiryOf(policy: SessionPolicy, now: Date, absoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + policy.accessTtlMs, absoluteExpiresAt.getTime()));
}

/**
 * Why a stored session no longer authorizes anything, or null while it is alive. The stored last activity
 * trails the last call by less than the write interval (calls in between do not write it), so idleness
 * counts from it plus that interval: a session whose calls are never the idle limit apart never ends by
 * idleness (issue 15, item 9), and a session left alone ends within the interval after the idle limit.
 */
export function sessionEndReason(
  policy: Pick<SessionPolicy, 'idleMs' | 'activityWriteIntervalMs'>,
  session: { revokedAt: Date | null; lastActiveAt: Date; absoluteExpiresAt: Date },
  now: Date,
): 'revoked' | 'absolute_expired' | 'idle_expired' | null {
  if (session.revokedAt) return 'revoked';
  if (now.getTime() >= session.absoluteExpiresAt.getTime()) return 'absolute_expired';
  if (now.getTime() >= session.lastActiveAt.getTime() + policy.activityWriteIntervalMs + policy.idleMs)
    return 'idle_expired';
  return null;
}
