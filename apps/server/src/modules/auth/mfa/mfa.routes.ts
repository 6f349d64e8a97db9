// The second factor's calls (decision 0025): token/mfa/* finish a pending sign-in (challenge cookie, public
// guard); mfa/* are the signed-in user's own set-up (session guard). Thin handlers: the work is in mfa.service.ts.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Portal } from '@dental/domain';
import type { CookiePolicy } from '../../../http/cookies.js';
import { contractRoute } from '../../../http/contract-route.js';
import type { Caller } from '../../../platform/caller.js';
import { sessionResponse } from '../auth.service.js';
import { knownDeviceCookieName } from '../known-device.js';
import type { SessionPolicy } from '../session-policy.js';
import { mfaChallengeCookieName, setSignedInCookies } from './mfa-cookie.js';
import type { MfaService, SecondStepRequest } from './mfa.service.js';

const CHALLENGE_401 =
  'No pending sign-in for this browser, or it has ended (code mfa_challenge_ended): sign in with the password again.';

export function mfaRoutes({
  mfa,
  policy,
  cookies,
}: {
  mfa: MfaService;
  policy: SessionPolicy;
  cookies: CookiePolicy;
}): FastifyPluginAsyncZod {
  const portal: Portal = policy.portal;
  const secondStepOf = (request: FastifyRequest, caller: Caller): SecondStepRequest => ({
    challengeCookie: request.cookies[mfaChallengeCookieName(portal)],
    origin: caller.origin,
    previousSessionId: request.accessClaims?.sessionId,
    deviceCookie: request.cookies[knownDeviceCookieName(portal)],
  });

  return async (app) => {
    contractRoute(
      app,
      'shared.mfaVerify',
      {
        summary: 'Sign in, second step: an authenticator, recovery or emailed code; sets the session cookies',
        description: `Wrong, used or expired code: 400. Repeated failures: 429 as for passwords (decision 0011). ${CHALLENGE_401}`,
      },
      async (request, caller, reply) => {
        const signedIn = await mfa.verify(secondStepOf(request, caller), request.body);
        setSignedInCookies(reply, cookies, portal, signedIn);
        return sessionResponse(signedIn.user, signedIn.tokens.accessExpiresAt, policy);
      },
    );

    contractRoute(
      app,
      'shared.mfaEmailCode',
      {
        summary: 'Sign in, second step: email a single-use 6-digit code (valid 10 minutes)',
        description: `At most 5 per hour: 429 after. ${CHALLENGE_401}`,
      },
      async (request, caller) => ({
        data: { message: await mfa.sendEmailCode(secondStepOf(request, caller).challengeCookie, caller.origin) },
      }),
    );

    contractRoute(
      app,
      'shared.mfaSignInEnrolStart',
      { summary: 'Sign in, required set-up: a new authenticator secret and its QR code', description: CHALLENGE_401 },
      async (request, caller) => ({
        data: await mfa.startSignInEnrolment(secondStepOf(request, caller).challengeCookie),
      }),
    );

    contractRoute(
      app,
      'shared.mfaSignInEnrolConfirm',
      {
        summary:
          'Sign in, required set-up: the first code turns the factor on, answers the recovery codes and opens the session',
        description: CHALLENGE_401,
      },
      async (request, caller, reply) => {
        const { recoveryCodes, signedIn } = await mfa.confirmSignInEnrolment(
          secondStepOf(request, caller),
          request.body.code,
        );
        setSignedInCookies(reply, cookies, portal, signedIn);
        const session = sessionResponse(signedIn.user, signedIn.tokens.accessExpiresAt, policy).data;
        return { data: { recovery_codes: recoveryCodes, session } };
      },
    );

    contractRoute(
      app,
      'shared.mfaStatus',
      { summary: "The signed-in user's second factor: on or off, required or offered" },
      async (_request, caller) => ({
        data: await mfa.status(caller.user),
      }),
    );

    contractRoute(
      app,
      'shared.mfaEnrolStart',
      { summary: 'Set up an authenticator: a new secret and its QR code (off until confirmed)' },
      async (_request, caller) => ({
        data: await mfa.startEnrolment(caller.user),
      }),
    );

    contractRoute(
      app,
      'shared.mfaEnrolConfirm',
      { summary: 'Set up an authenticator: the first code turns it on; answers the 10 recovery codes (shown once)' },
      async (request, caller) => {
        const recoveryCodes = await mfa.confirmEnrolment(
          caller.user,
          request.body.code,
          caller.origin,
          request.cookies[knownDeviceCookieName(portal)],
        );
        return { data: { recovery_codes: recoveryCodes, session: null } };
      },
    );

    contractRoute(
      app,
      'shared.mfaDisable',
      {
        summary: 'Turn the second factor off (with the password); refused where it is required',
        description: 'Wrong password: 400 on the field; repeated failures: 429 (decision 0011).',
      },
      async (request, caller) => ({
        data: {
          message: await mfa.disable(
            caller.user,
            request.body.password,
            caller.origin,
            request.cookies[knownDeviceCookieName(portal)],
          ),
        },
      }),
    );
  };
}
