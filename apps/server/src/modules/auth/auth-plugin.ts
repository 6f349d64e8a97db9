// Wires authentication into an app (issue 3): reads this portal's access cookie on every /api/ call,
// gives the XSRF check its session binding, and offers `app.authenticate` to protect feature routes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/app-config.js';
import type { Database } from '../../db/database.js';
import type { CookiePolicy } from '../../http/cookies.js';
import type { Mailer } from '../../mail/mailer.js';
import { UnauthorizedError } from '../../http/errors.js';
import type { XsrfBindingResolver } from '../../http/xsrf.js';
import { authCookieNames } from './auth-cookies.js';
import { authRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { authService } from './auth.service.js';
import { writeAudit } from './audit.repository.js';
import { systemClock, type Clock } from './clock.js';
import { KnownDevices } from './known-device.js';
import { mfaGate } from './mfa/mfa-gate.js';
import { mfaRepository } from './mfa/mfa.repository.js';
import { mfaRoutes } from './mfa/mfa.routes.js';
import { MfaSecrets } from './mfa/mfa-secrets.js';
import { mfaService } from './mfa/mfa.service.js';
import { prepareDummyHash } from './password-hashing.js';
import { REFRESH_REUSE_GRACE_SECONDS, sessionPolicyOf } from './session-policy.js';
import { sessionService, type AuthContext } from './session.service.js';
import { AccessTokens, type AccessClaims } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This portal's access token, signature checked but expiry not (XSRF binding, logout). Never authorization. */
    accessClaims: AccessClaims | null;
    /** The signed-in caller; set by `app.authenticate`, null on routes that do not use it. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * Hook that admits only a live session of this portal (valid, unexpired access token; session not
     * revoked, idle or past its absolute limit; user enabled). Otherwise 401. Sets `request.auth`.
     * Use as `{ onRequest: app.authenticate }` on a route, or `addHook('onRequest', app.authenticate)` in a scope.
     */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** Test and tuning knobs; production uses the defaults. */
export interface AuthTuning {
  clock?: Clock;
  refreshReuseGraceSeconds?: number;
}

/** The signed-in caller of a route protected by `app.authenticate` (401 if the hook did not run or failed). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

export interface RegisteredAuth {
  /** The session id of the request's access token, for `registerXsrf`. */
  sessionBinding: XsrfBindingResolver;
  /** POST token/, token/refresh/ and logout/, to register under /api. */
  routes: FastifyPluginAsyncZod;
  /** token/mfa/* and mfa/* (decision 0025), to register under /api; the emailed fallback code needs the mailer. */
  secondFactorRoutes: (mailer: Mailer) => FastifyPluginAsyncZod;
  clock: Clock;
}

/** Registers the access-cookie reader (before the XSRF check, which needs it) and `app.authenticate`. */
export async function registerAuth(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; cookies: CookiePolicy; tuning?: AuthTuning | undefined },
): Promise<RegisteredAuth> {
  const { config, db, cookies } = options;
  const clock = options.tuning?.clock ?? systemClock;
  const policy = sessionPolicyOf(config.env, config.portal);
  const tokens = new AccessTokens(config.secret, config.portal);
  const repo = authRepository(db);
  const audit: Parameters<typeof authService>[0]['audit'] = (origin, entry) => writeAudit(db, origin, { ...entry, portal: config.portal });
  const devices = new KnownDevices(config.secret, config.portal);
  // The second factor (decision 0025): the gate decides after the password; its routes finish the sign-in.
  const mfaRepo = mfaRepository(db);
  const mfaSecrets = new MfaSecrets(config.secret, config.env.INSTANCE !== 'prod');
  const gate = mfaGate({ portal: config.portal, repo: mfaRepo, secrets: mfaSecrets });
  const auth = authService({ repo, tokens, devices, policy, clock, audit, mfa: gate });
  const sessions = sessionService({
    repo,
    auth,
    policy,
    clock,
    audit,
    refreshReuseGraceMs: (options.tuning?.refreshReuseGraceSeconds ?? REFRESH_REUSE_GRACE_SECONDS) * 1000,
  });
  await prepareDummyHash();

  const accessCookie = authCookieNames(config.portal).access;
  app.decorateRequest('accessClaims', null);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL, which may spell the same path percent-encoded (issue 15).
    if (request.routeOptions.url?.startsWith('/api/')) request.accessClaims = tokens.read(request.cookies[accessCookie]);
  });
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    if (!request.accessClaims) throw new UnauthorizedError();
    request.auth = await sessions.authenticate(request.accessClaims);
  });

  return {
    sessionBinding: (request) => request.accessClaims?.sessionId,
    routes: authRoutes({ auth, sessions, policy, cookies }),
    secondFactorRoutes: (mailer) =>
      mfaRoutes({
        mfa: mfaService({ portal: config.portal, repo: mfaRepo, gate, secrets: mfaSecrets, auth, authRepo: repo, devices, mailer, clock, audit }),
        policy,
        cookies,
      }),
    clock,
  };
}
