// Decision 0020: a portal's calls are served on its own app only. Every member route (read from the member
// app's route table, not listed by hand) is the API's plain 404 on the dentist, employer and admin apps:
// signed out, with that portal's own session, and with a member's session cookies carried over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NOT_FOUND, type Portal } from '@dental/domain';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { TestClient } from '../testing/test-client.js';
import { concretePath } from '../testing/registered-routes.js';
import type { RegisteredRoute } from './route-table.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { signedIn } from '../modules/member/member.test-support.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('member routes exist on the member app only (decision 0020)', () => {
  let server: TestServer;
  let member: TestClient;
  let memberRoutes: RegisteredRoute[];
  beforeAll(async () => {
    server = await createTestServer();
    await server.app.ready();
    memberRoutes = server.app.routeTable.filter((route) => route.url.startsWith('/api/member/'));
    member = await signedIn(server.app, DEMO_EMAILS.member);
  });
  afterAll(() => server.close());

  it('the member app serves them, and the member session reaches them there', async () => {
    expect(memberRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/member/v4/user/',
        'PATCH /api/member/v4/user/',
        'POST /api/member/v4/signup/new-member/',
        'GET /api/member/v4/patient/id-cards/:id/card.pdf',
      ]),
    );
    expect((await member.get('/api/member/v4/user/')).statusCode).toBe(200);
  });

  it.each(['dentist', 'employer', 'admin'] as const)(
    'the %s app answers every one of them 404 {"errors":"Not found."}, with or without a session',
    async (portal: Portal) => {
      const app = await server.appFor(portal);
      await app.ready();
      expect(app.routeTable.filter((route) => route.url.startsWith('/api/member/'))).toEqual([]);

      const signedOut = new TestClient(app);
      const ownSession = new TestClient(app);
      await ownSession.hello(portal);
      const signIn = await ownSession.post('/api/token/', {
        email: DEMO_EMAILS[portal],
        password: DEMO_PASSWORD,
        account_type: portal,
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const memberCookies = new TestClient(app);
      for (const [name, value] of member.cookies) memberCookies.cookies.set(name, value);

      const failures: string[] = [];
      for (const route of memberRoutes) {
        const url = concretePath(route.url);
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        for (const [who, client] of [
          ['signed out', signedOut],
          [`${portal} session`, ownSession],
          ['member cookies', memberCookies],
        ] as const) {
          const response = await client.request(route.method as Method, url, body);
          if (response.statusCode !== 404 || response.body !== JSON.stringify({ errors: MSG_NOT_FOUND })) {
            failures.push(`${route.method} ${url} (${who}): ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
