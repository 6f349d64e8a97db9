// Hooks that decide by path (XSRF check, no-store, reading the access cookie, the not-found handlers) decide
// on the route Fastify matched, not on the raw URL (issue 15, item 2): the router percent-decodes the path, so
// `/%61pi/token/` is `/api/token/`, and a check of `request.url` used to let it through without an XSRF token.
// Every unsafe route is taken from Fastify's own route table and tried under every spelling, over real HTTP.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG_FORBIDDEN, MSG_NOT_FOUND, PORTALS, type Portal } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { concretePath, registeredRoutes } from '../testing/registered-routes.js';
import { ClientAt } from '../modules/auth/auth.test-support.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/demo-accounts.js';

/** Unsafe routes that are not called by a browser session and need no XSRF token, and why. */
const XSRF_EXEMPT = new Map([['POST /webhooks/stripe/', "Stripe's server calls it; its signature is the proof"]]);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Sends the path byte for byte (no client-side normalisation), as an attacker's page or tool could. */
function send(port: number, method: string, path: string, cookie: string): Promise<Answer> {
  return new Promise((resolve) => {
    // A JSON body, as the API's calls carry, except on DELETE (no body).
    const body = method === 'DELETE' ? '' : '{}';
    const headers = {
      cookie,
      ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
    };
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let answer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (answer += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer, headers: res.headers }));
    });
    req.on('error', (error) => resolve({ status: -1, body: error.message, headers: {} }));
    req.end(body);
  });
}

const encodeChar = (c: string, upperHex = false) => {
  const hex = c.charCodeAt(0).toString(16);
  return `%${upperHex ? hex.toUpperCase() : hex}`;
};

/** Spellings the router takes for the route itself: it percent-decodes each segment. */
function sameRouteSpellings(path: string): string[] {
  const first = path[1] ?? '';
  const lastLetterAt = path.search(/[a-z](?=[^a-z]*$)/);
  return [
    path,
    `/${encodeChar(first)}${path.slice(2)}`,
    `${path.slice(0, lastLetterAt)}${encodeChar(path[lastLetterAt] ?? '', true)}${path.slice(lastLetterAt + 1)}`,
    path.replace(/[a-z]/g, (c) => encodeChar(c)),
  ];
}

/** Spellings that are other paths to the router (no route), whatever a proxy in front might make of them. */
function otherPathSpellings(path: string): string[] {
  const [, firstSegment = '', ...rest] = path.split('/');
  const restPath = rest.join('/');
  return [
    `/%25${path.charCodeAt(1).toString(16)}${path.slice(2)}`, // double-encoded first letter
    path.toUpperCase(),
    `/${firstSegment.charAt(0).toUpperCase()}${firstSegment.slice(1)}/${restPath}`,
    `/x/..${path}`,
    `/${firstSegment}/./${restPath}`,
    `/%2e%2e${path}`,
    `/${path}`,
  ];
}

function setCookieNames(answer: Answer): string[] {
  const header = answer.headers['set-cookie'];
  return (Array.isArray(header) ? header : header ? [header] : []).map((c) => c.split('=', 1)[0] ?? '');
}

