import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { SCRIPTS_AFTER_FIRST_PAINT_CSP_SOURCE } from './scripts-after-first-paint.js';

/** The helmet settings: a CSP without inline scripts, nosniff, a referrer policy, frame-ancestors none. */
function helmetOptions(hsts: boolean): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          SCRIPTS_AFTER_FIRST_PAINT_CSP_SOURCE,
          'https://js.stripe.com',
          'https://maps.googleapis.com',
          'https://www.googletagmanager.com',
        ],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://*.googleapis.com',
          'https://*.gstatic.com',
          'https://www.googletagmanager.com',
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          'https://api.stripe.com',
          'https://*.googleapis.com',
          'https://api-js.mixpanel.com',
          'https://www.googletagmanager.com',
        ],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, computed once: they are the same for every response, and working them out per
 * request (as the Fastify plugin does, re-parsing the CSP each time) cost about 5% of a small API call.
 */
export function securityHeaders(hsts: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(helmetOptions(hsts))({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options', { cause: error });
  });
  return headers;
}

/**
 * Whether an answer is an API answer (`no-store`): decided on the route Fastify matched, never on the raw URL
 * (`/%61pi/token/` is routed to `/api/token/`). A request no route matched is answered by a not-found handler:
 * `no-store` too (the portal page it may send sets its own `no-cache`).
 */
export function isApiAnswer(routeUrl: string | undefined): boolean {
  return routeUrl === undefined || (routeUrl.startsWith('/api/') && !routeUrl.startsWith('/api/docs'));
}

/** Security headers on every response (HSTS only when served over TLS); `no-store` on API answers. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): Promise<void> {
  const headers = securityHeaders(options.hsts);
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  // Set as the request arrives (one synchronous hook, no per-response one): an answer or error keeps them.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.routeOptions.url) ? apiHeaders : headers);
    done();
  });
}
