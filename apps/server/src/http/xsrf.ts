// Cross-site request forgery defence (DESIGN §3, OWASP "signed double-submit cookie"): the server sets the
// XSRF-TOKEN cookie (spec §7), every unsafe method must echo it in X-XSRF-TOKEN, and the value is an HMAC
// bound to the caller's session (or, before sign-in, to an httpOnly per-portal binding cookie), so a token
// planted by another site or taken from another session is refused.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, type Portal } from '@dental/domain';
import { ForbiddenError } from './errors.js';
import type { CookiePolicy } from './cookies.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const bindingCookieName = (portal: Portal) => `${portal}_xsrf_binding`;

/** Decides what a token is bound to: the signed-in session when there is one (set by the auth module). */
export type XsrfBindingResolver = (request: FastifyRequest) => string | undefined;

export interface XsrfOptions {
  portal: Portal;
  secret: string;
  cookies: CookiePolicy;
  /** The session id of the request, when signed in. */
  sessionBinding?: XsrfBindingResolver;
}

function sign(secret: string, portal: Portal, binding: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${portal}|${binding}|${nonce}`).digest('base64url');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false exempts an unsafe route from the XSRF check. Only for calls that are not made by a browser
     * session and carry their own proof (the Stripe webhook's signature).
     */
    xsrf?: boolean;
  }
  interface FastifyReply {
    /** Issues a fresh XSRF-TOKEN bound to `binding` (or to the request's current binding). */
    issueXsrfToken(binding?: string): string;
  }
}

/**
 * Whether a request must pass the XSRF check: an unsafe method on a route Fastify matched, unless the route
 * opts out. Decided on the matched route, never on the raw URL: the router decodes the path (`/%61pi/token/`
 * is `/api/token/`), so a check of `request.url` was skipped by percent-encoding a letter (issue 15). A
 * request no route matched does nothing and is answered 404 by the not-found handlers.
 */
export function needsXsrfCheck(request: FastifyRequest): boolean {
  return (
    UNSAFE_METHODS.has(request.method) &&
    request.routeOptions.url !== undefined &&
    request.routeOptions.config.xsrf !== false
  );
}

/** Registers the XSRF check on unsafe methods of every route and the reply helper that issues tokens. */
export function registerXsrf(app: FastifyInstance, options: XsrfOptions): void {
  const { portal, secret, cookies } = options;
  const anonymousBinding = (request: FastifyRequest, reply?: FastifyReply): string | undefined => {
    const existing = request.cookies[bindingCookieName(portal)];
    if (existing || !reply) return existing;
    const created = randomBytes(18).toString('base64url');
    reply.setCookie(bindingCookieName(portal), created, cookies.httpOnly());
    request.cookies[bindingCookieName(portal)] = created;
    return created;
  };
  const bindingOf = (request: FastifyRequest, reply?: FastifyReply) =>
    options.sessionBinding?.(request) ?? anonymousBinding(request, reply);

  /** Whether `token` is one this server made for `binding` (of this portal). */
  const isTokenFor = (token: string | undefined, binding: string | undefined): boolean => {
    const [nonce, signature] = token?.split('.') ?? [];
    return (
      !!nonce && !!signature && binding !== undefined && safeEqual(signature, sign(secret, portal, binding, nonce))
    );
  };

  app.decorateReply('issueXsrfToken', function issueXsrfToken(this: FastifyReply, binding?: string) {
    const bound = binding ?? bindingOf(this.request, this) ?? '';
    // A token still good for this binding is kept, not replaced: a page's start-up call and an unsafe call
    // sent beside it raced (the browser read the old cookie into the header, then sent the call with the new
    // cookie the start-up answer had just set: 403). A new binding (sign-in, sign-out) gets a new token.
    const current = this.request.cookies[XSRF_COOKIE];
    if (current !== undefined && isTokenFor(current, bound)) return current;
    const nonce = randomBytes(18).toString('base64url');
    const token = `${nonce}.${sign(secret, portal, bound, nonce)}`;
    this.setCookie(XSRF_COOKIE, token, cookies.readable());
    return token;
  });

  app.addHook('onRequest', async (request) => {
    if (!needsXsrfCheck(request)) return;
    const header = request.headers[XSRF_HEADER];
    const cookie = request.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie))
      throw new ForbiddenError(ERRORS.csrfRejected);
    if (!isTokenFor(header, bindingOf(request))) throw new ForbiddenError(ERRORS.csrfRejected);
  });
}