describe('path decisions are made on the route Fastify matched, not on the raw URL (issue 15)', () => {
  let server: TestServer;
  const listening: FastifyInstance[] = [];
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await Promise.all(listening.map((app) => app.close()));
    await server.close();
  });

  /** An app of the portal listening on a free port, and the cookies a browser holds after the start-up call. */
  async function listeningPortal(portal: Portal): Promise<{ port: number; cookie: string; app: FastifyInstance }> {
    const app = portal === 'member' ? server.app : await server.appFor(portal);
    if (!listening.includes(app)) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      listening.push(app);
    }
    const { port } = app.server.address() as AddressInfo;
    const client = new ClientAt(app);
    await client.hello(portal);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect(cookie).toContain('XSRF-TOKEN=');
    return { port, cookie, app };
  }

  it.each(PORTALS)(
    'refuses every unsafe route of the %s app without X-XSRF-TOKEN, however the path is spelled',
    async (portal) => {
      const { port, cookie, app } = await listeningPortal(portal);
      const unsafe = registeredRoutes(app).filter((route) => UNSAFE.has(route.method));
      // The route table is read, not listed by hand: the sign-in, refresh, logout, sign-up and reset calls are in it.
      expect(unsafe.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining(['POST /api/token/', 'POST /api/token/refresh/', 'POST /api/logout/']),
      );
      if (portal === 'member')
        expect(unsafe.map((r) => r.path)).toEqual(
          expect.arrayContaining(['/api/member/v4/signup/new-member/', '/api/password-reset/initiate-forgot/']),
        );

      const failures: string[] = [];
      for (const route of unsafe) {
        const name = `${route.method} ${route.path}`;
        const path = concretePath(route.path);
        const plain = await send(port, route.method, path, cookie);
        for (const spelling of sameRouteSpellings(path)) {
          const answer = await send(port, route.method, spelling, cookie);
          const expected = XSRF_EXEMPT.has(name) ? plain.status : 403;
          if (answer.status !== expected)
            failures.push(`${route.method} ${spelling}: ${answer.status} (expected ${expected})`);
          if (!XSRF_EXEMPT.has(name) && answer.body !== JSON.stringify({ errors: MSG_FORBIDDEN, code: 'csrf' }))
            failures.push(`${route.method} ${spelling}: body ${answer.body}`);
          if (route.path.startsWith('/api/') && answer.headers['cache-control'] !== 'no-store')
            failures.push(`${route.method} ${spelling}: cache-control ${String(answer.headers['cache-control'])}`);
          if (!XSRF_EXEMPT.has(name) && setCookieNames(answer).length > 0)
            failures.push(`${route.method} ${spelling}: set ${setCookieNames(answer).join(', ')}`);
        }
        for (const spelling of otherPathSpellings(path)) {
          const answer = await send(port, route.method, spelling, cookie);
          // Not a route: 404, and nothing else happens (no cookie set, no-store like any API answer).
          if (answer.status !== 404 || answer.body !== JSON.stringify({ errors: MSG_NOT_FOUND }))
            failures.push(`${route.method} ${spelling}: ${answer.status} ${answer.body}`);
          if (answer.headers['cache-control'] !== 'no-store')
            failures.push(`${route.method} ${spelling}: cache-control ${String(answer.headers['cache-control'])}`);
          if (setCookieNames(answer).length > 0)
            failures.push(`${route.method} ${spelling}: set ${setCookieNames(answer).join(', ')}`);
        }
      }
      expect(failures).toEqual([]);
      // The exemptions are real routes of the app that has them, not stale names.
      for (const name of XSRF_EXEMPT.keys()) {
        if (name.endsWith('/webhooks/stripe/') && portal !== 'member') continue;
        expect(unsafe.map((r) => `${r.method} ${r.path}`)).toContain(name);
      }
    },
  );

  it("does not let a cross-site form log the victim out through /%61pi/logout/ with only the victim's cookies", async () => {
    const victim = new ClientAt(server.app);
    expect((await victim.signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD)).statusCode).toBe(200);
    const cookie = [...victim.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const url of ['/%61pi/logout/', '/api/log%6Fut/']) {
      const answer = await server.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(403);
    }
    expect((await victim.get('/api/member/v4/unread/')).statusCode).toBe(200);
  });

  it('reads the access cookie on an encoded API path: a signed-in call spelled /%61pi/ is the same call', async () => {
    const member = new ClientAt(server.app);
    await member.signIn('member', DEMO_EMAILS.member, DEMO_PASSWORD);
    const plain = await member.get('/api/member/v4/unread/');
    const encoded = await member.get('/%61pi/member/v4/unread/');
    expect(encoded.statusCode).toBe(plain.statusCode);
    expect(encoded.headers['cache-control']).toBe('no-store');
    // ...and a signed-in, XSRF-checked unsafe call also works spelled that way (the binding is the session's).
    expect((await member.post('/%61pi/logout/', {})).statusCode).toBe(200);
  });
});
