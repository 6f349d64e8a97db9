// DESIGN §3 and spec §7: POST token/ (sign in), POST token/refresh/ and POST logout/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CookiePolicy } from '../../http/cookies.js';
import { contractRoute } from '../../http/contract-route.js';
import { UnauthorizedError } from '../../http/errors.js';
import { authCookieNames, clearSessionCookies, setSessionCookies } from './auth-cookies.js';
import { MSG_SIGNED_OUT, sessionResponse, type AuthService } from './auth.service.js';
import { KNOWN_DEVICE_DAYS, knownDeviceCookieName } from './known-device.js';
import { secondStepAnswer } from './mfa/mfa-cookie.js';
import type { SessionPolicy } from './session-policy.js';
import type { SessionService } from './session.service.js';

export interface AuthRoutesDeps {
  auth: AuthService;
  sessions: SessionService;
  policy: SessionPolicy;
  cookies: CookiePolicy;
}

export function authRoutes({ auth, sessions, policy, cookies }: AuthRoutesDeps): FastifyPluginAsyncZod {
  const portal = policy.portal;
  const names = authCookieNames(portal);
  const deviceCookie = knownDeviceCookieName(portal);

  return async (app) => {
    contractRoute(
      app,
      'shared.signIn',
      {
        summary: 'Sign in: sets the access and refresh cookies and their presence cookies',
        description:
          "With a second factor (decision 0025) a right password answers { second_step } and a challenge cookie instead of a session; token/mfa/ then finishes. Wrong email or password, another portal's account_type or a disabled account: 400. Repeated failures: 429 with Retry-After and code sign_in_throttled, for a growing delay (decision 0011); a browser that signed in to the account before is throttled on its own.",
      },
      async (request, caller, reply) => {
        const signedIn = await auth.signIn(
          request.body,
          caller.origin,
          request.accessClaims?.sessionId,
          request.cookies[deviceCookie],
        );
        if ('secondStep' in signedIn) return secondStepAnswer(reply, cookies, portal, signedIn);
        setSessionCookies(reply, cookies, portal, signedIn.tokens);
        // Outlives sign-out on purpose: it marks the browser, not the session (decision 0011).
        reply.setCookie(deviceCookie, signedIn.deviceCookie, cookies.httpOnly(KNOWN_DEVICE_DAYS * 86_400));
        // The XSRF token now binds to the new session (DESIGN §3).
        reply.issueXsrfToken(signedIn.sessionId);
        return sessionResponse(signedIn.user, signedIn.tokens.accessExpiresAt, policy);
      },
    );

    contractRoute(
      app,
      'shared.tokenRefresh',
      {
        summary: 'Rotate the refresh token (cookie based, no body) and issue a new access token',
        description:
          'A refresh token used twice revokes its whole session. Ended sessions: 401 and the cookies are cleared.',
      },
      async (request, caller, reply) => {
        let refreshed;
        try {
          refreshed = await sessions.refresh(request.cookies[names.refresh], caller.origin);
        } catch (error) {
          if (error instanceof UnauthorizedError) clearSessionCookies(reply, cookies, portal);
          throw error;
        }
        setSessionCookies(reply, cookies, portal, refreshed.tokens);
        if (request.accessClaims?.sessionId !== refreshed.sessionId) reply.issueXsrfToken(refreshed.sessionId);
        return sessionResponse(refreshed.user, refreshed.tokens.accessExpiresAt, policy);
      },
    );

    contractRoute(
      app,
      'shared.logout',
      { summary: 'Sign out: revokes the session and clears its cookies (also when already signed out)' },
      async (request, caller, reply) => {
        await auth.logout(request.accessClaims?.sessionId, request.cookies[names.refresh], caller.origin);
        clearSessionCookies(reply, cookies, portal);
        // Without the session the XSRF binding falls back to the anonymous one; issue a token for it.
        request.accessClaims = null;
        reply.issueXsrfToken();
        return { data: { message: MSG_SIGNED_OUT } };
      },
    );
  };
}
