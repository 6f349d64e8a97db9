// The four session cookies of a portal (issue 3, spec §3). Names carry the portal: cookies ignore ports,
// so the member and admin portals on one localhost must not overwrite each other's session.
import type { FastifyReply } from 'fastify';
import type { Portal } from '@dental/domain';
import type { CookiePolicy } from '../../http/cookies.js';

export interface AuthCookieNames {
  /** httpOnly: the access JWT. */
  access: string;
  /** httpOnly: `<sessionId>.<secret>`. */
  refresh: string;
  /** spec §3: readable marks of the two tokens' presence. */
  accessPresent: string;
  refreshPresent: string;
}

export function authCookieNames(portal: Portal): AuthCookieNames {
  return {
    access: `${portal}_access`,
    refresh: `${portal}_refresh`,
    accessPresent: `${portal}_access_present`,
    refreshPresent: `${portal}_refresh_present`,
  };
}

const secondsUntil = (until: Date, now: Date) => Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));

export interface IssuedTokens {
  /** When the tokens were issued: cookie lifetimes count from here. */
  issuedAt: Date;
  accessToken: string;
  accessExpiresAt: Date;
  /** Absent when only the access token is renewed (refresh within the reuse grace). */
  refreshToken?: string;
  sessionExpiresAt: Date;
}

/**
 * Sets the session cookies. The access cookie lives as long as the session (the JWT inside expires
 * sooner, and its session id still binds the XSRF token of the refresh call); its presence cookie lives
 * as long as the JWT, so the portal knows when to refresh.
 */
export function setSessionCookies(
  reply: FastifyReply,
  policy: CookiePolicy,
  portal: Portal,
  tokens: IssuedTokens,
): void {
  const names = authCookieNames(portal);
  const now = tokens.issuedAt;
  const sessionSeconds = secondsUntil(tokens.sessionExpiresAt, now);
  reply.setCookie(names.access, tokens.accessToken, policy.httpOnly(sessionSeconds));
  reply.setCookie(names.accessPresent, '1', policy.readable(secondsUntil(tokens.accessExpiresAt, now)));
  if (tokens.refreshToken !== undefined) {
    reply.setCookie(names.refresh, tokens.refreshToken, policy.httpOnly(sessionSeconds));
    reply.setCookie(names.refreshPresent, '1', policy.readable(sessionSeconds));
  }
}

/** Expires all four session cookies of the portal. */
export function clearSessionCookies(reply: FastifyReply, policy: CookiePolicy, portal: Portal): void {
  const names = authCookieNames(portal);
  for (const name of [names.access, names.refresh, names.accessPresent, names.refreshPresent])
    reply.clearCookie(name, policy.clear());
}
