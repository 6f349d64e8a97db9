// Wires authentication into an app (issue 3): reads this portal's access cookie on every /api/ call,
// gives the XSRF check its session binding, and offers `app.guardHook(guard)`, the onRequest hook that
// admits a route's callers under its declared guard (decision 0023; http/contract-route.ts uses it).
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Guard } from '@dental/domain';
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
import { resolveGuard } from './guard-context.js';
import { authService } from './auth.service.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { writeSessionAudit } from './session-audit.js';
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
    /** The signed-in caller; set by a route's guard hook, null on public routes. */
    auth: AuthContext | null;
    /** What the route's guard resolved for its handler (GuardContext of the guard); null on public routes. */
    guardContext: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * The onRequest hook of a route's guard, or undefined for a public one. It admits only a live session of
     * this portal (valid, unexpired access token; session not revoked, idle or past its absolute limit; user
     * enabled; otherwise 401), then the guard's account type, role and tenant (otherwise 404,
     * guard-context.ts), and sets `request.auth` and `request.guardContext`. One statement: the session lookup.
     */
    guardHook(guard: Guard): onRequestAsyncHookHandler | undefined;
  }
}

/** Test and tuning knobs; production uses the defaults. */
export interface AuthTuning {
  clock?: Clock;
  refreshReuseGraceSeconds?: number;
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

/** Registers the access-cookie reader (before the XSRF check, which needs it) and `app.guardHook`. */
export async function registerAuth(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; cookies: CookiePolicy; tuning?: AuthTuning | undefined },
): Promise<RegisteredAuth> {
  const { config, db, cookies } = options;
  const clock = options.tuning?.clock ?? systemClock;
  const policy = sessionPolicyOf(config.env, config.portal);
  const tokens = new AccessTokens(config.secret, config.portal);
  const repo = authRepository(db);
  const audit: Parameters<typeof authService>[0]['audit'] = (origin, entry) =>
    writeSessionAudit(db, origin, { ...entry, portal: config.portal });
  const devices = new KnownDevices(config.secret, config.portal);
  // The second factor (decision 0025): the gate decides after the password; its routes finish the sign-in.
  const mfaRepo = mfaRepository(db);
  const mfaSecrets = new MfaSecrets(config.secret, config.env.INSTANCE !== 'prod');
  // Only a dentist-portal user has a practice role; the policy reads it at sign-in only (not on every call).
  const practiceRoleOf = config.portal === 'dentist' ? (userId: number) => mfaRepo.practiceRoleOf(userId) : undefined;
  const gate = mfaGate({
    portal: config.portal,
    repo: mfaRepo,
    secrets: mfaSecrets,
    ...(practiceRoleOf ? { practiceRoleOf } : {}),
  });
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
  app.decorateRequest('guardContext', null);
  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL, which may spell the same path percent-encoded (issue 15).
    if (request.routeOptions.url?.startsWith('/api/'))
      request.accessClaims = tokens.read(request.cookies[accessCookie]);
  });
  app.decorate('guardHook', function guardHook(guard: Guard): onRequestAsyncHookHandler | undefined {
    if (guard.kind === 'public') return undefined;
    return async function admit(request: FastifyRequest) {
      if (!request.accessClaims) throw new UnauthorizedError();
      const auth = await sessions.authenticate(request.accessClaims);
      request.auth = auth;
      request.guardContext = resolveGuard(guard, auth);
    };
  });

  return {
    sessionBinding: (request) => request.accessClaims?.sessionId,
    routes: authRoutes({ auth, sessions, policy, cookies }),
    secondFactorRoutes: (mailer) =>
      mfaRoutes({
        mfa: mfaService({
          portal: config.portal,
          repo: mfaRepo,
          gate,
          secrets: mfaSecrets,
          auth,
          authRepo: repo,
          devices,
          mailer,
          clock,
          audit,
        }),
        policy,
        cookies,
      }),
    clock,
  };
}
