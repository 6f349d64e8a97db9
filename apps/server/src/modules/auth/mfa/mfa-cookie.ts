// The cookie of a pending second step (decision 0025): httpOnly, signed, named per portal like the session
// cookies, and living only as long as its challenge.
import type { FastifyReply } from 'fastify';
import type { Portal, SignInResultResponse } from '@dental/domain';
import type { CookiePolicy } from '../../../http/cookies.js';
import { setSessionCookies } from '../auth-cookies.js';
import type { SecondStepNeeded, SignedIn } from '../auth.service.js';
import { KNOWN_DEVICE_DAYS, knownDeviceCookieName } from '../known-device.js';

export function mfaChallengeCookieName(portal: Portal): string {
  return `${portal}_mfa_challenge`;
}

/** Sets the challenge cookie and answers what the portal shows next (POST token/). */
export function secondStepAnswer(
  reply: FastifyReply,
  cookies: CookiePolicy,
  portal: Portal,
  needed: SecondStepNeeded,
): SignInResultResponse {
  const seconds = Math.max(1, Math.floor((needed.expiresAt.getTime() - needed.issuedAt.getTime()) / 1000));
  reply.setCookie(mfaChallengeCookieName(portal), needed.challengeCookie, cookies.httpOnly(seconds));
  return { data: { second_step: needed.secondStep, expires_at: needed.expiresAt.toISOString() } };
}

/** After the second step: the session cookies, the known-device mark, a fresh XSRF token; the challenge goes. */
export function setSignedInCookies(
  reply: FastifyReply,
  cookies: CookiePolicy,
  portal: Portal,
  signedIn: SignedIn,
): void {
  setSessionCookies(reply, cookies, portal, signedIn.tokens);
  // Outlives sign-out on purpose: it marks the browser, not the session (decision 0011).
  reply.setCookie(knownDeviceCookieName(portal), signedIn.deviceCookie, cookies.httpOnly(KNOWN_DEVICE_DAYS * 86_400));
  reply.clearCookie(mfaChallengeCookieName(portal), cookies.clear());
  reply.issueXsrfToken(signedIn.sessionId);
}
